import type { DB } from '../../db/index.ts';
import { type CsvRow, nextTurn } from './csv.ts';
import { loadCatalogueIndex } from './import-catalogue.ts';
import {
  addListings,
  checkRows,
  type ExistingListing,
  type ListingRow,
  type PlannedRow,
  planRows,
  type RowError,
} from './import-check.ts';
import { type ImportProduct, wantedLookups } from './import-index.ts';

export {
  type ExistingListing,
  type ListingRow,
  listingKey,
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
  type PlannedRow,
  type RowError,
} from './import-check.ts';

/**
 * The database side of checking a stock CSV's rows: the store's listings of the products a file
 * names, read in bounded pages; and validateRows, the whole check on the caller's thread (the
 * preview runs it in a thread of its own, import-thread.ts; the tests compare both).
 */

/** Products per query, and listings per page of one query (keyset on id). */
const PRODUCTS_PER_QUERY = 500;
const LISTINGS_PER_PAGE = 1000;

/**
 * The store's listings of these products, page by page in id order within each group of products
 * (so the first listing of a key is its oldest), each page handed to `take`; a turn is handed back
 * to the host before each query after the first.
 */
export async function listingPages(
  db: DB,
  storeId: number,
  productIds: readonly number[],
  take: (rows: ListingRow[]) => void,
  signal?: AbortSignal,
): Promise<void> {
  const ids = [...new Set(productIds)];
  let first = true;
  for (let i = 0; i < ids.length; i += PRODUCTS_PER_QUERY) {
    const part = ids.slice(i, i + PRODUCTS_PER_QUERY);
    let after = 0;
    for (;;) {
      if (!first) {
        await nextTurn();
        signal?.throwIfAborted();
      }
      first = false;
      const rows = await db
        .selectFrom('store_listings')
        .select(['id', 'product_id', 'condition', 'language', 'extras', 'quantity', 'price', 'status'])
        .where('store_id', '=', storeId)
        .where('product_id', 'in', part)
        .where('id', '>', after)
        .orderBy('id')
        .limit(LISTINGS_PER_PAGE)
        .execute();
      take(rows);
      if (rows.length < LISTINGS_PER_PAGE) break;
      after = rows[rows.length - 1].id;
    }
  }
}

/** The store's listings of these products by key (the oldest when a key was ever stored twice). */
export async function existingListings(
  db: DB,
  storeId: number,
  productIds: readonly number[],
): Promise<Map<string, ExistingListing>> {
  const out = new Map<string, ExistingListing>();
  await listingPages(db, storeId, productIds, (rows) => addListings(out, rows));
  return out;
}

export interface ValidatedFile {
  planned: PlannedRow[];
  errors: RowError[];
  products: Map<number, ImportProduct>;
}

/**
 * Every row checked on the caller's thread; `planned` holds the valid rows (all of them only when
 * `errors` is empty). The preview does the same in its checker thread (import-thread.ts).
 */
export async function validateRows(db: DB, storeId: number, rows: readonly CsvRow[]): Promise<ValidatedFile> {
  const index = await loadCatalogueIndex(db, wantedLookups(rows));
  const { valid, errors, products } = checkRows(rows, index);
  const existing = await existingListings(db, storeId, [...products.keys()]);
  return { planned: planRows(valid, existing), errors, products };
}
