import type { DB } from '../../db/index.ts';
import { nextTurn } from '../turn.ts';
import type { CsvRow } from './csv.ts';
import { loadCatalogueIndex } from './import-catalogue.ts';
import {
  checkRows,
  collectListings,
  type ExistingListing,
  LISTINGS_PER_PAGE,
  type ListingLookup,
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
 * preview runs the same check in a thread of its own, import-thread.ts; the tests compare both).
 */

/** One page of the store's listings (see collectListings). */
export function listingPage(db: DB, storeId: number, lookup: ListingLookup): Promise<ListingRow[]> {
  return db
    .selectFrom('store_listings')
    .select(['id', 'product_id', 'condition', 'language', 'extras', 'quantity', 'price', 'status'])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', lookup.productIds)
    .where('id', '>', lookup.after)
    .orderBy('id')
    .limit(LISTINGS_PER_PAGE)
    .execute();
}

/**
 * The store's listings of these products by key (the oldest when a key was ever stored twice), a turn
 * handed back to the host before each query after the first.
 */
export function existingListings(
  db: DB,
  storeId: number,
  productIds: readonly number[],
): Promise<Map<string, ExistingListing>> {
  let first = true;
  return collectListings(productIds, async (lookup) => {
    if (!first) await nextTurn();
    first = false;
    return listingPage(db, storeId, lookup);
  });
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
