import { formatCurrency } from '@brazilian-utils/brazilian-utils';
import { formatBRL, formatCentsText } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format';
import { moneyInputText } from '@/lib/money';

// formatBRL and formatCount write pt-BR by hand (no Intl formatter made while a page loads): the server
// renders with them and the browser hydrates with them, so they must write exactly what Intl writes.
const intlBrl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const intlCount = new Intl.NumberFormat('pt-BR');

describe('formatBRL writes what Intl.NumberFormat pt-BR BRL writes', () => {
  it('for edge amounts', () => {
    const amounts = [
      0, -0, -0.001, 0.001, 0.004, 0.005, 0.01, 0.1, 1, 9.99, 10, 99.99, 100, 999.99, 1000, 1234.5,
    ];
    amounts.push(-1, -1234.56, 12345.67, 123456.78, 1234567.89, 999999999.99, 2 ** 40 / 100, NaN, Infinity);
    for (const amount of amounts) expect(formatBRL(amount)).toBe(intlBrl.format(amount));
  });

  it('for every centavo amount up to R$ 2.000,00 and random ones up to a billion, both signs', () => {
    for (let cents = 0; cents <= 200_000; cents++) {
      const reais = cents / 100;
      expect(formatBRL(reais)).toBe(intlBrl.format(reais));
      expect(formatBRL(-reais)).toBe(intlBrl.format(-reais));
    }
    for (let i = 0; i < 20_000; i++) {
      const reais = Math.round(Math.random() * 1e11) / 100;
      expect(formatBRL(reais)).toBe(intlBrl.format(reais));
    }
  });

  it('with a non-breaking space after R$, and a plain one in text', () => {
    expect(formatBRL(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatCentsText(123456)).toBe('R$ 1.234,56');
  });
});

describe('formatCount writes what Intl.NumberFormat pt-BR writes', () => {
  it('for whole numbers, both signs, and for the rest through Intl', () => {
    for (const value of [
      0,
      1,
      999,
      1000,
      20402,
      1234567,
      -1,
      -1000,
      -1234567,
      Number.MAX_SAFE_INTEGER,
      1.5,
      1234.5678,
      NaN,
    ]) {
      expect(formatCount(value)).toBe(intlCount.format(value));
    }
  });
});

describe("moneyInputText writes what @brazilian-utils' formatCurrency writes", () => {
  it('for every centavo amount up to R$ 2.000,00, both signs, and large ones', () => {
    for (let cents = 0; cents <= 200_000; cents++) {
      expect(moneyInputText(cents)).toBe(formatCurrency(cents / 100));
      expect(moneyInputText(-cents)).toBe(formatCurrency(-cents / 100));
    }
    for (const cents of [123456789, 99999999999, 100000000000]) {
      expect(moneyInputText(cents)).toBe(formatCurrency(cents / 100));
    }
  });
});
