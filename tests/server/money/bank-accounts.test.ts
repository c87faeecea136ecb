import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../../server/db/index.ts';
import { listBankAccounts } from '../../../server/domain/money/bank-accounts.ts';
import { makeStore } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Two stores: store 1 of the demo seller, store 2 of the second seller (lojista2) — as in the demo seed. */
async function twoSellers() {
  const seller = await registerUser(t, { name: 'Sérgio', email: 'lojista@demo.test' });
  const seller2 = await registerUser(t, { name: 'Helena', email: 'lojista2@demo.test' });
  const storeId = await makeStore(t, { ownerUserId: seller.id });
  const store2Id = await makeStore(t, { ownerUserId: seller2.id });
  return { seller, seller2, storeId, store2Id };
}

/** Itaú 2545 / 02366-1: valid by Itaú's mod-10 rule. */
const ITAU = {
  bank_code: '341',
  agency: '2545',
  account: '02366',
  account_digit: '1',
  account_type: 'checking',
  holder_name: 'Sérgio Lojista Cartas LTDA',
  holder_document: '11.444.777/0001-61',
  pix_key_type: 'email',
  pix_key: 'Financeiro@Loja.com.br',
};
/** Banco do Brasil 1584-9 / 00210169-6. */
const BB = {
  bank_code: '001',
  agency: '1584',
  agency_digit: '9',
  account: '210169',
  account_digit: '6',
  account_type: 'savings',
  holder_name: 'Sérgio Lojista',
  holder_document: '529.982.247-25',
};

const add = (token: string | null, storeId: number, body: Record<string, unknown>, xsrf = true) =>
  t.request('POST', '/v1/bankData/add_bank', { token, body: { store_id: storeId, ...body }, xsrf });
const upt = (token: string, storeId: number, body: Record<string, unknown>) =>
  t.request('POST', '/v1/bankData/upt_bank', { token, body: { store_id: storeId, ...body } });
const del = (token: string, storeId: number, id: number) =>
  t.request('POST', '/v1/bankData/del_bank', { token, body: { store_id: storeId, id } });

const rows = (storeId: number) =>
  t.db.selectFrom('bank_accounts').selectAll().where('store_id', '=', storeId).orderBy('id').execute();

async function pendingPayout(storeId: number, accountId: number, userId: number, status = 'pending') {
  await t.db
    .insertInto('payouts')
    .values({
      store_id: storeId,
      bank_account_id: accountId,
      requested_by: userId,
      amount_cents: 5000,
      fee_cents: 367,
      status: status as 'pending',
      driver: 'sandbox',
      external_id: null,
      scheduled_for: '2026-01-02',
      failure_reason: null,
      created_at: nowIso(),
      settled_at: status === 'pending' ? null : nowIso(),
    })
    .execute();
}

