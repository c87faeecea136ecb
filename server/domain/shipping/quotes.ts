import { CEP_RANGES } from '../../drivers/shared/cep-ranges.ts';
import { type Clock, systemClock } from '../../drivers/shared/clock.ts';
import {
  quote,
  ShippingError,
  type ShippingOffer,
  type ShippingService,
  weekdayInBrazil,
} from '../../drivers/shipping/index.ts';

export type { ShippingOffer, ShippingService };

/** Grams per unit by product type, plus the box; see docs/checkout.md "Shipping". */
export const ITEM_GRAMS: Record<string, number> = { card: 10, tcg: 250, accessory: 200, bra: 150 };
export const PACKAGE_BASE_GRAMS = 100;

export function packageWeight(items: readonly { type: string; quantity: number }[]): number {
  return items.reduce(
    (grams, item) => grams + (ITEM_GRAMS[item.type] ?? 200) * item.quantity,
    PACKAGE_BASE_GRAMS,
  );
}

/**
 * Stores keep their UF, not a CEP; the quote only needs the UF (tiers go by state), so the store
 * ships from the first CEP of its state's Correios range.
 */
export function originCepOf(uf: string): string | null {
  const range = CEP_RANGES.find((r) => r.uf === uf.toUpperCase());
  return range ? `${String(range.from).padStart(5, '0')}000` : null;
}

export interface FreeShippingDay {
  day_of_week: number;
  min_order: number;
}

export interface StoreQuoteInput {
  storeUf: string;
  destinationCep: string;
  weightGrams: number;
  subtotalCents: number;
  freeShippingDays: readonly FreeShippingDay[];
  clock?: Clock;
}

export interface StoreQuote {
  options: ShippingOffer[];
  /** Why there is nothing to choose from (bad CEP, parcel over the limit ...). */
  message: string | null;
}

/** PAC and SEDEX for one store's parcel, with today's free-shipping-day rule of the store applied. */
export function quoteStore(input: StoreQuoteInput): StoreQuote {
  const originCep = originCepOf(input.storeUf);
  if (!originCep) return { options: [], message: 'A loja não informou de onde envia.' };
  const today = weekdayInBrazil((input.clock ?? systemClock).now());
  const rule = input.freeShippingDays.find((d) => d.day_of_week === today);
  try {
    const options = quote(
      {
        originCep,
        destinationCep: input.destinationCep,
        weightGrams: input.weightGrams,
        declaredValueCents: 0,
        ...(rule
          ? {
              freeShippingDay: {
                days: [today],
                minOrderCents: rule.min_order,
                orderCents: input.subtotalCents,
              },
            }
          : {}),
      },
      { clock: input.clock },
    );
    return { options, message: null };
  } catch (error) {
    if (error instanceof ShippingError) return { options: [], message: error.message };
    throw error;
  }
}

/** The option for a service, PAC when none was chosen (or the chosen one is not offered). */
export function pickOption(options: readonly ShippingOffer[], service: ShippingService | null | undefined) {
  return (
    options.find((o) => o.service === service) ??
    options.find((o) => o.service === 'PAC') ??
    options[0] ??
    null
  );
}
