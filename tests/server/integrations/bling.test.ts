import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../../../server/domain/errors.ts';
import { secretContext } from '../../../server/domain/integrations/bling.ts';
import { freshAccessToken } from '../../../server/domain/integrations/bling-tokens.ts';
import { integrationsFor } from '../../../server/domain/integrations/context.ts';
import { decryptSecret } from '../../../server/domain/integrations/secrets.ts';
import { inertiaVisits } from '../catalogue/support.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  approve,
  CLIENT_ID,
  CLIENT_SECRET,
  callback,
  companySeller,
  concludedOrderWithInvoice,
  connectBling,
  otherSeller,
  requestAuth,
  sandboxBling,
  saveCredentials,
} from './support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const connection = () => t.db.selectFrom('bling_connections').selectAll().executeTakeFirstOrThrow();
const plain = (companyId: number, column: 'access_token' | 'refresh_token', value: string) =>
  decryptSecret(t.config.appKey, secretContext(companyId, column), value);

/** No answer ever carries a secret, a token or the state. */
function expectNoSecret(json: unknown, ...secrets: string[]) {
  const text = JSON.stringify(json);
  for (const s of [CLIENT_SECRET, ...secrets]) expect(text).not.toContain(s);
  expect(text).not.toMatch(/secret_enc|token_enc|state_hash/);
}

