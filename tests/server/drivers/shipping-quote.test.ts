import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/drivers/shared/clock.js';
import {
  BASE_PRICES_CENTS,
  quote,
  ShippingError,
  shippingTier,
  WEIGHT_BANDS_GRAMS,
} from '../../../server/drivers/shipping/index.js';

const SP = '01310-100';
const CAMPINAS = '13013-051';
const BH = '30120-060';
const CURITIBA = '80520-560';
const FORTALEZA = '60025-060';
const MANAUS = '69020-060';
const GOIANIA = '74369-577';
const SALVADOR = '40330-200';

function expectShippingError(fn: () => unknown, code: string, field: string | null, message: RegExp) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ShippingError);
    expect((error as ShippingError).code).toBe(code);
    expect((error as ShippingError).field).toBe(field);
    expect((error as ShippingError).message).toMatch(message);
    return;
  }
  throw new Error('expected a ShippingError');
}

describe('tiers', () => {
  it('same UF / same region / neighbouring / far', () => {
    expect(shippingTier('SP', 'SP')).toBe('local');
    expect(shippingTier('SP', 'MG')).toBe('regional');
    expect(shippingTier('RS', 'PR')).toBe('regional');
    expect(shippingTier('SP', 'PR')).toBe('neighbour');
    expect(shippingTier('GO', 'BA')).toBe('neighbour');
    expect(shippingTier('SP', 'CE')).toBe('national');
    expect(shippingTier('RS', 'AM')).toBe('national');
  });
});

describe('quote', () => {
  const base = { originCep: SP, destinationCep: CAMPINAS, weightGrams: 300, declaredValueCents: 0 };

  it('returns PAC and SEDEX with names, prices and delivery days', () => {
    expect(quote(base)).toEqual([
      { service: 'PAC', name: 'PAC (Correios)', priceCents: 1590, deliveryDays: 3 },
      { service: 'SEDEX', name: 'SEDEX (Correios)', priceCents: 2190, deliveryDays: 1 },
    ]);
  });

  it('prices each tier from the table', () => {
    const pac = (destinationCep: string) => quote({ ...base, destinationCep })[0];
    expect(pac(CAMPINAS)).toMatchObject({ priceCents: 1590, deliveryDays: 3 });
    expect(pac(BH)).toMatchObject({ priceCents: 1990, deliveryDays: 5 });
    expect(pac(CURITIBA)).toMatchObject({ priceCents: 2390, deliveryDays: 7 });
    expect(pac(FORTALEZA)).toMatchObject({ priceCents: 2890, deliveryDays: 9 });
    expect(quote({ ...base, originCep: GOIANIA, destinationCep: SALVADOR })[0].priceCents).toBe(2390);
  });

  it('SEDEX is always faster and dearer than PAC', () => {
    for (const destinationCep of [CAMPINAS, BH, CURITIBA, FORTALEZA, MANAUS]) {
      for (const weightGrams of [100, 300, 301, 1000, 4999, 30000]) {
        const [pac, sedex] = quote({ ...base, destinationCep, weightGrams, declaredValueCents: 50_000 });
        expect(sedex.priceCents).toBeGreaterThan(pac.priceCents);
        expect(sedex.deliveryDays).toBeLessThan(pac.deliveryDays);
      }
    }
  });

  it('uses the weight band, inclusive of its upper bound', () => {
    const price = (weightGrams: number) => quote({ ...base, weightGrams })[0].priceCents;
    expect(price(1)).toBe(1590);
    expect(price(300)).toBe(1590);
    expect(price(301)).toBe(1790);
    expect(price(1000)).toBe(1990);
    expect(price(1001)).toBe(2490);
    expect(price(30000)).toBe(8990);
    expect(WEIGHT_BANDS_GRAMS).toHaveLength(BASE_PRICES_CENTS.PAC.length);
  });

  it('adds 1% of the declared value, rounded to the centavo, capped per service', () => {
    const [pac, sedex] = quote({ ...base, declaredValueCents: 12_345 });
    expect(pac.priceCents).toBe(1590 + 123);
    expect(sedex.priceCents).toBe(2190 + 123);
    expect(quote({ ...base, declaredValueCents: 150 })[0].priceCents).toBe(1590 + 2); // 1.5 → 2
    expect(quote({ ...base, declaredValueCents: 149 })[0].priceCents).toBe(1590 + 1); // 1.49 → 1
    const [pacMax, sedexMax] = quote({ ...base, declaredValueCents: 2_000_000 });
    expect(pacMax.priceCents).toBe(1590 + 3_000);
    expect(sedexMax.priceCents).toBe(2190 + 10_000);
  });

  it('adds days for deliveries into the Norte region', () => {
    const [pac, sedex] = quote({ ...base, destinationCep: MANAUS });
    expect(pac.deliveryDays).toBe(9 + 3);
    expect(sedex.deliveryDays).toBe(4 + 1);
    const [local] = quote({ ...base, originCep: MANAUS, destinationCep: '69099-351' });
    expect(local.deliveryDays).toBe(3);
  });

  it('all prices are integer centavos', () => {
    for (const declaredValueCents of [0, 1, 333, 9_999, 123_457]) {
      for (const option of quote({ ...base, destinationCep: FORTALEZA, declaredValueCents })) {
        expect(Number.isInteger(option.priceCents)).toBe(true);
      }
    }
  });

  it('rejects invalid CEPs with typed Portuguese errors', () => {
    expectShippingError(
      () => quote({ ...base, originCep: '123' }),
      'invalid_cep',
      'originCep',
      /CEP de origem inválido/,
    );
    expectShippingError(
      () => quote({ ...base, destinationCep: 'abcde-123' }),
      'invalid_cep',
      'destinationCep',
      /CEP de destino inválido/,
    );
    expectShippingError(
      () => quote({ ...base, destinationCep: '00500-000' }),
      'cep_out_of_range',
      'destinationCep',
      /não pertence a nenhuma faixa/,
    );
  });

  it('rejects invalid weights and declared values', () => {
    expectShippingError(
      () => quote({ ...base, weightGrams: 0 }),
      'invalid_weight',
      'weightGrams',
      /Peso inválido/,
    );
    expectShippingError(
      () => quote({ ...base, weightGrams: 10.5 }),
      'invalid_weight',
      'weightGrams',
      /Peso inválido/,
    );
    expectShippingError(
      () => quote({ ...base, weightGrams: 30_001 }),
      'weight_above_limit',
      'weightGrams',
      /30 kg/,
    );
    expectShippingError(
      () => quote({ ...base, declaredValueCents: -1 }),
      'invalid_declared_value',
      'declaredValueCents',
      /Valor declarado/,
    );
  });

  it('applies the free-shipping-day rule with the injected clock', () => {
    const wednesday = manualClock('2025-01-15T15:00:00Z');
    const rule = { days: [3], minOrderCents: 10_000 };
    const free = quote({ ...base, declaredValueCents: 12_000, freeShippingDay: rule }, { clock: wednesday });
    expect(free[0]).toMatchObject({
      service: 'PAC',
      priceCents: 0,
      originalPriceCents: 1590 + 120,
      freeShipping: true,
    });
    expect(free[1].priceCents).toBe(2190 + 120);
    const small = quote(
      { ...base, declaredValueCents: 0, freeShippingDay: { ...rule, orderCents: 9_999 } },
      { clock: wednesday },
    );
    expect(small[0].priceCents).toBe(1590);
  });
});
