import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { PRODUCT_TYPES } from '../catalogue/references.ts';
import { nextTurn } from '../turn.ts';
import {
  buildIndex,
  type CatalogueIndex,
  type CatalogueLookup,
  type CollectionRow,
  type LookedUpProduct,
} from './import-index.ts';

/**
 * The catalogue lookups of a stock import: one bounded query per lookup (LOOKUP_CHUNK codes or names,
 * import-index.ts). The preview's checker thread asks them one at a time (import-thread.ts answers);
 * loadCatalogueIndex asks them here, a turn handed back to the host before each (on SQLite a query
 * finishes synchronously, so awaiting it gives no turn).
 */

const COLUMNS = [
  'p.id',
  'p.type',
  'p.name',
  'p.name_en',
  'p.name_norm',
  'p.number',
  'p.code_pro',
  'p.rdc',
  'p.collection_id',
  'c.code as collection_code',
] as const;

/** The rows one lookup asks for. */
export async function answerLookup(
  db: DB,
  lookup: CatalogueLookup,
): Promise<CollectionRow[] | LookedUpProduct[]> {
  if (lookup.kind === 'collections') {
    return db.selectFrom('collections').select(['id', 'code', 'name', 'name_en']).execute();
  }
  const products = db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .select(COLUMNS);
  const { part } = lookup;
  if (lookup.kind === 'codes') {
    return (await products
      .where((eb) =>
        eb.or([
          eb(sql`upper(p.number)`, 'in', part),
          eb(sql`upper(p.code_pro)`, 'in', part),
          eb('p.rdc', 'in', part),
        ]),
      )
      .execute()) as LookedUpProduct[];
  }
  if (lookup.kind === 'names') {
    return (await products
      .where('p.type', 'in', [...PRODUCT_TYPES])
      .where('p.name_norm', 'in', part)
      .execute()) as LookedUpProduct[];
  }
  return (await products.where(sql`lower(p.name_en)`, 'in', part).execute()) as LookedUpProduct[];
}

/** The whole index on the caller's thread (the checker thread asks the same lookups of the host). */
export function loadCatalogueIndex(
  db: DB,
  wanted: { codes: readonly string[]; names: readonly string[] },
): Promise<CatalogueIndex> {
  return buildIndex(wanted, async (lookup) => {
    await nextTurn();
    return answerLookup(db, lookup);
  });
}
