import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '../../server/domain/errors.ts';
import {
  idField,
  pageFields,
  plainNumber,
  quantityField,
  validate,
} from '../../server/http/support/validation.ts';
import { amountField } from '../../server/http/v1/seller/wallet.ts';
import { count, makeBuyer, makeOffer } from './cart/fixtures.ts';
import { bankAccount, concludedOrder, fixClock, sellerStore } from './money/wallet-fixtures.ts';
import { richBuyer } from './seller/store-orders-fixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

/**
 * Numbers are JSON numbers or plain decimal strings, nothing else (docs/security.md, "Input and
 * origin"): a coerced number took `true` as 1, `[2]` as 2, "0x10" as 16, "0b11" as 3 and "1e1" as 10.
 */

const NOT_NUMBERS: unknown[] = [
  true,
  false,
  [2],
  '0x10',
  '0b11',
  '0o7',
  '1e1',
  '',
  ' ',
  '12abc',
  '1 2',
  '+5',
  'Infinity',
  {},
];

describe('plainNumber', () => {
  it('turns plain decimals into numbers, comma included', () => {
    expect(plainNumber('12')).toBe(12);
    expect(plainNumber(' 12.50 ')).toBe(12.5);
    expect(plainNumber('12,50')).toBe(12.5);
    expect(plainNumber('-3')).toBe(-3);
    expect(plainNumber(7)).toBe(7);
  });

  it('leaves anything else as it came, for the schema to refuse', () => {
    for (const value of NOT_NUMBERS) expect(plainNumber(value), JSON.stringify(value)).toBe(value);
  });
});

describe('the number fields', () => {
  const schema = z.object({ id: idField('produto'), quantity: quantityField(1), ...pageFields() });
  const errorsOf = (input: unknown) => {
    try {
      validate(schema, input);
      return null;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.errors;
    }
  };

  it('take numbers and plain decimal strings (a query string sends text)', () => {
    expect(validate(schema, { id: '7', quantity: 2, page: '3', per_page: '10' })).toEqual({
      id: 7,
      quantity: 2,
      page: 3,
      per_page: 10,
    });
  });

  for (const value of NOT_NUMBERS) {
    it(`refuse ${JSON.stringify(value)} with a message in Portuguese`, () => {
      const errors = errorsOf({ id: value, quantity: value, page: value });
      expect(errors?.id?.[0]).toMatch(/^O campo produto (deve ser um número|é obrigatório)/);
      expect(errors?.quantity?.[0]).toMatch(/^A quantidade deve ser um número/);
      expect(errors?.page?.[0]).toMatch(/^O campo página deve ser um número/);
    });
  }

  it('the cash-out amount takes "12,50" and refuses "0x10"', () => {
    expect(amountField.safeParse('12,50').data).toBe(12.5);
    expect(amountField.safeParse('0x10').success).toBe(false);
    expect(amountField.safeParse(true).success).toBe(false);
  });
});

describe('no route coerces', () => {
  it('z.coerce appears nowhere in the server', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const code = (path: string) => readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const offenders = files(resolve(__dirname, '../../server')).filter((path) =>
      /z\.coerce\b/.test(code(path)),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the requests of the report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('add-to-cart: quantity "0x10", listing_id true or [id] add nothing', async () => {
    const buyer = await makeBuyer(t);
    const offer = await makeOffer(t, { quantity: 40 });
    for (const body of [
      { listing_id: offer.listingId, quantity: '0x10' },
      { listing_id: offer.listingId, quantity: '1e1' },
      { listing_id: offer.listingId, quantity: [2] },
      { listing_id: offer.listingId, quantity: true },
      { listing_id: true, quantity: 1 },
      { listing_id: [offer.listingId], quantity: 1 },
      { listing_id: `0b${offer.listingId.toString(2)}`, quantity: 1 },
    ]) {
      const res = await t.request('POST', '/v1/add-to-cart', { token: buyer.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toMatch(/deve ser um número|é obrigatório/);
    }
    expect(await count(t, 'cart_items')).toBe(0);
    // A plain decimal string still works, as a form sends it.
    const ok = await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: String(offer.listingId), quantity: '2' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.items[0].quantity).toBe(2);
  });

  it('cash-out: amount "0x10", true or "1e1" pays nothing', async () => {
    const store = await sellerStore(t);
    const buyer = await richBuyer(t);
    await concludedOrder(t, buyer, store);
    const accountId = await bankAccount(t, store.storeId);
    fixClock(t);
    for (const amount of ['0x10', true, '1e1', [16], '']) {
      const res = await t.request('POST', '/v1/store-wallet/cash-out', {
        token: store.seller.token,
        body: { store_id: store.storeId, bank_account_id: accountId, date: '2025-03-13', amount },
      });
      expect(res.statusCode, JSON.stringify(amount)).toBe(422);
      expect(res.json().errors.amount[0]).toBe('O campo valor deve ser um número.');
    }
    expect(await t.db.selectFrom('payouts').select('id').execute()).toEqual([]);
    // The same request with a plain amount is paid: the refusals above were the amount's.
    const ok = await t.request('POST', '/v1/store-wallet/cash-out', {
      token: store.seller.token,
      body: { store_id: store.storeId, bank_account_id: accountId, date: '2025-03-13', amount: '10,00' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a GET with numbers in its query string keeps working, and refuses hex there too', async () => {
    const ok = await t.request('GET', '/v1/states', {});
    expect(ok.statusCode).toBe(200);
    const list = await t.request('POST', '/v1/1/products/paginate', { query: { page: '1', per_page: '5' } });
    expect(list.statusCode).toBe(200);
    const hex = await t.request('POST', '/v1/1/products/paginate', { body: { page: '0x2' } });
    expect(hex.statusCode).toBe(422);
    expect(hex.json().errors.page[0]).toBe('O campo página deve ser um número.');
  });
});
