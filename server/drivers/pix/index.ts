export { PixPayloadError, type PixPayloadErrorCode } from './errors.js';
export {
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  normalizeMerchantCity,
  normalizeMerchantName,
  TXID_MAX,
} from './normalize.js';
export {
  type BuildPixPayloadInput,
  buildPixPayload,
  type ParsedPixPayload,
  parsePixPayload,
} from './payload.js';
export { type PixQrCodeOptions, pixQrCodeDataUrl, pixQrCodeSvg } from './qrcode.js';
