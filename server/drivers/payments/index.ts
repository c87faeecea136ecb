export { type CardBrand, cardDigits, detectCardBrand } from '../../../shared/cardTokenizer/cardBrand.ts';
export {
  SANDBOX_TEST_CARDS,
  type SandboxCardBehaviour,
  type SandboxTestCard,
} from '../../../shared/cardTokenizer/sandboxCards.ts';
export type {
  AccountAddress,
  AccountFieldError,
  AccountPhone,
  CreateAccountInput,
  CreateAccountResult,
  PaymentAccount,
  PaymentAccountDriver,
} from './account-types.js';
export { validateAccountInput } from './account-validation.js';
export { cardTokenProblem, isCardExpired, isValidCardNumber, isValidCvv } from './card-validation.js';
export { memoryCardStore, type SandboxCardStore, type VaultedCard } from './card-vault.js';
export { PaymentError, type PaymentErrorCode } from './errors.js';
export type { PaymentEventHandler } from './events.js';
export {
  brandFrom,
  declineReason,
  type FetchLike,
  signPagarmeWebhook,
  signPagbankWebhook,
  verifyPagarmeWebhook,
  verifyPagbankWebhook,
} from './gateway-shared.js';
export {
  buildInstallmentOption,
  computeInstallmentOptions,
  DEFAULT_INSTALLMENT_PLAN,
  type InstallmentPlan,
  type InstallmentSchedule,
  splitCents,
} from './installments.js';
export * from './pagarme.js';
export { createPagarmePaymentDriver, PAGARME_BASE_URL, type PagarmeDriverOptions } from './pagarme-driver.js';
export * from './pagbank.js';
export {
  type PagbankChargeback,
  pagbankChargebackEvents,
  pagbankChargebackOf,
} from './pagbank-chargeback.js';
export { createPagbankPaymentDriver, PAGBANK_BASE_URL, type PagbankDriverOptions } from './pagbank-driver.js';
export { CARD_REASONS, type CardReasonCode } from './reasons.js';
export { createSandboxAccountDriver } from './sandbox-account-driver.js';
export {
  createSandboxPaymentDriver,
  DEFAULT_SANDBOX_PIX,
  memoryChargeStore,
  type SandboxChargeRecord,
  type SandboxChargeStore,
  type SandboxPaymentDriver,
  type SandboxPaymentDriverOptions,
  type SandboxPixReceiver,
} from './sandbox-payment-driver.js';
export {
  type CardCharge,
  type CardToken,
  type Charge,
  type ChargeStatus,
  type CreateCardChargeInput,
  type CreatePixChargeInput,
  type Customer,
  type HostPaymentDriver,
  isChargeSettled,
  type PaymentDriver,
  type PaymentEvent,
  type PaymentEventType,
  type PixCharge,
  type SaveCardInput,
  type VaultCard,
} from './types.js';
export {
  signWebhook,
  toWebhookDelivery,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDelivery,
} from './webhook.js';
