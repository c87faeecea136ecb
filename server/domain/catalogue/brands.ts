import type { DB } from '../../db/index.ts';

/** Brands (accessory makers, Bra line artisans) and leagues, as /v1/brands and /v1/leagues give them. */

function brandRows(db: DB) {
  return db
    .selectFrom('brands as b')
    .leftJoin('products as p', 'p.brand_id', 'b.id')
    .select((eb) => [
      'b.id',
      'b.name',
      'b.slug',
      'b.description',
      'b.logo_url',
      eb.fn.count<number>('p.id').as('products_count'),
    ])
    .groupBy(['b.id', 'b.name', 'b.slug', 'b.description', 'b.logo_url'])
    .orderBy('b.name');
}

type BrandRow = Awaited<ReturnType<ReturnType<typeof brandRows>['execute']>>[number];

const brandItem = (b: BrandRow) => ({
  id: b.id,
  name: b.name,
  slug: b.slug,
  description: b.description,
  logo: b.logo_url ?? `/media/brands/${b.id}.svg`,
  products_count: Number(b.products_count),
});

export async function brands(db: DB) {
  return (await brandRows(db).execute()).map(brandItem);
}

export async function brandBySlug(db: DB, slug: string) {
  const row = await brandRows(db).where('b.slug', '=', slug).executeTakeFirst();
  return row ? brandItem(row) : null;
}

function leagueRows(db: DB) {
  return db
    .selectFrom('leagues as g')
    .leftJoin('stores as s', 's.id', 'g.store_id')
    .select([
      'g.id',
      'g.name',
      'g.slug',
      'g.game',
      'g.uf',
      'g.city',
      'g.description',
      's.id as store_id',
      's.name as store_name',
      's.slug as store_slug',
    ])
    .orderBy('g.name');
}

type LeagueRow = Awaited<ReturnType<ReturnType<typeof leagueRows>['execute']>>[number];

const leagueItem = ({ store_id, store_name, store_slug, ...g }: LeagueRow) => ({
  ...g,
  store: store_id ? { id: store_id, name: store_name as string, slug: store_slug as string } : null,
});

export async function leagues(db: DB, uf?: string) {
  let q = leagueRows(db);
  if (uf) q = q.where('g.uf', '=', uf);
  return (await q.execute()).map(leagueItem);
}

export async function leagueBySlug(db: DB, slug: string) {
  const row = await leagueRows(db).where('g.slug', '=', slug).executeTakeFirst();
  return row ? leagueItem(row) : null;
}
