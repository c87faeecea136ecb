/** A store's bank account, Pix keys, payouts and plan payments. */

export const BANK_ACCOUNT_TYPES = ['checking', 'savings', 'payment'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How a plan subscription is paid. */
export const SUBSCRIPTION_METHODS = ['pix', 'card'] as const;
export type SubscriptionMethod = (typeof SUBSCRIPTION_METHODS)[number];

/** A store's subscription (spec section 3; labels in resources/js/lib/subscriptionStatus.ts). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trial',
  'overdue',
  'pending_action',
  'pending',
  'suspended',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
