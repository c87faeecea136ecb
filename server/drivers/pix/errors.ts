export type PixPayloadErrorCode =
  | 'invalid_key'
  | 'invalid_amount'
  | 'invalid_txid'
  | 'invalid_merchant_name'
  | 'invalid_merchant_city'
  | 'invalid_payload'
  | 'invalid_crc'
  | 'not_pix';

/** Raised when a BR Code cannot be built or read. The message is user-facing (Portuguese). */
export class PixPayloadError extends Error {
  readonly code: PixPayloadErrorCode;

  constructor(code: PixPayloadErrorCode, message: string) {
    super(message);
    this.name = 'PixPayloadError';
    this.code = code;
  }
}
