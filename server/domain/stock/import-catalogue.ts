import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { PRODUCT_TYPES } from '../catalogue/references.ts';
import { nextTurn } from './csv.ts';
import {
  addToIndex,
  type CatalogueBatch,
  type CatalogueIndex,
  emptyIndex,
  type LookedUpProduct,
} from './import-index.ts';

/**
 * The catalogue lookups of a stock import, done once per file in bounded batches (CHUNK codes or names
 * per query, a turn handed back to the host before each one: on SQLite a query finishes synchronously,
 * so awaiting it gives no turn). Each answer goes to `take` as the database gave it; import-index.ts
 * turns the answers into the index, here or in the file's checker thread.
 */

const CHUNK = 250;
const chunks = <T>(list: readonly T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

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

/**
 * Looks up what a file names (`wanted`: codes as codeKey gives them, normalized names; see
 * wantedLookups) and hands each answer to `take`. Stops with the signal's reason once it is aborted.
 */
export async function lookUpCatalogue(
  db: DB,
  wanted: { codes: readonly string[]; names: readonly string[] },
  take: (batch: CatalogueBatch) => void,
  signal?: AbortSignal,
): Promise<void> {
  const turn = async () => {
    await nextTurn();
    signal?.throwIfAborted();
  };
  const products = () =>
    db.selectFrom('products as p').leftJoin('collections as c', 'c.id', 'p.collection_id').select(COLUMNS);

  await turn();
  take({
    kind: 'collections',
    rows: await db.selectFrom('collections').select(['id', 'code', 'name', 'name_en']).execute(),
  });
  for (const part of chunks(wanted.codes)) {
    await turn();
    const rows = await products()
      .where((eb) =>
        eb.or([
          eb(sql`upper(p.number)`, 'in', part),
          eb(sql`upper(p.code_pro)`, 'in', part),
          eb('p.rdc', 'in', part),
        ]),
      )
      .execute();
    take({ kind: 'codes', part, rows: rows as LookedUpProduct[] });
  }
  const matched = new Set<string>();
  for (const part of chunks(wanted.names)) {
    await turn();
    const rows = await products()
      .where('p.type', 'in', [...PRODUCT_TYPES])
      .where('p.name_norm', 'in', part)
      .execute();
    for (const row of rows) matched.add(row.name_norm);
    take({ kind: 'names', rows: rows as LookedUpProduct[] });
  }
  const unmatched = wanted.names.filter((n) => !matched.has(n));
  for (const part of chunks(unmatched)) {
    await turn();
    const rows = await products().where(sql`lower(p.name_en)`, 'in', part).execute();
    take({ kind: 'english', part, rows: rows as LookedUpProduct[] });
  }
}

/** The whole index on the caller's thread (the checker thread gets the same answers batch by batch). */
export async function loadCatalogueIndex(
  db: DB,
  wanted: { codes: readonly string[]; names: readonly string[] },
): Promise<CatalogueIndex> {
  const index = emptyIndex();
  await lookUpCatalogue(db, wanted, (batch) => addToIndex(index, batch));
  return index;
}
