import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { ProductSort } from './product-query.ts';

/**
 * Keyset paging of the product lists ("carregar mais"). A page sorted by name or by release date ends
 * with a cursor: that order's key of its last product. The next page sent with it starts right after
 * that product, so a walk in the order's index starts there instead of reading and dropping every
 * product of the pages before (page 40 read 960 products' worth of index and facets to show 24).
 * Lists read whole and sorted in memory (search results, a collection) page by number, which gives
 * the same rows; the sorts with mixed directions (best sellers) and the price sorts (a walk over the
 * facets) have no cursor.
 */
export type KeysetSort = 'name' | 'newest';

export interface ListCursor {
  sort: KeysetSort;
  /** `name_norm` for name, `released_at` (null last) for newest. */
  key: string | null;
  id: number;
}

/**
 * The order a list is read in when that order has keyset paging, else null: name or newest, without a
 * search (search results page by number). Relevance without a search is name order.
 */
export function keysetOrder(sort: ProductSort, searching: boolean): KeysetSort | null {
  if (searching) return null;
  const order = sort === 'relevance' ? 'name' : sort;
  return order === 'name' || order === 'newest' ? order : null;
}

/** Opaque to clients: base64url of `[sort, key, id]`. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this server wrote. */
export function decodeCursor(text: string): ListCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [sort, key, id] = value as unknown[];
  if (sort !== 'name' && sort !== 'newest') return null;
  if (!(typeof key === 'string' || (key === null && sort === 'newest')) || (key?.length ?? 0) > 300)
    return null;
  if (!Number.isSafeInteger(id) || (id as number) < 1) return null;
  return { sort, key, id: id as number };
}

/**
 * The products after the cursor in its order, on the table alias `t`. Name order is a row value, which
 * both databases read as a range of the `(type, name_norm, id)` index. Newest is `released_at DESC
 * NULLS LAST, id DESC`: before the nulls, a smaller date or the same date and a smaller id, then every
 * product without a date; among those, a smaller id.
 */
export function afterCursor(cursor: ListCursor, t: 'p' | 'x'): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(`${t}.${name}`);
  if (cursor.sort === 'name') return sql`(${col('name_norm')}, ${col('id')}) > (${cursor.key}, ${cursor.id})`;
  if (cursor.key === null) return sql`(${col('released_at')} IS NULL AND ${col('id')} < ${cursor.id})`;
  return sql`((${col('released_at')}, ${col('id')}) < (${cursor.key}, ${cursor.id}) OR ${col('released_at')} IS NULL)`;
}

/** The cursor after a page's last product (one primary-key read). */
export async function cursorAfter(db: DB, sort: KeysetSort, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('products')
    .select(['name_norm', 'released_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return encodeCursor({ sort, key: sort === 'name' ? row.name_norm : row.released_at, id });
}
