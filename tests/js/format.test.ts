import { formatDate, formatDateTime, formatMoney, formatTime, slugify, toTwoDecimals } from '@/lib/format';

describe('formatMoney', () => {
  it('formats reais the Brazilian way, with the non-breaking space Intl puts after R$', () => {
    expect(formatMoney(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatMoney('10')).toBe('R$\u00a010,00');
    expect(formatMoney(0)).toBe('R$\u00a00,00');
  });
  it('gives no output for an empty value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('formatDate', () => {
  it('reads an instant in the marketplace time zone, the same on the server and in any browser', () => {
    // 01:30 UTC on 1 March is still 28 February in São Paulo (UTC-3).
    expect(formatDate('2026-03-01T01:30:00Z')).toBe('28/02/2026');
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('01/03/2026');
  });

  it('is dd/mm/aaaa zero padded', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate(new Date(2026, 0, 9, 15, 0))).toBe('09/01/2026');
  });

  it('gives the time (24-hour) and the date with the time in São Paulo', () => {
    expect(formatTime('2026-03-01T12:05:09Z')).toBe('09:05');
    expect(formatTime('2026-03-01T12:05:09Z', true)).toBe('09:05:09');
    expect(formatDateTime('2026-03-01T01:30:00Z')).toBe('28/02/2026 22:30');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('gives no output for empty or invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('slugify', () => {
  it('trims, lowercases and turns whitespace runs into hyphens', () => {
    expect(slugify('  Loja do   Sérgio\tRJ ')).toBe('loja-do-sérgio-rj');
    expect(slugify(null)).toBe('');
  });
});

it('rounds to 2 decimals', () => {
  expect(toTwoDecimals(10.005)).toBe(10.01);
  expect(toTwoDecimals(2.34567)).toBe(2.35);
});
