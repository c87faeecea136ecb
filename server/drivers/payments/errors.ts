export type PaymentErrorCode =
  | 'invalid_amount'
  | 'invalid_order_ref'
  | 'invalid_installments'
  | 'invalid_expiration'
  | 'invalid_customer'
  | 'invalid_card'
  | 'card_not_found'
  | 'charge_not_found'
  | 'invalid_state'
  | 'pix_expired'
  /** A real gateway that failed, timed out or refused the request itself (pagarme/pagbank drivers). */
  | 'gateway_error';

/**
 * A request the gateway rejects outright (HTTP 4xx on a real API). Card declines are not
 * errors: they come back as a charge with status "refused".
 */
export class PaymentError extends Error {
  readonly code: PaymentErrorCode;

  constructor(code: PaymentErrorCode, message: string) {
    super(message);
    this.name = 'PaymentError';
    this.code = code;
  }
}
