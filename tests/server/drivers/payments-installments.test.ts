import { describe, expect, it } from 'vitest';
import {
  buildInstallmentOption,
  computeInstallmentOptions,
  DEFAULT_INSTALLMENT_PLAN,
  splitCents,
} from '../../../server/drivers/payments/index.js';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('splitCents', () => {
  it('splits exactly, the first parts taking the remainder', () => {
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
    expect(splitCents(1001, 3)).toEqual([334, 334, 333]);
    expect(splitCents(999, 3)).toEqual([333, 333, 333]);
    expect(splitCents(7, 12)).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });
});

describe('installment options', () => {
  it('offers 1x to 12x for a large enough amount', () => {
    const options = computeInstallmentOptions(100_000);
    expect(options.map((o) => o.installments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('1x to 3x are interest-free: the total is the amount', () => {
    for (const n of [1, 2, 3]) {
      const option = buildInstallmentOption(10_000, n);
      expect(option.interestFree).toBe(true);
      expect(option.monthlyRatePercent).toBe(0);
      expect(option.totalCents).toBe(10_000);
    }
    expect(buildInstallmentOption(10_000, 3).amountsCents).toEqual([3334, 3333, 3333]);
  });

  it('4x and up carry 2.99% a month (Price table), hand-checked for 4x of R$ 100,00', () => {
    // 1.0299^4 = 1.125071…, so 1 − 1.0299^−4 = 0.111167…
    // pmt = 10000 × 0.0299 / 0.111167… = 2689.627…; total = round(4 × 2689.627…) = round(10758.51) = 10759
    // 10759 / 4 = 2689 remainder 3 → the first three installments carry one centavo more.
    const option = buildInstallmentOption(10_000, 4);
    expect(option.interestFree).toBe(false);
    expect(option.monthlyRatePercent).toBe(2.99);
    expect(option.totalCents).toBe(10_759);
    expect(option.amountsCents).toEqual([2690, 2690, 2690, 2689]);
    expect(option.installmentCents).toBe(2689);
    expect(option.firstInstallmentCents).toBe(2690);
  });

  it('installments always sum exactly to the total', () => {
    for (const amount of [500, 1_001, 4_999, 12_345, 99_999, 100_003, 1_234_567]) {
      for (const option of computeInstallmentOptions(amount)) {
        expect(option.amountsCents).toHaveLength(option.installments);
        expect(sum(option.amountsCents)).toBe(option.totalCents);
        expect(option.firstInstallmentCents).toBe(option.amountsCents[0]);
        expect(Math.max(...option.amountsCents) - Math.min(...option.amountsCents)).toBeLessThanOrEqual(1);
        if (option.interestFree) expect(option.totalCents).toBe(amount);
        else expect(option.totalCents).toBeGreaterThan(amount);
      }
    }
  });

  it('never offers an installment under R$ 5,00, but always 1x', () => {
    expect(computeInstallmentOptions(1_200).map((o) => o.installments)).toEqual([1, 2]);
    expect(computeInstallmentOptions(300).map((o) => o.installments)).toEqual([1]);
    for (const option of computeInstallmentOptions(2_500)) {
      if (option.installments > 1)
        expect(option.installmentCents).toBeGreaterThanOrEqual(DEFAULT_INSTALLMENT_PLAN.minInstallmentCents);
    }
  });

  it('the total grows with the number of installments once interest applies', () => {
    const totals = computeInstallmentOptions(50_000).map((o) => o.totalCents);
    for (let i = 3; i < totals.length; i++) expect(totals[i]).toBeGreaterThan(totals[i - 1]);
  });

  it('returns nothing for an invalid amount', () => {
    expect(computeInstallmentOptions(0)).toEqual([]);
    expect(computeInstallmentOptions(10.5)).toEqual([]);
  });
});
