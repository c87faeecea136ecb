import { readFileSync } from 'node:fs';
import type { Selectable } from 'kysely';
import type {
  MyStore,
  OpenStoreInput,
  PendingStore,
} from '../../../resources/js/types/pages/sellerOnboarding.ts';
import { type DB, nowIso } from '../../db/index.ts';
import type { StoresTable } from '../../db/schema.ts';
import type { Broadcast } from '../broadcasts.ts';
import { notifyListingChanged } from '../cart/listing-changes.ts';
import { slugify } from '../catalogue/text.ts';
import { notFound, ValidationError } from '../errors.ts';
import { refreshOfferFigures } from '../orders/product-offers.ts';

/**
 * Opening a store and its life as the admin decides it (docs/stores.md): a store opens `pending`,
 * an admin activates it (its paused listings go on sale) or blocks it (its listings are paused).
 */

export const SLUG_MIN = 3;
export const SLUG_MAX = 60;

/**
 * Paths of the site that a store slug may not take: `/{store_slug}` is the last route of the table,
 * so a store called "cart" would never be reached. The first segment of every route, plus the host's
 * own prefixes.
 */
const RESERVED_SLUGS: ReadonlySet<string> = (() => {
  const routes = JSON.parse(readFileSync(new URL('../../../routes/pages.json', import.meta.url), 'utf8')) as {
    uri: string;
  }[];
  const first = routes.map((r) => r.uri.split('/')[0] ?? '').filter((s) => s && !s.startsWith('{'));
  const host = ['v1', 'api', 'build', 'media', 'storage', 'broadcasting', 'webhooks', 'pagbank', 'login'];
  const more = ['register', 'token', 'validate-token', 'unable', 'admin', 'loja', 'sitemap'];
  return new Set([...first, ...host, ...more].map((s) => s.toLowerCase()));
})();

/**
 * The store's slug: the spec's rule (trim, lowercase, whitespace runs to hyphens) with accents removed
 * and any other character dropped, so it matches the store page's route (`[A-Za-z0-9-]+`).
 * "Loja do Sérgio!" → "loja-do-sergio". The front end shows the same (hooks/seller/onboarding/slug.ts).
 */
export const storeSlug = (value: string): string => slugify(value).slice(0, SLUG_MAX).replace(/-+$/, '');

/** Why a slug cannot be used, or null: too short, a path of the site, or another store's. */
export async function slugProblem(db: DB, slug: string, exceptStoreId?: number): Promise<string | null> {
  if (slug.length < SLUG_MIN) return `O endereço da loja deve ter pelo menos ${SLUG_MIN} letras ou números.`;
  if (RESERVED_SLUGS.has(slug)) return 'Este endereço é reservado pelo site: escolha outro.';
  let q = db.selectFrom('stores').select('id').where('slug', '=', slug);
  if (exceptStoreId !== undefined) q = q.where('id', '<>', exceptStoreId);
  return (await q.executeTakeFirst()) ? 'Este endereço já está em uso por outra loja.' : null;
}

const MY_STORE_COLUMNS = [
  's.id',
  's.name',
  's.slug',
  's.uf',
  's.city',
  's.status',
  's.logo_url',
  's.offers_count',
  's.document_type',
  's.company_id',
  's.origin_postcode',
  's.blocked_reason',
  's.activated_at',
  's.created_at',
] as const;

type MyStoreRow = Pick<
  Selectable<StoresTable>,
  | 'id'
  | 'name'
  | 'slug'
  | 'uf'
  | 'city'
  | 'status'
  | 'logo_url'
  | 'offers_count'
  | 'document_type'
  | 'company_id'
  | 'origin_postcode'
  | 'blocked_reason'
  | 'activated_at'
  | 'created_at'
>;

const presentStore = (r: MyStoreRow): MyStore => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  uf: r.uf,
  city: r.city,
  status: r.status,
  logo_url: r.logo_url,
  offers_count: Number(r.offers_count),
  document_type: r.document_type,
  company_id: r.company_id,
  origin_postcode: r.origin_postcode,
  blocked_reason: r.blocked_reason,
  activated_at: r.activated_at,
  created_at: r.created_at,
});

/** The user's stores (owner), the newest first. */
export async function storesOf(db: DB, userId: number): Promise<MyStore[]> {
  const rows = await db
    .selectFrom('stores as s')
    .select(MY_STORE_COLUMNS)
    .where('s.owner_user_id', '=', userId)
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map(presentStore);
}

/** Every store of the site waiting for activation, the oldest first (an admin's queue). */
export async function pendingStores(db: DB): Promise<PendingStore[]> {
  const rows = await db
    .selectFrom('stores as s')
    .leftJoin('users as u', 'u.id', 's.owner_user_id')
    .select([...MY_STORE_COLUMNS, 'u.name as owner_name', 'u.last_name as owner_last_name', 'u.email'])
    .where('s.status', '=', 'pending')
    .orderBy('s.id', 'asc')
    .execute();
  return rows.map((r) => ({
    ...presentStore(r),
    owner_name: r.owner_name ? `${r.owner_name} ${r.owner_last_name ?? ''}`.trim() : null,
    owner_email: r.email ?? null,
  }));
}