describe('GET /v1/bank', () => {
  it('lists the banks by COMPE code, public and cacheable', async () => {
    const res = await t.request('GET', '/v1/bank', { xsrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const banks = res.json().data as { code: string; name: string }[];
    expect(banks.length).toBeGreaterThanOrEqual(40);
    const byCode = Object.fromEntries(banks.map((b) => [b.code, b.name]));
    expect(byCode).toMatchObject({
      '001': 'Banco do Brasil',
      '033': 'Santander',
      '104': 'Caixa Econômica Federal',
      '237': 'Bradesco',
      '260': 'Nubank',
      '341': 'Itaú Unibanco',
      '756': 'Sicoob',
    });
    for (const b of banks) expect(b.code).toMatch(/^\d{3}$/);
  });
});

describe('add_bank', () => {
  it('adds the first account as the default, normalized; GET /v1/bankData lists it', async () => {
    const { seller, storeId } = await twoSellers();
    const res = await add(seller.token, storeId, ITAU);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Conta bancária cadastrada.');
    expect(res.json().result).toMatchObject({
      bank_code: '341',
      bank_name: 'Itaú Unibanco',
      agency: '2545',
      agency_digit: null,
      account: '02366',
      account_digit: '1',
      account_masked: 'Ag. 2545 · ••••2366-1',
      holder_document: '11444777000161',
      pix_key_type: 'email',
      pix_key: 'financeiro@loja.com.br',
      is_default: true,
    });

    // BB typed without the leading zeros: stored zero-padded, not default.
    const bb = await add(seller.token, storeId, BB);
    expect(bb.statusCode).toBe(201);
    expect(bb.json().result).toMatchObject({ account: '00210169', agency_digit: '9', is_default: false });

    const list = await t.request('GET', '/v1/bankData', {
      token: seller.token,
      query: { store_id: storeId },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { bank_code: string }) => a.bank_code)).toEqual(['341', '001']);
    expect(await listBankAccounts(t.db, storeId)).toEqual(list.json().data);
  });

  it('an added account marked default takes the default over in the same change', async () => {
    const { seller, storeId } = await twoSellers();
    await add(seller.token, storeId, ITAU);
    const res = await add(seller.token, storeId, { ...BB, is_default: true });
    expect(res.statusCode).toBe(201);
    const all = await rows(storeId);
    expect(all.map((r) => Number(r.is_default))).toEqual([0, 1]);
  });

  it('refuses a wrong check digit, an unknown bank, a bad PIX key, a bad document: 422 per field, nothing written', async () => {
    const { seller, storeId } = await twoSellers();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...ITAU, account_digit: '0' }, 'account_digit', /dígito da conta não confere/],
      [{ ...BB, agency_digit: '3' }, 'agency_digit', /dígito da agência não confere/],
      [{ ...BB, agency_digit: undefined }, 'agency_digit', /Informe o dígito da agência/],
      [{ ...ITAU, agency_digit: '1' }, 'agency_digit', /não usa dígito na agência/],
      [{ ...ITAU, bank_code: '999' }, 'bank_code', /Banco não encontrado/],
      [{ ...ITAU, bank_code: 'abc' }, 'bank_code', /código de 3 números/],
      [{ ...ITAU, pix_key_type: 'cpf', pix_key: '123.456.789-00' }, 'pix_key', /CPF válido/],
      [{ ...ITAU, pix_key_type: 'phone', pix_key: '(11) 3333-4444' }, 'pix_key', /celular com DDD/],
      [{ ...ITAU, pix_key_type: 'random', pix_key: 'not-a-uuid' }, 'pix_key', /chave aleatória/],
      [{ ...ITAU, pix_key_type: 'email', pix_key: 'sem-arroba' }, 'pix_key', /e-mail válido/],
      [{ ...ITAU, pix_key_type: null, pix_key: 'a@b.com' }, 'pix_key_type', /tipo da chave PIX/],
      [{ ...ITAU, holder_document: '111.111.111-11' }, 'holder_document', /CPF ou CNPJ válido/],
      [{ ...ITAU, account_type: 'investment' }, 'account_type', /tipo de conta/],
      [{ ...ITAU, agency: '123456' }, 'agency', /1 a 5 números/],
      [{ ...ITAU, account: '123456' }, 'account', /até 5 números/],
      [{ ...ITAU, account_digit: '' }, 'account_digit', /Informe o dígito da conta/],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(seller.token, storeId, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
      expect(res.json().message).toMatch(message);
    }
    expect(await rows(storeId)).toHaveLength(0);
  });

  it('accepts each PIX key type in its canonical form', async () => {
    const { seller, storeId } = await twoSellers();
    const keys: [string, string, string][] = [
      ['cpf', '529.982.247-25', '52998224725'],
      ['cnpj', '11.444.777/0001-61', '11444777000161'],
      ['phone', '(11) 98765-4321', '+5511987654321'],
      ['random', '71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d'],
    ];
    const accounts = ['02366', '12345', '54321', '11111'];
    for (const [i, [type, key, stored]] of keys.entries()) {
      // Each with its own Itaú account (digit computed by the mod-10 rule below).
      const account = accounts[i];
      const digit = itauDigit('2545', account);
      const res = await add(seller.token, storeId, {
        ...ITAU,
        account,
        account_digit: digit,
        pix_key_type: type,
        pix_key: key,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().result.pix_key).toBe(stored);
    }
  });

  it('refuses the same account twice', async () => {
    const { seller, storeId } = await twoSellers();
    expect((await add(seller.token, storeId, ITAU)).statusCode).toBe(201);
    const again = await add(seller.token, storeId, { ...ITAU, account: '2366' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.account[0]).toMatch(/já está cadastrada/);
    expect(await rows(storeId)).toHaveLength(1);
  });
});

/** Itaú's mod 10 over agency + account (weights 2,1 from the right), as an independent reference. */
function itauDigit(agency: string, account: string): string {
  const all = agency + account;
  let sum = 0;
  for (let i = 0; i < all.length; i++) {
    const p = Number(all[all.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += p > 9 ? p - 9 : p;
  }
  return String((10 - (sum % 10)) % 10);
}

describe('refusals of who may call', () => {
  it('401 without a session, 403 for another seller, 419 without XSRF: nothing changed', async () => {
    const { seller, seller2, storeId, store2Id } = await twoSellers();
    const mine = (await add(seller.token, storeId, ITAU)).json().result;
    const before = await rows(storeId);

    expect((await add(null, storeId, BB)).statusCode).toBe(401);
    expect((await t.request('GET', '/v1/bankData', { query: { store_id: storeId } })).statusCode).toBe(401);

    const forbidden = [
      await add(seller2.token, storeId, BB),
      await upt(seller2.token, storeId, { id: mine.id, holder_name: 'Outra Pessoa' }),
      await del(seller2.token, storeId, mine.id),
      await t.request('GET', '/v1/bankData', { token: seller2.token, query: { store_id: storeId } }),
    ];
    for (const res of forbidden) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Você não tem acesso a esta loja.');
    }
    // Naming their own store does not reach another store's account: 404.
    const cross = await upt(seller2.token, store2Id, { id: mine.id, holder_name: 'Outra Pessoa' });
    expect(cross.statusCode).toBe(404);
    expect((await del(seller2.token, store2Id, mine.id)).statusCode).toBe(404);

    const noXsrf = await add(seller.token, storeId, BB, false);
    expect(noXsrf.statusCode).toBe(419);

    expect(await rows(storeId)).toEqual(before);
    expect(await rows(store2Id)).toHaveLength(0);
  });

  it('an admin may manage any store’s accounts', async () => {
    const { storeId } = await twoSellers();
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await add(admin.token, storeId, ITAU)).statusCode).toBe(201);
  });
});

