import { formatCurrency } from '@brazilian-utils/brazilian-utils';
import { formatDate, formatDateTime, formatTime, todayInSaoPaulo } from '@shared/dates';
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

describe('dates in São Paulo written out as Intl writes them', () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hourCycle: 'h23', ...options });
  const date = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = intl({ hour: '2-digit', minute: '2-digit' });
  const seconds = intl({ hour: '2-digit', minute: '2-digit', second: '2-digit' });

  it('every 2 h 12 min (so every hour of the day, at varying minutes and seconds) from the end of daylight saving time to 2032', () => {
    const from = Date.UTC(2019, 1, 16, 20);
    const to = Date.UTC(2032, 0, 1);
    for (let t = from, i = 0; t < to; t += 7_919_000, i++) {
      const at = new Date(t + ((i * 7919) % 3_600_000));
      expect(formatDate(at)).toBe(date.format(at));
      expect(formatTime(at)).toBe(time.format(at));
      expect(formatTime(at, true)).toBe(seconds.format(at));
    }
  });

  it('before 2019 through Intl, daylight saving time included (a summer midnight)', () => {
    const summer = new Date('2018-12-01T02:30:00Z'); // 00:30 at UTC−2
    expect(formatDate(summer)).toBe('01/12/2018');
    expect(formatTime(summer)).toBe('00:30');
    expect(formatDateTime('2019-02-17T01:59:59Z', true)).toBe('16/02/2019 23:59:59');
    expect(formatDateTime('2019-02-17T02:00:00Z', true)).toBe('16/02/2019 23:00:00');
    expect(todayInSaoPaulo(new Date('2026-11-29T02:59:00Z'))).toBe('2026-11-28');
    expect(todayInSaoPaulo(new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-29');
  });
});
