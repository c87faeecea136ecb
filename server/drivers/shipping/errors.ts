export type ShippingErrorCode =
  | 'invalid_cep'
  | 'cep_out_of_range'
  | 'invalid_weight'
  | 'weight_above_limit'
  | 'invalid_declared_value'
  | 'invalid_free_shipping_rule'
  | 'invalid_tracking_number'
  | 'invalid_label';

/** Raised by the quote engine, the free-shipping rule, tracking codes and labels. Portuguese messages. */
export class ShippingError extends Error {
  readonly code: ShippingErrorCode;
  /** Input field at fault, e.g. "originCep". */
  readonly field: string | null;

  constructor(code: ShippingErrorCode, message: string, field: string | null = null) {
    super(message);
    this.name = 'ShippingError';
    this.code = code;
    this.field = field;
  }
}
