import { ShippingError } from './errors.js';
import type { ShippingOffer } from './quote.js';

/**
 * A store's free-shipping day: on the listed days of the week (0 = Sunday … 6 = Saturday,
 * São Paulo time) PAC is free for orders of at least minOrderCents. SEDEX keeps its price.
 */
export interface FreeShippingDayRule {
  days: number[];
  minOrderCents: number;
}

export interface FreeShippingDayContext extends FreeShippingDayRule {
  orderCents: number;
  today: Date;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' });

/** Day of the week (0 = Sunday) of an instant, in Brasília time. */
export function weekdayInBrazil(date: Date): number {
  return WEEKDAYS.indexOf(weekdayFormat.format(date));
}

export function isFreeShippingDay(context: FreeShippingDayContext): boolean {
  const { days, minOrderCents, orderCents, today } = context;
  if (!Array.isArray(days) || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
    throw new ShippingError(
      'invalid_free_shipping_rule',
      'Dias de frete grátis inválidos: use números de 0 (domingo) a 6 (sábado).',
      'days',
    );
  }
  if (!Number.isSafeInteger(minOrderCents) || minOrderCents < 0) {
    throw new ShippingError(
      'invalid_free_shipping_rule',
      'Valor mínimo do frete grátis inválido.',
      'minOrderCents',
    );
  }
  return days.includes(weekdayInBrazil(today)) && orderCents >= minOrderCents;
}

/** Returns new options with PAC at zero when the rule applies today; the input is not changed. */
export function applyFreeShippingDay(
  options: readonly ShippingOffer[],
  context: FreeShippingDayContext,
): ShippingOffer[] {
  if (!isFreeShippingDay(context)) return options.map((option) => ({ ...option }));
  return options.map((option) =>
    option.service === 'PAC'
      ? { ...option, priceCents: 0, originalPriceCents: option.priceCents, freeShipping: true }
      : { ...option },
  );
}