describe('Bling credentials', () => {
  it('saves them for the owner only, the secret encrypted, and answers without it', async () => {
    const seller = await companySeller(t);
    const other = await otherSeller(t);
    const body = { company_id: seller.companyId, client_id: CLIENT_ID, client_secret: CLIENT_SECRET };
    const url = '/v1/bling/create-or-update';

    expect((await t.request('POST', url, { body })).statusCode).toBe(401);
    expect((await t.request('POST', url, { token: seller.token, body, xsrf: false })).statusCode).toBe(419);
    const forbidden = await t.request('POST', url, { token: other.token, body });
    expect(forbidden.statusCode).toBe(403);
    const noSecret = await t.request('POST', url, {
      token: seller.token,
      body: { ...body, client_secret: '' },
    });
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().errors.client_secret).toEqual(['Informe o client secret do aplicativo Bling.']);
    const badId = await t.request('POST', url, { token: seller.token, body: { ...body, client_id: '' } });
    expect(badId.statusCode).toBe(422);
    expect(await t.db.selectFrom('bling_connections').selectAll().execute()).toHaveLength(0);

    const res = await saveCredentials(t, seller.token, seller.companyId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Credenciais do Bling salvas');
    expect(res.json().result).toEqual({
      company_id: seller.companyId,
      client_id: CLIENT_ID,
      status: 'pending',
      connected_at: null,
      expires_at: null,
    });
    expectNoSecret(res.json());
    const row = await connection();
    expect(row.client_secret_enc).not.toContain(CLIENT_SECRET);
    expect(
      decryptSecret(t.config.appKey, secretContext(seller.companyId, 'client_secret'), row.client_secret_enc),
    ).toBe(CLIENT_SECRET);

    // Blank secret with the same client id keeps the saved one.
    const keep = await t.request('POST', url, { token: seller.token, body: { ...body, client_secret: '' } });
    expect(keep.statusCode).toBe(200);
    expect((await connection()).client_secret_enc).toBe(row.client_secret_enc);

    const get = await t.request('GET', '/v1/bling/get-bling-configuration', {
      token: seller.token,
      query: { company_id: seller.companyId },
    });
    expect(get.json().result.client_id).toBe(CLIENT_ID);
    expectNoSecret(get.json());
    expect(
      (
        await t.request('GET', '/v1/bling/get-bling-configuration', {
          token: other.token,
          query: { company_id: seller.companyId },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('GET', '/v1/bling/get-bling-configuration', {
          query: { company_id: seller.companyId },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("answers 'Erro ao criar ao salvar credenciais bling' when saving fails", async () => {
    const seller = await companySeller(t);
    await t.db.schema.dropTable('bling_connections').execute();
    await t.db.schema
      .createTable('bling_connections')
      .addColumn('id', 'integer')
      .addColumn('company_id', 'integer')
      .addColumn('client_id', 'varchar(120)')
      .execute();
    const res = await saveCredentials(t, seller.token, seller.companyId);
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Erro ao criar ao salvar credenciais bling');
    expectNoSecret(res.json());
  });
});

describe('Bling OAuth', () => {
  it('connects through the sandbox authorize page; tokens stored encrypted; nothing secret in answers or page props', async () => {
    const seller = await companySeller(t);
    const other = await otherSeller(t);
    expect(
      (
        await t.request('GET', '/v1/bling/request_auth', {
          token: seller.token,
          query: { company_id: seller.companyId },
        })
      ).statusCode,
    ).toBe(422);
    await saveCredentials(t, seller.token, seller.companyId);
    expect(
      (await t.request('GET', '/v1/bling/request_auth', { query: { company_id: seller.companyId } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.request('GET', '/v1/bling/request_auth', {
          token: other.token,
          query: { company_id: seller.companyId },
        })
      ).statusCode,
    ).toBe(403);

    const { url, state } = await requestAuth(t, seller.token, seller.companyId);
    expect(url).toMatch(/^\/_sandbox\/bling\/authorize\?response_type=code&client_id=app-cartas-123&state=/);
    const pending = await connection();
    expect(pending.oauth_state_hash).not.toBe(state);
    expect(JSON.stringify(pending)).not.toContain(state);
    expect(Date.parse(pending.state_expires_at ?? '') - Date.now()).toBeGreaterThan(590_000);

    const back = await callback(t, await approve(t, url), seller.token);
    expect(back.status).toBe(302);
    expect(back.location).toBe('/my-store/company-info');
    expect(back.flash).toEqual({
      integrations: { kind: 'success', message: 'Bling conectado com sucesso.' },
    });

    const row = await connection();
    expect(row.status).toBe('connected');
    expect(row.oauth_state_hash).toBeNull();
    const access = plain(seller.companyId, 'access_token', row.access_token_enc ?? '');
    const refresh = plain(seller.companyId, 'refresh_token', row.refresh_token_enc ?? '');
    expect(access).toMatch(/^[0-9a-f]{40}$/);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(access);
    expect(raw).not.toContain(refresh);
    expect(raw).not.toContain(CLIENT_SECRET);

    const config = await t.request('GET', '/v1/bling/get-bling-configuration', {
      token: seller.token,
      query: { company_id: seller.companyId },
    });
    expect(config.json().result).toMatchObject({ status: 'connected', client_id: CLIENT_ID });
    expect(config.json().result.expires_at).toBe(row.token_expires_at);
    expectNoSecret(config.json(), access, refresh);

    const visit = await inertiaVisits(t);
    const pageRes = await visit('/my-store/company-info', {}, seller.token);
    expect(pageRes.statusCode).toBe(200);
    const props = pageRes.json().props;
    expect(props.integrations.bling.status).toBe('connected');
    expect(props.integrations.company_id).toBe(seller.companyId);
    expectNoSecret(props, access, refresh);
  });

  it('refuses a wrong, expired, reused or someone else’s state, storing nothing', async () => {
    const seller = await companySeller(t);
    const other = await otherSeller(t);
    await saveCredentials(t, seller.token, seller.companyId);

    // Wrong state.
    const { url } = await requestAuth(t, seller.token, seller.companyId);
    const location = await approve(t, url);
    const wrong = location.replace(/state=[^&]+/, 'state=forjado');
    const refused = await callback(t, wrong, seller.token);
    expect(refused.location).toBe('/my-store/company-info');
    expect(refused.flash.integrations.kind).toBe('error');
    expect(refused.flash.integrations.message).toContain('inválido, expirado ou já usado');
    expect((await connection()).access_token_enc).toBeNull();

    // Someone else's session, and no session: refused, the state still pending.
    expect((await callback(t, location, other.token)).flash.integrations.kind).toBe('error');
    expect((await callback(t, location, null)).location).toBe('/auth/login');
    expect((await connection()).oauth_state_hash).not.toBeNull();
    expect((await connection()).status).toBe('pending');

    // Expired.
    await t.db
      .updateTable('bling_connections')
      .set({ state_expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await callback(t, location, seller.token)).flash.integrations.kind).toBe('error');
    expect((await connection()).access_token_enc).toBeNull();

    // Good once, then reused.
    const fresh = await requestAuth(t, seller.token, seller.companyId);
    const good = await approve(t, fresh.url);
    expect((await callback(t, good, seller.token)).flash.integrations.kind).toBe('success');
    const connected = await connection();
    const reused = await callback(t, good, seller.token);
    expect(reused.flash.integrations.kind).toBe('error');
    expect(await connection()).toEqual(connected);

    // Denied on Bling's page.
    const denied = await requestAuth(t, seller.token, seller.companyId);
    const deny = await t.app.inject({
      method: 'GET',
      url: `/_sandbox/bling/deny?state=${encodeURIComponent(denied.state)}`,
    });
    const deniedBack = await callback(t, String(deny.headers.location), seller.token);
    expect(deniedBack.flash.integrations).toEqual({
      kind: 'error',
      message: 'A conexão com o Bling não foi autorizada.',
    });
    expect((await connection()).access_token_enc).toBe(connected.access_token_enc);
  });
});

describe('Bling tokens and invoices', () => {
  it('refreshes a token past its expiry before use, once even when asked many times at once', async () => {
    const seller = await companySeller(t);
    await connectBling(t, seller);
    const integrations = integrationsFor(t.config);
    const before = await connection();
    const oldAccess = plain(seller.companyId, 'access_token', before.access_token_enc ?? '');

    // Still valid: no refresh.
    expect(await freshAccessToken(t.db, integrations, seller.companyId)).toBe(oldAccess);
    expect(sandboxBling(t).refreshCount).toBe(0);

    await t.db
      .updateTable('bling_connections')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const tokens = await Promise.all(
      Array.from({ length: 6 }, () => freshAccessToken(t.db, integrations, seller.companyId)),
    );
    expect(sandboxBling(t).refreshCount).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(oldAccess);
    const after = await connection();
    expect(Date.parse(after.token_expires_at ?? '')).toBeGreaterThan(Date.now() + 21_000_000);
    expect(plain(seller.companyId, 'access_token', after.access_token_enc ?? '')).toBe(tokens[0]);
    expect(JSON.stringify(after)).not.toContain(tokens[0] as string);
  });

  it('a refused refresh marks the connection to be connected again', async () => {
    const seller = await companySeller(t);
    await connectBling(t, seller);
    const integrations = integrationsFor(t.config);
    const row = await connection();
    // A refresh token Bling no longer knows (rotated elsewhere).
    const { seal } = await import('../../../server/domain/integrations/bling.ts');
    await t.db
      .updateTable('bling_connections')
      .set({
        token_expires_at: '2000-01-01T00:00:00.000Z',
        refresh_token_enc: seal(integrations, seller.companyId, 'refresh_token', 'desconhecido'),
      })
      .where('id', '=', row.id)
      .execute();
    await expect(freshAccessToken(t.db, integrations, seller.companyId)).rejects.toSatisfy(isRefusal);
    expect((await connection()).status).toBe('error');
  });

  it('pushes a concluded order’s authorized NF-e once; refuses other states, other sellers and no connection', async () => {
    const seller = await companySeller(t);
    const other = await otherSeller(t);
    const storeOrderId = await concludedOrderWithInvoice(t, seller);
    const url = '/v1/bling/push-invoice';
    const body = { store_order_id: storeOrderId };

    expect((await t.request('POST', url, { body })).statusCode).toBe(401);
    expect((await t.request('POST', url, { token: seller.token, body, xsrf: false })).statusCode).toBe(419);
    const forbidden = await t.request('POST', url, { token: other.token, body });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await t.request('POST', url, { token: seller.token, body: { store_order_id: 999999 } })).statusCode,
    ).toBe(404);
    const notConnected = await t.request('POST', url, { token: seller.token, body });
    expect(notConnected.statusCode).toBe(422);
    expect(notConnected.json().message).toContain('Conecte o Bling');

    await connectBling(t, seller);
    // Expired token: refreshed before the push.
    await t.db
      .updateTable('bling_connections')
      .set({ token_expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const res = await t.request('POST', url, { token: seller.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Nota fiscal enviada ao Bling');
    expect(res.json().result).toMatchObject({ store_order_id: storeOrderId, status: 'sent' });
    expect(sandboxBling(t).refreshCount).toBe(1);
    expect(sandboxBling(t).invoices).toHaveLength(1);
    expect(sandboxBling(t).invoices[0]?.invoice).toMatchObject({ number: 101, series: 3 });
    expectNoSecret(res.json());

    const again = await t.request('POST', url, { token: seller.token, body });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('A nota fiscal deste pedido já foi enviada ao Bling.');

    // A paid (not concluded) order is refused, nothing recorded.
    const { storeOrderId: paidId } = await (await import('../seller/fulfilment-support.ts')).paidOrderAt(
      t,
      seller,
    );
    const wrong = await t.request('POST', url, { token: seller.token, body: { store_order_id: paidId } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      'Só é possível enviar ao Bling a nota fiscal de um pedido concluído com NF-e autorizada.',
    );
    const pushes = await t.db.selectFrom('bling_invoice_pushes').selectAll().execute();
    expect(pushes.map((p) => p.status)).toEqual(['sent']);

    const visit = await inertiaVisits(t);
    const props = (await visit('/my-store/company-info', {}, seller.token)).json().props;
    expect(props.integrations.pushes).toHaveLength(1);
    expect(props.integrations.pushes[0]).toMatchObject({ store_order_id: storeOrderId, status: 'sent' });
  });

  it('records a push Bling refused', async () => {
    const seller = await companySeller(t);
    const storeOrderId = await concludedOrderWithInvoice(t, seller);
    await connectBling(t, seller);
    sandboxBling(t).failNextPush('Contato sem documento.');
    const res = await t.request('POST', '/v1/bling/push-invoice', {
      token: seller.token,
      body: { store_order_id: storeOrderId },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Não foi possível enviar a nota ao Bling: Contato sem documento.');
    const push = await t.db.selectFrom('bling_invoice_pushes').selectAll().executeTakeFirstOrThrow();
    expect(push).toMatchObject({ status: 'failed', error: 'Contato sem documento.' });
    // A failed push can be sent again.
    const retry = await t.request('POST', '/v1/bling/push-invoice', {
      token: seller.token,
      body: { store_order_id: storeOrderId },
    });
    expect(retry.statusCode).toBe(200);
  });
});
