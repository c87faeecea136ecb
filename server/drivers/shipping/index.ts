export { ufFromCep } from '../shared/cep-ranges.js';
export { ShippingError, type ShippingErrorCode } from './errors.js';
export {
  applyFreeShippingDay,
  type FreeShippingDayContext,
  type FreeShippingDayRule,
  isFreeShippingDay,
  weekdayInBrazil,
} from './free-shipping.js';
export {
  type LabelAddress,
  type LabelOrder,
  labelFor,
  type ShippingLabel,
  TRACKING_PREFIXES,
} from './label.js';
export {
  BASE_PRICES_CENTS,
  DECLARED_VALUE_RATE,
  DELIVERY_DAYS,
  declaredValueSurchargeCents,
  MAX_DECLARED_VALUE_CENTS,
  MAX_WEIGHT_GRAMS,
  NORTE_EXTRA_DAYS,
  SERVICE_NAMES,
  type ShippingService,
  WEIGHT_BANDS_GRAMS,
} from './price-table.js';
export { type QuoteInput, quote, type ShippingOffer } from './quote.js';
export { SHIPPING_TIERS, type ShippingTier, shippingTier } from './tiers.js';
export { isValidTrackingCode, trackingCheckDigit, trackingCode } from './tracking.js';