async function storeById(db: DB, id: number): Promise<MyStore> {
  const row = await db
    .selectFrom('stores as s')
    .select(MY_STORE_COLUMNS)
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Loja não encontrada.');
  return presentStore(row);
}

export type OpenStore = Omit<OpenStoreInput, 'document'> & {
  /** Digits, check digits verified by the caller's validation. */
  document: string;
  document_type: 'cpf' | 'cnpj';
};

/**
 * Opens a store for the user: `pending` until an admin activates it, its slug unique (422 on `slug`
 * otherwise, also when a concurrent request took it first), linked to the user's company if they
 * have one.
 */
export async function openStore(db: DB, userId: number, input: OpenStore): Promise<MyStore> {
  const slug = storeSlug(input.slug?.trim() ? input.slug : input.name);
  const problem = await slugProblem(db, slug);
  if (problem) throw new ValidationError({ slug: [problem] });
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const now = nowIso();
  try {
    const row = await db
      .insertInto('stores')
      .values({
        business_id: 1,
        owner_user_id: userId,
        name: input.name,
        slug,
        uf: input.uf,
        city: input.city,
        logo_url: null,
        banner_url: null,
        description: null,
        is_client: 0,
        status: 'pending',
        document: input.document,
        document_type: input.document_type,
        company_id: company?.id ?? null,
        contact_email: null,
        contact_phone: null,
        origin_postcode: null,
        activated_at: null,
        blocked_reason: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return storeById(db, row.id);
  } catch (error) {
    // The unique index on stores.slug decided a race between two stores opening with the same slug.
    if (await slugProblem(db, slug))
      throw new ValidationError({ slug: ['Este endereço já está em uso por outra loja.'] });
    throw error;
  }
}

/** The store's listings with a status, and their products (what the offer figures need). */
async function listingsWithStatus(trx: DB, storeId: number, status: 'paused' | 'available') {
  return trx
    .selectFrom('store_listings')
    .select(['id', 'product_id'])
    .where('store_id', '=', storeId)
    .where('status', '=', status)
    .execute();
}

/** Moves a store's listings from one status to another and keeps the catalogue's figures right. */
async function moveListings(
  trx: DB,
  storeId: number,
  from: 'paused' | 'available',
  to: 'paused' | 'available',
): Promise<number[]> {
  const listings = await listingsWithStatus(trx, storeId, from);
  if (listings.length > 0) {
    await trx
      .updateTable('store_listings')
      .set({ status: to, updated_at: nowIso() })
      .where('store_id', '=', storeId)
      .where('status', '=', from)
      .execute();
  }
  await refreshOfferFigures(trx, { productIds: listings.map((l) => l.product_id), storeIds: [storeId] });
  return listings.map((l) => l.id);
}

/**
 * An admin activates a store (`POST /v1/store/force-activate`): `active`, `activated_at`, no block
 * reason, and its paused listings go on sale, in one transaction with the catalogue's figures; carts
 * holding those listings hear of it after the commit. 404 for an unknown store, 422 if already active.
 */
export async function activateStore(db: DB, broadcast: Broadcast, storeId: number): Promise<MyStore> {
  const listingIds = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const updated = await trx
      .updateTable('stores')
      .set({ status: 'active', activated_at: now, blocked_reason: null, updated_at: now })
      .where('id', '=', storeId)
      .where('status', '<>', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const exists = await trx.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
      if (!exists) throw notFound('Loja não encontrada.');
      throw new ValidationError({ store_id: ['Esta loja já está ativa.'] });
    }
    return moveListings(trx, storeId, 'paused', 'available');
  });
  if (listingIds.length) void notifyListingChanged(db, broadcast, listingIds).catch(() => {});
  return storeById(db, storeId);
}

/**
 * An admin blocks a store (`POST /v1/store/block`): `blocked` with the reason, its listings on sale
 * paused (they leave the catalogue), in one transaction; carts holding them are told after the
 * commit. 404 for an unknown store, 422 if already blocked.
 */
export async function blockStore(
  db: DB,
  broadcast: Broadcast,
  storeId: number,
  reason: string,
): Promise<MyStore> {
  const listingIds = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('stores')
      .set({ status: 'blocked', blocked_reason: reason, updated_at: nowIso() })
      .where('id', '=', storeId)
      .where('status', '<>', 'blocked')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const exists = await trx.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
      if (!exists) throw notFound('Loja não encontrada.');
      throw new ValidationError({ store_id: ['Esta loja já está bloqueada.'] });
    }
    return moveListings(trx, storeId, 'available', 'paused');
  });
  if (listingIds.length) void notifyListingChanged(db, broadcast, listingIds).catch(() => {});
  return storeById(db, storeId);
}
