import type { DB } from '../../db/index.ts';
import { NotFoundError } from '../errors.ts';
import { pageInfo } from '../paging.ts';
import { productListItems } from './products.ts';

/** A user's favourites and card collection (have / want lists). */

export interface PageRequest {
  page: number;
  per_page: number;
}

/** NotFoundError unless the product exists. */
export async function assertProductExists(db: DB, productId: number): Promise<void> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!row) throw new NotFoundError('Produto não encontrado.');
}

/** One page of a user's favourites, newest first, as GET users/favorites answers it. */
export async function favoritesPage(db: DB, userId: number, input: PageRequest) {
  const base = db.selectFrom('favorites').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select('product_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: await productListItems(
      db,
      rows.map((r) => r.product_id),
    ),
    paginate: pageInfo(input.page, input.per_page, Number(count.n)),
  };
}

/**
 * Marks (`favorite` true) or unmarks the product as a favourite of the user; without `favorite`, toggles
 * it. Returns whether it is a favourite now.
 */
export async function setFavorite(
  db: DB,
  userId: number,
  productId: number,
  favorite?: boolean | null,
): Promise<boolean> {
  await assertProductExists(db, productId);
  const existing = await db
    .selectFrom('favorites')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const wanted = favorite ?? !existing;
  if (wanted && !existing) {
    await db
      .insertInto('favorites')
      .values({ user_id: userId, product_id: productId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
  } else if (!wanted && existing) {
    await db.deleteFrom('favorites').where('id', '=', existing.id).execute();
  }
  return wanted;
}

export type Vision = 'have' | 'want';

/** One page of the user's card collection, with the have / want totals (units). */
export async function collectionPage(
  db: DB,
  userId: number,
  input: PageRequest & { vision?: Vision | null; order_by?: 'recent' | 'name' | 'price' | null },
) {
  let base = db
    .selectFrom('user_collections as u')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .where('u.user_id', '=', userId);
  if (input.vision) base = base.where('u.vision', '=', input.vision);
  const ordered =
    input.order_by === 'name'
      ? base.orderBy('p.name_norm')
      : input.order_by === 'price'
        ? base.orderBy('p.min_price', (ob) => ob.desc().nullsLast())
        : base.orderBy('u.updated_at', 'desc');
  const [rows, count, totals] = await Promise.all([
    ordered
      .select(['u.id', 'u.vision', 'u.quantity', 'u.created_at', 'u.product_id'])
      .orderBy('u.id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('user_collections')
      .select((eb) => ['vision', eb.fn.sum<number>('quantity').as('n')])
      .where('user_id', '=', userId)
      .groupBy('vision')
      .execute(),
  ]);
  const products = new Map(
    (
      await productListItems(
        db,
        rows.map((r) => r.product_id),
      )
    ).map((p) => [p.code, p]),
  );
  return {
    data: rows.flatMap((r) => {
      const product = products.get(r.product_id);
      return product
        ? [{ id: r.id, vision: r.vision, quantity: r.quantity, added_at: r.created_at, product }]
        : [];
    }),
    paginate: pageInfo(input.page, input.per_page, Number(count.n)),
    totals: {
      have: Number(totals.find((t) => t.vision === 'have')?.n ?? 0),
      want: Number(totals.find((t) => t.vision === 'want')?.n ?? 0),
    },
  };
}

/**
 * Sets how many of the product the user has (or wants): 0 removes the entry (null is returned).
 * Returns the saved entry with its product.
 */
export async function saveCollectionEntry(
  db: DB,
  userId: number,
  input: { productId: number; vision: Vision; quantity: number },
) {
  await assertProductExists(db, input.productId);
  const { productId, vision, quantity } = input;
  const now = new Date().toISOString();
  const where = db
    .selectFrom('user_collections')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('vision', '=', vision);
  const existing = await where.executeTakeFirst();
  if (quantity === 0) {
    if (existing) await db.deleteFrom('user_collections').where('id', '=', existing.id).execute();
    return null;
  }
  if (existing) {
    await db
      .updateTable('user_collections')
      .set({ quantity, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await db
      .insertInto('user_collections')
      .values({ user_id: userId, product_id: productId, vision, quantity, created_at: now, updated_at: now })
      .execute();
  }
  const saved = await where.executeTakeFirstOrThrow();
  const [product] = await productListItems(db, [productId]);
  return { id: saved.id, vision, quantity, added_at: saved.created_at, product };
}
