import { addDays, todayInBrazil } from '../../../server/domain/featured/dates.ts';
import { makeListing, makeProduct, makeStore } from '../cart/fixtures.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

export const today = () => todayInBrazil();
export const day = (n: number) => addDays(today(), n);

/** Two sellers with a store each (the first with a listing), and the seeded positions. */
export async function featuredScene(t: TestApp) {
  const seller = await registerUser(t);
  const other = await registerUser(t);
  const storeId = await makeStore(t, { ownerUserId: seller.id });
  const otherStoreId = await makeStore(t, { ownerUserId: other.id });
  const productId = await makeProduct(t, { name: 'Dragão Branco' });
  const listingId = await makeListing(t, { storeId, productId, price: 2500 });
  const positions = await t.db.selectFrom('featured_positions').selectAll().orderBy('id').execute();
  const home = positions.find((p) => p.code === 'home_banner_1');
  const bra = positions.find((p) => p.code === 'bra_center_1');
  if (!home || !bra) throw new Error('positions not seeded');
  return { seller, other, storeId, otherStoreId, productId, listingId, home, bra };
}

export type FeaturedScene = Awaited<ReturnType<typeof featuredScene>>;

export function createBody(s: FeaturedScene, extra: Record<string, unknown> = {}) {
  return {
    store_id: s.storeId,
    position_id: s.home.id,
    target_type: 'store',
    title: 'Promoção da semana',
    starts_on: day(1),
    ends_on: day(3),
    ...extra,
  };
}

export async function create(t: TestApp, token: string | null, body: Record<string, unknown>, xsrf = true) {
  return t.request('POST', '/v1/create-featured', { token, body, xsrf });
}

export async function counts(t: TestApp) {
  const ads = await t.db
    .selectFrom('featured_ads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const days = await t.db
    .selectFrom('featured_days')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { ads: Number(ads.n), days: Number(days.n) };
}

export async function ledgerRows(t: TestApp, kind = 'featured_payment') {
  return t.db.selectFrom('ledger_transactions').selectAll().where('kind', '=', kind).execute();
}

export async function balance(t: TestApp, code: string) {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}
