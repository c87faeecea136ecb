import { describe, expect, it } from 'vitest';
import {
  applyFreeShippingDay,
  isFreeShippingDay,
  ShippingError,
  type ShippingOffer,
  weekdayInBrazil,
} from '../../../server/drivers/shipping/index.js';

const options: ShippingOffer[] = [
  { service: 'PAC', name: 'PAC (Correios)', priceCents: 2390, deliveryDays: 7 },
  { service: 'SEDEX', name: 'SEDEX (Correios)', priceCents: 3990, deliveryDays: 3 },
];

// 2025-01-05 was a Sunday, 2025-01-10 a Friday.
const SUNDAY_NOON_BRT = new Date('2025-01-05T15:00:00Z');
const FRIDAY_NOON_BRT = new Date('2025-01-10T15:00:00Z');

describe('weekday in Brazil', () => {
  it('uses Brasília time, not UTC', () => {
    expect(weekdayInBrazil(SUNDAY_NOON_BRT)).toBe(0);
    expect(weekdayInBrazil(FRIDAY_NOON_BRT)).toBe(5);
    // 02:00 UTC on Monday 6 Jan is still 23:00 on Sunday in São Paulo.
    expect(weekdayInBrazil(new Date('2025-01-06T02:00:00Z'))).toBe(0);
    expect(weekdayInBrazil(new Date('2025-01-06T03:00:00Z'))).toBe(1);
  });
});

describe('applyFreeShippingDay', () => {
  const rule = { days: [0, 5], minOrderCents: 15_000 };

  it('makes PAC free on a listed day above the minimum, keeping SEDEX', () => {
    const result = applyFreeShippingDay(options, { ...rule, orderCents: 20_000, today: FRIDAY_NOON_BRT });
    expect(result[0]).toEqual({ ...options[0], priceCents: 0, originalPriceCents: 2390, freeShipping: true });
    expect(result[1]).toEqual(options[1]);
  });

  it('the minimum is inclusive', () => {
    expect(
      applyFreeShippingDay(options, { ...rule, orderCents: 15_000, today: SUNDAY_NOON_BRT })[0].priceCents,
    ).toBe(0);
    expect(
      applyFreeShippingDay(options, { ...rule, orderCents: 14_999, today: SUNDAY_NOON_BRT })[0].priceCents,
    ).toBe(2390);
  });

  it('does nothing on other days', () => {
    const tuesday = new Date('2025-01-07T15:00:00Z');
    expect(applyFreeShippingDay(options, { ...rule, orderCents: 99_999, today: tuesday })).toEqual(options);
    // Late Sunday evening in Brazil counts as Sunday even though it is Monday in UTC.
    expect(
      applyFreeShippingDay(options, {
        ...rule,
        orderCents: 99_999,
        today: new Date('2025-01-06T02:30:00Z'),
      })[0].priceCents,
    ).toBe(0);
  });

  it('does not modify the options it receives', () => {
    const copy = structuredClone(options);
    applyFreeShippingDay(options, { ...rule, orderCents: 20_000, today: FRIDAY_NOON_BRT });
    expect(options).toEqual(copy);
  });

  it('rejects invalid rules', () => {
    const today = FRIDAY_NOON_BRT;
    expect(() => isFreeShippingDay({ days: [7], minOrderCents: 0, orderCents: 0, today })).toThrow(
      ShippingError,
    );
    expect(() => isFreeShippingDay({ days: [1.5], minOrderCents: 0, orderCents: 0, today })).toThrow(
      /0 \(domingo\) a 6 \(sábado\)/,
    );
    expect(() => isFreeShippingDay({ days: [5], minOrderCents: -1, orderCents: 0, today })).toThrow(
      /Valor mínimo/,
    );
  });
});
