import type { ProductType } from '../../../server/db/schema.ts';
import { seedCatalogue } from '../../../server/db/seed/catalogue/index.ts';
import { refreshProductOffers } from '../../../server/domain/catalogue/offers.ts';
import { extrasMask } from '../../../server/domain/catalogue/references.ts';
import { addToVocabulary, countVocabulary } from '../../../server/domain/catalogue/search-index.ts';
import { refreshStoreOffers } from '../../../server/domain/catalogue/stores.ts';
import { normalizeText, productSearchText, slugify } from '../../../server/domain/catalogue/text.ts';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

export const B = '/v1/1';

/** A test host with the tiny demo catalogue (scale 0.01: 3 collections, 6 stores, ~80 products). */
export async function createCatalogueApp(
  options: { seller?: boolean } = {},
): Promise<TestApp & { seller?: { token: string; id: number } }> {
  const t = await createTestApp();
  const seller = options.seller ? await registerUser(t, { email: 'lojista@exemplo.com' }) : undefined;
  await seedCatalogue(t.db, { scale: 0.01, users: { seller: seller?.id }, now: new Date() });
  return Object.assign(t, { seller });
}

/**
 * Inertia visits of the host's pages as the browser makes them (X-Inertia with the current asset
 * version), optionally with a session cookie: the page object comes back as JSON.
 */
export async function inertiaVisits(t: TestApp) {
  const version = (await t.request('GET', '/', { headers: { 'x-inertia': 'true' } })).json()
    .version as string;
  return (url: string, headers: Record<string, string> = {}, session?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-inertia': 'true', 'x-inertia-version': version, ...headers },
      cookies: session ? { [SESSION_COOKIE]: session } : {},
    });
}

let sequence = 0;

export interface ProductFixture {
  name: string;
  name_en?: string;
  type?: ProductType;
  collectionCode?: string;
  rarity?: string;
  number?: string;
  braCenter?: boolean;
}

/** Inserts a product the way a writer must: normalized columns, search vocabulary, then its listings. */
export async function makeProduct(t: TestApp, fixture: ProductFixture): Promise<number> {
  sequence++;
  const collection = fixture.collectionCode
    ? await t.db
        .selectFrom('collections')
        .select(['id', 'category_id', 'release_date'])
        .where('code', '=', fixture.collectionCode)
        .executeTakeFirstOrThrow()
    : null;
  const rarity = fixture.rarity
    ? await t.db
        .selectFrom('rarities')
        .select('id')
        .where('code', '=', fixture.rarity)
        .executeTakeFirstOrThrow()
    : null;
  const type = fixture.type ?? 'card';
  const category = collection?.category_id ?? { card: 101, tcg: 106, accessory: 111, bra: 118 }[type];
  const codePro = `TST-${String(sequence).padStart(4, '0')}`;
  const now = new Date().toISOString();
  const searchText = productSearchText({
    name: fixture.name,
    name_en: fixture.name_en ?? null,
    code_pro: codePro,
  });
  const row = await t.db
    .insertInto('products')
    .values({
      business_id: 1,
      type,
      category_id: category,
      collection_id: collection?.id ?? null,
      brand_id: null,
      rarity_id: rarity?.id ?? null,
      element_id: null,
      origin_id: null,
      name: fixture.name,
      name_en: fixture.name_en ?? null,
      name_norm: normalizeText(fixture.name),
      search_text: searchText,
      number: fixture.number ?? null,
      code_pro: codePro,
      rdc: `T${sequence}-${slugify(fixture.name).slice(0, 20)}`,
      description: null,
      can_send_bra_center: fixture.braCenter ? 1 : 0,
      released_at: collection?.release_date ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('product_images')
    .values({ product_id: row.id, position: 0, url: `/media/products/${row.id}.svg` })
    .execute();
  await addToVocabulary(t.db, countVocabulary([searchText]));
  return row.id;
}

export interface ListingFixture {
  storeId: number;
  price: number;
  condition?: string;
  language?: string;
  extras?: string[];
  quantity?: number;
  status?: 'available' | 'paused';
}

export async function addListings(t: TestApp, productId: number, listings: ListingFixture[]): Promise<void> {
  const now = new Date().toISOString();
  await t.db
    .insertInto('store_listings')
    .values(
      listings.map((l) => ({
        store_id: l.storeId,
        product_id: productId,
        condition: l.condition ?? 'NM',
        language: l.language ?? 'BR',
        extras: extrasMask(l.extras ?? []),
        quantity: l.quantity ?? 1,
        price: Math.round(l.price * 100),
        status: l.status ?? 'available',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await refreshProductOffers(t.db, [productId]);
  await refreshStoreOffers(t.db, [...new Set(listings.map((l) => l.storeId))]);
}

/** Two stores in known states for offer filters: one client in SP, one non-client in RJ. */
export async function makeStores(t: TestApp): Promise<{ sp: number; rj: number }> {
  sequence++;
  const now = new Date().toISOString();
  const insert = async (name: string, uf: string, city: string, isClient: 0 | 1) =>
    (
      await t.db
        .insertInto('stores')
        .values({
          business_id: 1,
          owner_user_id: null,
          name,
          slug: `${slugify(name)}-${sequence}`,
          uf,
          city,
          logo_url: null,
          banner_url: null,
          description: null,
          is_client: isClient,
          status: 'active',
          rating_sum: 0,
          reviews_count: 0,
          sales_count: 0,
          offers_count: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    sp: await insert('Teste Paulista', 'SP', 'São Paulo', 1),
    rj: await insert('Teste Carioca', 'RJ', 'Rio de Janeiro', 0),
  };
}

export const PRODUCT_LIST_KEYS = ['code', 'codePro', 'collection', 'name', 'number', 'price', 'url'];
