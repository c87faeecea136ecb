import { checkCard } from '@shared/cardTokenizer/cardCheck';
import { decodeSandboxToken } from '@shared/cardTokenizer/sandboxToken';
import { CardTokenizeError } from '@shared/cardTokenizer/types';
import { createCardTokenizer, tokenizeCard } from '@/lib/cardTokenizer';
import { pagbankTokenizer } from '@/lib/cardTokenizer/pagbank';

const card = { number: '5555 5555 5555 4444', holder: 'Ana Souza', expMonth: 7, expYear: 2041, cvv: '123' };

describe('the browser card checks', () => {
  it('checks Luhn, brand, holder, expiry (São Paulo month) and cvv length', () => {
    const now = new Date('2030-06-15T12:00:00Z');
    expect(checkCard(card, now)).toEqual([]);
    expect(checkCard({ ...card, number: '5555555555554445' }, now)).toEqual(['number']);
    expect(checkCard({ ...card, number: '9999999999999995' }, now)).toEqual(['brand']);
    expect(checkCard({ ...card, holder: ' ' }, now)).toEqual(['holder']);
    expect(checkCard({ ...card, expMonth: 5, expYear: 2030 }, now)).toEqual(['expired']);
    expect(checkCard({ ...card, expMonth: 6, expYear: 2030 }, now)).toEqual([]);
    expect(checkCard({ ...card, expMonth: 13 }, now)).toEqual(['expiry']);
    expect(checkCard({ ...card, number: '378282246310005', cvv: '123' }, now)).toEqual(['cvv']);
  });
});

describe('the sandbox tokenizer', () => {
  it('makes a token carrying brand, last 4, expiry and the test behaviour, not the number', async () => {
    const tokenized = await tokenizeCard(createCardTokenizer({ driver: 'sandbox', public_key: null }), {
      ...card,
      number: '4000 0000 0000 9995',
    });
    expect(tokenized).toMatchObject({ field: 'card_token', brand: 'visa', last4: '9995', exp_month: 7 });
    expect(tokenized.token).not.toContain('4000000000009995');
    expect(atob(tokenized.token.slice(8).replace(/-/g, '+').replace(/_/g, '/'))).not.toContain(
      '4000000000009995',
    );
    expect(decodeSandboxToken(tokenized.token)).toMatchObject({
      behaviour: 'insufficient_funds',
      last4: '9995',
    });
    expect(decodeSandboxToken('4000000000009995')).toBeNull();
  });

  it('refuses a bad card before tokenizing', async () => {
    const error = await tokenizeCard(createCardTokenizer(null), {
      ...card,
      number: '4111111111111112',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardTokenizeError);
    expect((error as CardTokenizeError).problems).toEqual(['number']);
  });
});

describe('the PagBank tokenizer', () => {
  it('encrypts with PagSeguro.encryptCard and the public key', async () => {
    const encryptCard = vi.fn(() => ({ encryptedCard: 'RSA==', hasErrors: false, errors: [] }));
    const tokenizer = pagbankTokenizer('PUBLIC-KEY', async () => ({ encryptCard }));
    const tokenized = await tokenizeCard(tokenizer, card);
    expect(encryptCard).toHaveBeenCalledWith({
      publicKey: 'PUBLIC-KEY',
      holder: 'Ana Souza',
      number: '5555555555554444',
      expMonth: '07',
      expYear: '2041',
      securityCode: '123',
    });
    expect(tokenized).toEqual({
      field: 'encrypted',
      token: 'RSA==',
      brand: 'mastercard',
      last4: '4444',
      holder: 'Ana Souza',
      exp_month: 7,
      exp_year: 2041,
    });
  });

  it('reports the SDK’s refusal and a missing public key', async () => {
    const refused = pagbankTokenizer('K', async () => ({
      encryptCard: () => ({ hasErrors: true, errors: [{ code: 'INVALID_NUMBER', message: 'x' }] }),
    }));
    await expect(tokenizeCard(refused, card)).rejects.toMatchObject({ kind: 'refused' });
    await expect(
      tokenizeCard(createCardTokenizer({ driver: 'pagbank', public_key: null }), card),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
