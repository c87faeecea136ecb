/**
 * The accounting tool (Bling ERP, API v3): OAuth 2 authorization-code flow and the push of a
 * store order's authorized NF-e. docs/payouts-and-plans.md, "PagBank account and Bling".
 */

export interface BlingCredentials {
  clientId: string;
  clientSecret: string;
}

export interface BlingTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lasts (Bling: 21600, six hours). */
  expiresIn: number;
}

/** An authorized NF-e as the host sends it to Bling. */
export interface BlingInvoiceInput {
  number: number;
  series: number;
  /** 44 digits. */
  accessKey: string;
  issuedAt: string;
  /** The store order's number on the site, for Bling's reference field. */
  orderNumber: string;
  buyer: { name: string; document: string | null };
  items: Array<{ name: string; quantity: number; unitCents: number }>;
  shippingCents: number;
  totalCents: number;
}

export type BlingErrorCode =
  | 'invalid_grant'
  | 'invalid_client'
  | 'invalid_token'
  | 'rejected'
  | 'unavailable';

export class BlingError extends Error {
  constructor(
    readonly code: BlingErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface BlingDriver {
  readonly name: 'sandbox' | 'bling';
  /** Where the seller's browser goes to authorize the app (Bling sends it back to the app's redirect link). */
  authorizeUrl(clientId: string, state: string): string;
  /** grant_type=authorization_code. */
  exchangeCode(credentials: BlingCredentials, code: string): Promise<BlingTokens>;
  /** grant_type=refresh_token; Bling rotates the refresh token, the old one stops working. */
  refresh(credentials: BlingCredentials, refreshToken: string): Promise<BlingTokens>;
  /** Sends the NF-e; Bling's id of the record. */
  pushInvoice(accessToken: string, invoice: BlingInvoiceInput): Promise<{ id: string }>;
}
