import { makeStore } from '../cart/fixtures.ts';
import type { TestApp } from '../support/testApp.ts';
import { registerUser } from '../support/testApp.ts';

export interface Seller {
  token: string;
  id: number;
  storeId: number;
}

/** A registered seller with an active store of their own. */
export async function makeSeller(t: TestApp): Promise<Seller> {
  const user = await registerUser(t);
  const storeId = await makeStore(t, { ownerUserId: user.id });
  return { token: user.token, id: user.id, storeId };
}

export async function makeAdmin(t: TestApp) {
  const user = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return user;
}

export const AD_BODY = {
  title: 'Playmat oficial',
  description: 'Playmat de borracha usado em dois torneios.',
  category: 'acessorios',
  condition: 'used',
  price: 89.9,
  quantity: 2,
  uf: 'SP',
  city: 'Campinas',
};

export const post = (t: TestApp, path: string, token: string | null, body: unknown, xsrf = true) =>
  t.request('POST', `/v1/1/${path}`, { token, body, xsrf });

export async function createAd(t: TestApp, seller: Seller, body: Record<string, unknown> = {}) {
  const res = await post(t, 'create-ads', seller.token, { store_id: seller.storeId, ...AD_BODY, ...body });
  if (res.statusCode !== 201) throw new Error(`create-ads failed: ${res.statusCode} ${res.body}`);
  return res.json().result as { id: number; status: string };
}

export async function approve(t: TestApp, adminToken: string, id: number) {
  const res = await post(t, 'change-status', adminToken, { id, status: 'available' });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return res.json().result;
}

export async function adCount(t: TestApp) {
  const row = await t.db
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function adRow(t: TestApp, id: number) {
  return t.db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setLimit(t: TestApp, code: string, value: number) {
  await t.db
    .updateTable('system_config')
    .set({ value: String(value) })
    .where('code', '=', code)
    .execute();
}
