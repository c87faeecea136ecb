import { describe, expect, it } from 'vitest';
import {
  cardTokenProblem,
  detectCardBrand,
  isCardExpired,
  isValidCardNumber,
  isValidCvv,
  SANDBOX_TEST_CARDS,
} from '../../../server/drivers/payments/index.js';
import { manualClock } from '../../../server/drivers/shared/clock.js';

describe('Luhn validation', () => {
  it('accepts valid numbers, with or without separators', () => {
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('5555-5555-5555-4444')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
  });

  it('rejects a wrong check digit, letters, short numbers and repeated digits', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4111a11111111111')).toBe(false);
    expect(isValidCardNumber('41111')).toBe(false);
    expect(isValidCardNumber('0000000000000000')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('every documented sandbox test card passes Luhn and has the documented brand', () => {
    for (const card of SANDBOX_TEST_CARDS) {
      expect(isValidCardNumber(card.number), card.number).toBe(true);
      expect(detectCardBrand(card.number), card.number).toBe(card.brand);
    }
  });
});

describe('brand detection', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6362970000457013', 'elo'],
    ['5067000000000000', 'elo'],
    ['4389350000000000', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['3841000000000000', 'hipercard'],
    ['30569309025904', 'diners'],
    ['3530111333300000', 'jcb'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
    ['12', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('card data checks', () => {
  const clock = manualClock('2025-06-15T12:00:00Z');
  const card = { token: 'sbxcard_x', holder: 'Ana Souza', expMonth: 12, expYear: 2030 };

  it('a card is valid through the end of its expiry month', () => {
    expect(isCardExpired(6, 2025, new Date('2025-06-30T23:00:00Z'))).toBe(false);
    expect(isCardExpired(5, 2025, new Date('2025-06-01T12:00:00Z'))).toBe(true);
    // 1 July 01:00 UTC is still 30 June in São Paulo.
    expect(isCardExpired(6, 2025, new Date('2025-07-01T01:00:00Z'))).toBe(false);
    expect(isCardExpired(6, 2025, new Date('2025-07-01T04:00:00Z'))).toBe(true);
  });

  it('cvv has 3 digits, 4 for Amex', () => {
    expect(isValidCvv('123', '4111111111111111')).toBe(true);
    expect(isValidCvv('1234', '4111111111111111')).toBe(false);
    expect(isValidCvv('1234', '378282246310005')).toBe(true);
    expect(isValidCvv('123', '378282246310005')).toBe(false);
  });

  it('reports the first problem of a tokenized card as a decline reason', () => {
    expect(cardTokenProblem(card, clock)).toBeNull();
    expect(cardTokenProblem({ ...card, token: ' ' }, clock)).toBe('invalid_card_number');
    expect(cardTokenProblem({ ...card, holder: ' ' }, clock)).toBe('invalid_holder');
    expect(cardTokenProblem({ ...card, expYear: 2024 }, clock)).toBe('expired_card');
    expect(cardTokenProblem({ ...card, expMonth: 13 }, clock)).toBe('expired_card');
  });
});
