import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { pageInfo } from '../paging.ts';
import { normalizeText } from './text.ts';

/** The card collections with their product counts. */

/** A collection's columns (with its category) as collectionItem reads them. */
const COLLECTION_COLUMNS = [
  'c.id',
  'c.code',
  'c.name',
  'c.name_en',
  'c.release_date',
  'cat.id as category_id',
  'cat.name as category_name',
] as const;

/** What a page of the collections asks for: by game (the category or its parent), words, sort. */
export interface CollectionsQuery {
  page: number;
  per_page: number;
  category_id?: number | null;
  search?: string | null;
  sort?: 'newest' | 'name' | null;
}

/** One page of the collections, as GET collections answers it and the collection list page receives it. */
export async function collectionsPage(db: DB, input: CollectionsQuery) {
  let base = db.selectFrom('collections as c').leftJoin('categories as cat', 'cat.id', 'c.category_id');
  if (input.category_id)
    base = base.where((eb) =>
      eb.or([
        eb('c.category_id', '=', input.category_id as number),
        eb('cat.parent_id', '=', input.category_id as number),
      ]),
    );
  for (const w of input.search ? normalizeText(input.search).split(' ').filter(Boolean) : []) {
    base = base.where((eb) =>
      eb.or([eb('c.name_norm', 'like', `%${w}%`), eb(sql`LOWER(c.code)`, 'like', `%${w}%`)]),
    );
  }
  const ordered =
    input.sort === 'name' ? base.orderBy('c.name_norm') : base.orderBy('c.release_date', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .select(COLLECTION_COLUMNS)
      .orderBy('c.id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await collectionCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => collectionItem(r, counts)),
    paginate: pageInfo(input.page, input.per_page, Number(count.n)),
  };
}

/** One collection by its code; undefined if none such. */
export async function collectionByCode(db: DB, code: string) {
  const row = await db
    .selectFrom('collections as c')
    .leftJoin('categories as cat', 'cat.id', 'c.category_id')
    .select(COLLECTION_COLUMNS)
    .where('c.code', '=', code)
    .executeTakeFirst();
  return row && collectionItem(row, await collectionCounts(db, [row.id]));
}

async function collectionCounts(db: DB, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select((eb) => ['collection_id', eb.fn.countAll<number>().as('n')])
    .where('collection_id', 'in', ids)
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((r) => [r.collection_id as number, Number(r.n)]));
}

function collectionItem(
  r: {
    id: number;
    code: string;
    name: string;
    name_en: string | null;
    release_date: string | null;
    category_id: number | null;
    category_name: string | null;
  },
  counts: Map<number, number>,
) {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    name_en: r.name_en,
    release_date: r.release_date,
    category: r.category_id ? { id: r.category_id, name: r.category_name as string } : null,
    products_count: counts.get(r.id) ?? 0,
    url: `/media/collections/${r.code}.svg`,
  };
}
