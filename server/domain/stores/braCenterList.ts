import { sql } from 'kysely';
import type { BraCenterList, BraCenterProduct } from '../../../resources/js/types/pages/sellerInsights.ts';
import { type DB, nowIso } from '../../db/index.ts';

/**
 * A store's Bra Center list (docs/store-dashboard.md, "The Bra Center list"): the products it sends
 * through the Bra Center. A product may be on it when the catalogue marks it as able to go through the
 * Bra Center (`products.can_send_bra_center = 1`) and the store lists it (a listing that an admin has
 * not blocked, paused or for sale). The seller replaces the whole list at once.
 */

/** How many products a list may hold. */
export const BRA_CENTER_LIST_MAX = 500;

/** The store's products that may be on its list, with the units it has for sale of each. */
function eligible(db: DB, storeId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('store_listings as l', (join) =>
      join.onRef('l.product_id', '=', 'p.id').on('l.store_id', '=', storeId).on('l.status', '!=', 'blocked'),
    )
    .leftJoin('product_images as i', (join) =>
      join.onRef('i.product_id', '=', 'p.id').on('i.position', '=', 0),
    )
    .where('p.can_send_bra_center', '=', 1)
    .groupBy(['p.id', 'p.name', 'p.type', 'p.code_pro', 'i.url'])
    .select((eb) => [
      'p.id as product_id',
      'p.name',
      'p.type',
      'p.code_pro as code',
      'i.url as image',
      eb.fn
        .sum<number>(sql<number>`CASE WHEN l.status = 'available' THEN l.quantity ELSE 0 END`)
        .as('quantity'),
    ]);
}

const toProduct = (r: {
  product_id: number;
  name: string;
  type: BraCenterProduct['type'];
  code: string | null;
  image: string | null;
  quantity: number | string | null;
}): BraCenterProduct => ({
  product_id: r.product_id,
  name: r.name,
  type: r.type,
  code: r.code,
  image: r.image,
  quantity: Number(r.quantity ?? 0),
});

/** The list as it is: the products on it (still eligible), by name. */
export async function braCenterList(db: DB, storeId: number): Promise<BraCenterList> {
  const chosen = db
    .selectFrom('store_bra_center_products')
    .select('product_id')
    .where('store_id', '=', storeId);
  const [rows, stamp] = await Promise.all([
    eligible(db, storeId).where('p.id', 'in', chosen).orderBy('p.name').orderBy('p.id').execute(),
    db
      .selectFrom('store_bra_center_products')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('store_id', '=', storeId)
      .executeTakeFirst(),
  ]);
  return {
    store_id: storeId,
    products: rows.map(toProduct),
    updated_at: (stamp?.at as string | null) ?? null,
  };
}

/** The products that may join the list, by name, code or number search, a page at a time. */
export async function braCenterEligible(
  db: DB,
  storeId: number,
  q: { search?: string; page: number; perPage: number },
): Promise<{ products: BraCenterProduct[]; total: number }> {
  let base = eligible(db, storeId);
  const term = q.search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', sql`${like} ESCAPE '\\'`),
        eb(sql`lower(coalesce(p.code_pro, ''))`, 'like', sql`${like} ESCAPE '\\'`),
        eb(sql`coalesce(p.number, '')`, 'like', sql`${like} ESCAPE '\\'`),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    db
      .selectFrom(base.as('e'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { products: rows.map(toProduct), total: Number(count.n) };
}

/** Of `ids`, those the store may not put on its list (not Bra Center products, or not listed by it). */
export async function ineligibleProducts(db: DB, storeId: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const ok = await eligible(db, storeId)
    .where('p.id', 'in', [...ids])
    .execute();
  const okIds = new Set(ok.map((r) => r.product_id));
  return ids.filter((id) => !okIds.has(id));
}

/**
 * Replaces the store's list with `ids`, in one transaction, when every one of them may be on it;
 * otherwise writes nothing and names those that may not.
 */
export async function replaceBraCenterList(
  db: DB,
  storeId: number,
  ids: readonly number[],
): Promise<{ ineligible: number[] } | { list: BraCenterList }> {
  const unique = [...new Set(ids)];
  const ineligible = await db.transaction().execute(async (trx) => {
    const refused = await ineligibleProducts(trx, storeId, unique);
    if (refused.length) return refused;
    await trx.deleteFrom('store_bra_center_products').where('store_id', '=', storeId).execute();
    if (unique.length) {
      const now = nowIso();
      await trx
        .insertInto('store_bra_center_products')
        .values(unique.map((product_id) => ({ store_id: storeId, product_id, created_at: now })))
        .execute();
    }
    return [];
  });
  if (ineligible.length) return { ineligible };
  return { list: await braCenterList(db, storeId) };
}
