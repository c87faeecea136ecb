/**
 * A payout driver pays a store's cash-out into its bank account (docs/payouts-and-plans.md, "Wallet
 * and cash-outs"). The host asks it once per payout whose date has come; the payout's id is the
 * idempotency key a real provider receives, so a retried request never pays twice.
 */

export interface PayoutTransfer {
  /** The payout's id: the idempotency key. */
  payoutId: number;
  /** Centavos that reach the account. */
  amountCents: number;
  bankCode: string;
  agency: string;
  account: string;
  accountDigit: string;
  holderName: string;
  /** CPF or CNPJ, digits. */
  holderDocument: string;
  pixKey: string | null;
}

export type PayoutOutcome =
  | { status: 'paid'; externalId: string }
  | { status: 'failed'; externalId: string | null; reason: string };

export interface PayoutDriver {
  /** Kept on each payout (`payouts.driver`) and names the ledger account `payouts_sent:{name}`. */
  readonly name: string;
  transfer(transfer: PayoutTransfer): Promise<PayoutOutcome>;
}