describe('upt_bank', () => {
  it('changes only the fields given, re-checks the whole account, and moves the default', async () => {
    const { seller, storeId } = await twoSellers();
    const itau = (await add(seller.token, storeId, ITAU)).json().result;
    const bb = (await add(seller.token, storeId, BB)).json().result;

    const renamed = await upt(seller.token, storeId, { id: bb.id, holder_name: 'Sérgio L. Cartas' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().message).toBe('Conta bancária alterada.');
    expect(renamed.json().result).toMatchObject({
      id: bb.id,
      holder_name: 'Sérgio L. Cartas',
      account: '00210169',
    });

    const made = await upt(seller.token, storeId, { id: bb.id, is_default: true });
    expect(made.statusCode).toBe(200);
    const after = await rows(storeId);
    expect(after.find((r) => r.id === bb.id)?.is_default).toBe(1);
    expect(after.find((r) => r.id === itau.id)?.is_default).toBe(0);

    const unset = await upt(seller.token, storeId, { id: bb.id, is_default: false });
    expect(unset.statusCode).toBe(422);
    expect(unset.json().message).toMatch(/^Erro ao alterar: /);
  });

  it('a bad change answers "Erro ao alterar" per field and changes nothing', async () => {
    const { seller, storeId } = await twoSellers();
    const bb = (await add(seller.token, storeId, BB)).json().result;
    const before = await rows(storeId);
    const bad = await upt(seller.token, storeId, { id: bb.id, account_digit: '8' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(
      'Erro ao alterar: O dígito da conta não confere com a agência e a conta informadas.',
    );
    expect(bad.json().errors.account_digit).toHaveLength(1);
    const pix = await upt(seller.token, storeId, {
      id: bb.id,
      pix_key_type: 'cnpj',
      pix_key: '11444777000162',
    });
    expect(pix.statusCode).toBe(422);
    expect(pix.json().message).toMatch(/^Erro ao alterar: Chave PIX inválida/);
    const shape = await upt(seller.token, storeId, { id: bb.id, account_type: 'x' });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().message).toMatch(/^Erro ao alterar: /);
    expect(await rows(storeId)).toEqual(before);
  });

  it('keeps an account with payouts as their record: the change is a new row; a pending payout blocks it', async () => {
    const { seller, storeId } = await twoSellers();
    const itau = (await add(seller.token, storeId, ITAU)).json().result;
    await pendingPayout(storeId, itau.id, seller.id, 'paid');
    const res = await upt(seller.token, storeId, { id: itau.id, holder_name: 'Novo Titular LTDA' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().result;
    expect(fresh.id).not.toBe(itau.id);
    expect(fresh).toMatchObject({ holder_name: 'Novo Titular LTDA', is_default: true });
    const old = await t.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('id', '=', itau.id)
      .executeTakeFirstOrThrow();
    expect(old.holder_name).toBe(ITAU.holder_name);
    expect(old.deleted_at).not.toBeNull();

    await pendingPayout(storeId, fresh.id, seller.id);
    const before = await rows(storeId);
    const blocked = await upt(seller.token, storeId, { id: fresh.id, holder_name: 'Outro Titular' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toMatch(/^Erro ao alterar: A conta tem um saque pendente/);
    expect(await rows(storeId)).toEqual(before);
  });
});

describe('del_bank', () => {
  it('soft-deletes; deleting the default makes the oldest remaining account the default', async () => {
    const { seller, storeId } = await twoSellers();
    const itau = (await add(seller.token, storeId, ITAU)).json().result;
    const bb = (await add(seller.token, storeId, BB)).json().result;
    const res = await del(seller.token, storeId, itau.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Conta bancária excluída.',
      result: { id: itau.id, default_id: bb.id },
    });
    const all = await rows(storeId);
    expect(all).toHaveLength(2);
    expect(all[0].deleted_at).not.toBeNull();
    expect(Number(all[1].is_default)).toBe(1);
    const list = await listBankAccounts(t.db, storeId);
    expect(list.map((a) => a.id)).toEqual([bb.id]);
    // Deleted is gone for every call.
    expect((await del(seller.token, storeId, itau.id)).statusCode).toBe(404);
    expect((await upt(seller.token, storeId, { id: itau.id, is_default: true })).statusCode).toBe(404);
  });

  it('refuses while a payout to the account is pending: "Erro ao excluir" and nothing changed', async () => {
    const { seller, storeId } = await twoSellers();
    const itau = (await add(seller.token, storeId, ITAU)).json().result;
    await pendingPayout(storeId, itau.id, seller.id);
    const before = await rows(storeId);
    const res = await del(seller.token, storeId, itau.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Erro ao excluir: A conta tem um saque pendente: ela pode ser excluída depois que o saque for pago.',
    );
    expect(res.json().errors.id).toHaveLength(1);
    expect(await rows(storeId)).toEqual(before);
    const bad = await del(seller.token, storeId, 0);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^Erro ao excluir: /);
  });
});
