import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/index.ts';
import type { CategoriesTable } from '../../../db/schema.ts';
import { normalizeText } from '../../../domain/catalogue/text.ts';
import type { AppServices } from '../../context.ts';
import { action, notFound } from '../../support/errors.ts';

import { idField, pageFields, paramId, searchText, validate } from '../../support/validation.ts';

import { assertBusiness, paginate } from './support.ts';

type CategoryRow = Omit<CategoriesTable, 'id'> & { id: number };

async function productCounts(db: DB): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .execute();
  return new Map(
    rows.filter((r) => r.category_id !== null).map((r) => [r.category_id as number, Number(r.n)]),
  );
}

interface CategoryItem {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  type: CategoryRow['type'];
  image: string | null;
  position: number;
  products_count: number;
  children?: CategoryItem[];
}

function categoryItem(c: CategoryRow, counts: Map<number, number>, all?: CategoryRow[]): CategoryItem {
  const children = all?.filter((x) => x.parent_id === c.id).sort((a, b) => a.position - b.position);
  const own = counts.get(c.id) ?? 0;
  const total =
    own + (all?.filter((x) => x.parent_id === c.id).reduce((n, x) => n + (counts.get(x.id) ?? 0), 0) ?? 0);
  return {
    id: c.id,
    parent_id: c.parent_id,
    name: c.name,
    slug: c.slug,
    type: c.type,
    image: c.image_url,
    position: c.position,
    products_count: total,
    ...(children ? { children: children.map((x) => categoryItem(x, counts)) } : {}),
  };
}

const allCategories = (db: DB) =>
  db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();

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

/** GET /v1/{business}/collections: the card collections by game and name, newest first or by name. */
export const collectionsSchema = z.object({
  ...pageFields(24, 100),
  category_id: idField('categoria').nullish(),
  search: searchText('busca').nullish(),
  sort: z.enum(['newest', 'name'], { error: 'A ordenação é inválida.' }).nullish(),
});

/** One page of the collections, as GET collections answers it and the collection list page receives it. */
export async function collectionsPage(db: DB, input: z.infer<typeof collectionsSchema>) {
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
    paginate: paginate(input.page, input.per_page, Number(count.n)),
  };
}

/** Categories (roots 1 cards, 2 TCG, 3 accessories, 4 Bra, and their children), collections and banners. */
export async function categoryRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  app.get('/:business/categories', async (request) => {
    assertBusiness(request.params);
    return action('', await rootCategories(db));
  });

  app.get('/:business/categories/:id', async (request) => {
    assertBusiness(request.params);
    const id = paramId(request.params);
    const [all, counts] = await Promise.all([allCategories(db), productCounts(db)]);
    const category = all.find((c) => c.id === id);
    if (!category) throw notFound('Categoria não encontrada.');
    return action('', categoryItem(category, counts, all));
  });

  app.get('/categories/:id', async (request) => {
    const children = await childCategories(db, paramId(request.params));
    if (!children) throw notFound('Categoria não encontrada.');
    return action('', children);
  });
  app.get('/:business/get-categories-tcg', async (request) => {
    assertBusiness(request.params);
    return action('', await childCategories(db, 2));
  });
  app.get('/:business/get-categories-accessory', async (request) => {
    assertBusiness(request.params);
    return action('', await childCategories(db, 3));
  });

  const paginateSchema = z.object({
    ...pageFields(24, 100),
    parent_id: idField('categoria pai').nullish(),
    search: searchText('busca').nullish(),
  });
  app.post('/paginate-categories', async (request) => {
    const input = validate(paginateSchema, request.body);
    const [all, counts] = await Promise.all([allCategories(db), productCounts(db)]);
    const words = input.search ? normalizeText(input.search).split(' ').filter(Boolean) : [];
    const matching = all.filter(
      (c) =>
        (input.parent_id ? c.parent_id === input.parent_id : true) &&
        words.every((w) => normalizeText(c.name).includes(w)),
    );
    const start = (input.page - 1) * input.per_page;
    return {
      data: matching.slice(start, start + input.per_page).map((c) => categoryItem(c, counts, all)),
      paginate: paginate(input.page, input.per_page, matching.length),
    };
  });

  app.get('/:business/collections', async (request) => {
    assertBusiness(request.params);
    return collectionsPage(db, validate(collectionsSchema, request.query));
  });

  app.get('/:business/collections/:code', async (request) => {
    assertBusiness(request.params);
    const { code } = request.params as { code: string };
    const row = await db
      .selectFrom('collections as c')
      .leftJoin('categories as cat', 'cat.id', 'c.category_id')
      .select(COLLECTION_COLUMNS)
      .where('c.code', '=', code)
      .executeTakeFirst();
    if (!row) throw notFound('Coleção não encontrada.');
    return action('', collectionItem(row, await collectionCounts(db, [row.id])));
  });

  app.get('/:business/banners', async (request) => {
    assertBusiness(request.params);
    return action('', await activeBanners(db));
  });

  app.get('/bannerAds', async () => action('', await activeBannerAds(db)));
}

/** The home's banners showing now, in their order (GET /v1/{business}/banners). */
export async function activeBanners(db: DB) {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'title', 'subtitle', 'image_url', 'link_url', 'position'])
    .where('business_id', '=', 1)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('position')
    .execute();
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    image: b.image_url,
    link: b.link_url,
    position: b.position,
  }));
}

/** The stores' ads showing now, in their order (GET /v1/bannerAds). */
export async function activeBannerAds(db: DB) {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('banner_ads as a')
    .leftJoin('stores as s', 's.id', 'a.store_id')
    .select([
      'a.id',
      'a.title',
      'a.image_url',
      'a.link_url',
      's.id as store_id',
      's.name as store_name',
      's.slug as store_slug',
    ])
    .where('a.active', '=', 1)
    .where((eb) => eb.or([eb('a.starts_at', 'is', null), eb('a.starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', now)]))
    .orderBy('a.position')
    .execute();
  return rows.map((a) => ({
    id: a.id,
    title: a.title,
    image: a.image_url,
    link: a.link_url,
    store: a.store_id ? { id: a.store_id, name: a.store_name as string, slug: a.store_slug as string } : null,
  }));
}

/** The product lines (root categories) with their children and product counts (GET /v1/{business}/categories). */
export async function rootCategories(db: DB) {
  const [all, counts] = await Promise.all([allCategories(db), productCounts(db)]);
  return all.filter((c) => c.parent_id === null).map((c) => categoryItem(c, counts, all));
}

/** The child categories of a category with their product counts; null if none such. */
export async function childCategories(db: DB, id: number) {
  const [all, counts] = await Promise.all([allCategories(db), productCounts(db)]);
  if (!all.some((c) => c.id === id)) return null;
  return all.filter((c) => c.parent_id === id).map((c) => categoryItem(c, counts));
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
