import type { DB } from '../../db/index.ts';
import type { CategoriesTable } from '../../db/schema.ts';
import { pageInfo } from '../paging.ts';
import { type CacheContext, cachedRead } from './list-cache.ts';
import { normalizeText } from './text.ts';

/** The categories (roots 1 cards, 2 TCG, 3 accessories, 4 Bra, and their children) with product counts. */

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

export interface CategoryItem {
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

/**
 * Every category and the product count of each, kept in the list cache (list-cache.ts) under the
 * catalogue generation: both tables bump it, so a new product or category shows in the next request.
 * Counting the products is a scan of the table, the largest part of the home page's database time
 * when read for every request. Callers only read what they get.
 */
function categoryData(ctx: CacheContext): Promise<[CategoryRow[], Map<number, number>]> {
  return cachedRead(ctx, 'categories', () => Promise.all([allCategories(ctx.db), productCounts(ctx.db)]));
}

/** The product lines (root categories) with their children and product counts (GET /v1/{business}/categories). */
export async function rootCategories(ctx: CacheContext) {
  const [all, counts] = await categoryData(ctx);
  return all.filter((c) => c.parent_id === null).map((c) => categoryItem(c, counts, all));
}

/** The child categories of a category with their product counts; null if none such. */
export async function childCategories(ctx: CacheContext, id: number) {
  const [all, counts] = await categoryData(ctx);
  if (!all.some((c) => c.id === id)) return null;
  return all.filter((c) => c.parent_id === id).map((c) => categoryItem(c, counts));
}

/** One category with its children; undefined if none such. */
export async function categoryWithChildren(ctx: CacheContext, id: number): Promise<CategoryItem | undefined> {
  const [all, counts] = await categoryData(ctx);
  const category = all.find((c) => c.id === id);
  return category && categoryItem(category, counts, all);
}

/** One page of the categories (of one parent, when given) whose names have every word of `search`. */
export async function categoriesPage(
  ctx: CacheContext,
  input: { page: number; per_page: number; parent_id?: number | null; search?: string | null },
) {
  const [all, counts] = await categoryData(ctx);
  const words = input.search ? normalizeText(input.search).split(' ').filter(Boolean) : [];
  const matching = all.filter(
    (c) =>
      (input.parent_id ? c.parent_id === input.parent_id : true) &&
      words.every((w) => normalizeText(c.name).includes(w)),
  );
  const start = (input.page - 1) * input.per_page;
  return {
    data: matching.slice(start, start + input.per_page).map((c) => categoryItem(c, counts, all)),
    paginate: pageInfo(input.page, input.per_page, matching.length),
  };
}
