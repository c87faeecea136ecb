import type { Clock } from '../shared/clock.js';
import { formatBRL } from '../shared/money.js';
import { cardTokenProblem } from './card-validation.js';
import { PaymentError } from './errors.js';
import type { InstallmentPlan, InstallmentSchedule } from './installments.js';
import { buildInstallmentOption, computeInstallmentOptions } from './installments.js';
import { reasonMessage } from './reasons.js';
import type { CardToken, CreateCardChargeInput, CreatePixChargeInput, Customer } from './types.js';

/** Longest PIX validity accepted: 7 days. */
export const MAX_PIX_EXPIRATION_SECONDS = 7 * 24 * 60 * 60;
export const DEFAULT_PIX_EXPIRATION_SECONDS = 30 * 60;

export function checkAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentError('invalid_amount', 'Valor inválido: informe um valor positivo em centavos.');
  }
}

export function checkOrderRef(orderRef: string): void {
  if (typeof orderRef !== 'string' || orderRef.trim() === '') {
    throw new PaymentError('invalid_order_ref', 'Informe a referência do pedido.');
  }
}

export function checkCustomer(customer: Customer | undefined): asserts customer is Customer {
  if (!customer || typeof customer.id !== 'string' || customer.id.trim() === '') {
    throw new PaymentError('invalid_customer', 'Informe o comprador (cliente) da cobrança.');
  }
}

export function checkExpiration(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds <= 0 || seconds > MAX_PIX_EXPIRATION_SECONDS) {
    throw new PaymentError('invalid_expiration', 'Validade do PIX inválida: use de 1 segundo a 7 dias.');
  }
}

/** Installments must be one of the options offered for the amount (1x always is). */
export function checkInstallments(amountCents: number, installments: number, plan: InstallmentPlan): void {
  const offered = computeInstallmentOptions(amountCents, plan).map((option) => option.installments);
  if (!Number.isInteger(installments) || !offered.includes(installments)) {
    const max = offered.length;
    throw new PaymentError(
      'invalid_installments',
      `Parcelamento indisponível: para ${formatBRL(amountCents)} escolha de 1 a ${max} parcela${max > 1 ? 's' : ''}.`,
    );
  }
}

/** What every driver checks before it creates a PIX charge; returns the validity in seconds. */
export function checkPixChargeInput(input: CreatePixChargeInput): number {
  checkOrderRef(input.orderRef);
  checkAmount(input.amountCents);
  checkCustomer(input.customer);
  const expiresIn = input.expiresInSeconds ?? DEFAULT_PIX_EXPIRATION_SECONDS;
  checkExpiration(expiresIn);
  return expiresIn;
}

/** What every driver checks before it creates a card charge; returns the installment option chosen. */
export function checkCardChargeInput(
  input: CreateCardChargeInput,
  plan: InstallmentPlan,
): InstallmentSchedule {
  checkOrderRef(input.orderRef);
  checkAmount(input.amountCents);
  checkCustomer(input.customer);
  checkInstallments(input.amountCents, input.installments, plan);
  return buildInstallmentOption(input.amountCents, input.installments, plan);
}

/** A tokenized card to be saved or charged: a token, holder and an expiry usable now, else `invalid_card`. */
export function checkCardToken(
  card: Pick<CardToken, 'token' | 'holder' | 'expMonth' | 'expYear'>,
  clock: Clock,
): void {
  const problem = cardTokenProblem(card, clock);
  if (problem) throw new PaymentError('invalid_card', reasonMessage(problem));
}
