import type { ShippingService } from '../../../shared/constants/orders.ts';
import type { ShippingTier } from './tiers.js';

export { SHIPPING_SERVICES, type ShippingService } from '../../../shared/constants/orders.ts';

/**
 * Sandbox price table (centavos), modelled on the Correios retail tables: a base price per
 * weight band and tier, PAC cheaper and slower than SEDEX.
 *
 * Weight band (up to)  |  PAC local / regional / neighbour / national  |  SEDEX local / regional / neighbour / national
 */

export const SERVICE_NAMES: Readonly<Record<ShippingService, string>> = {
  PAC: 'PAC (Correios)',
  SEDEX: 'SEDEX (Correios)',
};

/** Heaviest parcel accepted, in grams (Correios national limit). */
export const MAX_WEIGHT_GRAMS = 30_000;

/** Upper bound (grams, inclusive) of each weight band, in order. */
export const WEIGHT_BANDS_GRAMS: readonly number[] = [300, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

type TierPrices = Readonly<Record<ShippingTier, number>>;

const row = (local: number, regional: number, neighbour: number, national: number): TierPrices => ({
  local,
  regional,
  neighbour,
  national,
});

/** BASE_PRICES[service][band index][tier]. */
export const BASE_PRICES_CENTS: Readonly<Record<ShippingService, readonly TierPrices[]>> = {
  PAC: [
    row(1590, 1990, 2390, 2890), //    300 g
    row(1790, 2290, 2790, 3390), //    500 g
    row(1990, 2690, 3290, 3990), //  1 kg
    row(2490, 3390, 4190, 5190), //  2 kg
    row(3290, 4690, 5890, 7490), //  5 kg
    row(4590, 6790, 8690, 11290), // 10 kg
    row(6990, 10490, 13490, 17490), // 20 kg
    row(8990, 13490, 17490, 22990), // 30 kg
  ],
  SEDEX: [
    row(2190, 3190, 3990, 5290),
    row(2490, 3690, 4690, 6190),
    row(2890, 4390, 5590, 7490),
    row(3690, 5590, 7190, 9690),
    row(5290, 8290, 10690, 14490),
    row(7990, 12690, 16490, 22490),
    row(12990, 20490, 26690, 36490),
    row(17990, 28290, 36890, 50490),
  ],
};

/** Working days to deliver, by service and tier. */
export const DELIVERY_DAYS: Readonly<Record<ShippingService, TierPrices>> = {
  PAC: row(3, 5, 7, 9),
  SEDEX: row(1, 2, 3, 4),
};

/** Extra working days when the destination is in the Norte region and outside the origin UF. */
export const NORTE_EXTRA_DAYS: Readonly<Record<ShippingService, number>> = { PAC: 3, SEDEX: 1 };

/**
 * Declared value ("valor declarado") surcharge: 1% of the declared value, rounded to the
 * nearest centavo, on at most the service's insurable maximum (PAC R$ 3.000,00; SEDEX
 * R$ 10.000,00). Zero when nothing is declared.
 */
export const DECLARED_VALUE_RATE = 0.01;
export const MAX_DECLARED_VALUE_CENTS: Readonly<Record<ShippingService, number>> = {
  PAC: 300_000,
  SEDEX: 1_000_000,
};

/** Index of the weight band for a weight, or -1 above the limit. */
export function weightBandIndex(weightGrams: number): number {
  return WEIGHT_BANDS_GRAMS.findIndex((limit) => weightGrams <= limit);
}

export function declaredValueSurchargeCents(service: ShippingService, declaredValueCents: number): number {
  const insured = Math.min(declaredValueCents, MAX_DECLARED_VALUE_CENTS[service]);
  return Math.round(insured * DECLARED_VALUE_RATE);
}
