import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../../db/index.ts';
import {
  conditionsOf,
  EXTRAS,
  LANGUAGES,
  reais,
  UF_LIST,
  WEEKDAY_NAMES,
} from '../../../domain/catalogue/references.ts';
import type { AppServices } from '../../context.ts';
import { action, notFound } from '../../support/errors.ts';
import { validate } from '../../support/validation.ts';
import { idField } from './support.ts';

const CONDITION_SETS: Record<string, 'card' | 'other'> = {
  card: 'card',
  cards: 'card',
  tcg: 'card',
  other: 'other',
  others: 'other',
  product: 'other',
  products: 'other',
  accessory: 'other',
  sealed: 'other',
};

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' });
/** Day of the week (0 = Sunday) in Brasília time. */
export const weekdayInBrazil = (date: Date) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekdayFormat.format(date));

/** Reference lists: conditions, languages, extras, rarities, elements, origins, tags, business, brands, leagues, texts. */
export async function referenceRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  app.get('/get-conditions/:type', async (request) => {
    const set = CONDITION_SETS[(request.params as { type: string }).type.toLowerCase()];
    if (!set) throw notFound('Tipo de condição não encontrado.');
    return action('', conditionsOf(set));
  });

  app.get('/languages', async () => action('', LANGUAGES));
  app.get('/extras', async () => action('', EXTRAS));

  for (const table of ['rarities', 'elements', 'origins'] as const) {
    app.get(`/${table}`, async () => {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'code', 'name', 'name_en', 'color'])
        .orderBy('position')
        .execute();
      return action(
        '',
        table === 'origins'
          ? rows.map(({ id, code, name }) => ({ id, code, name }))
          : table === 'rarities'
            ? rows.map(({ color: _c, ...r }) => r)
            : rows,
      );
    });
  }

  const tagsSchema = z.object({ used_in: z.string().trim().max(20, 'O campo uso é inválido.').nullish() });
  app.get('/tags', async (request) => {
    const { used_in } = validate(tagsSchema, request.query);
    let q = db.selectFrom('tags').select(['id', 'name', 'slug', 'used_in']).orderBy('name');
    if (used_in) q = q.where('used_in', '=', used_in);
    return action('', await q.execute());
  });

  app.get('/business', async () => {
    const row = await db
      .selectFrom('businesses')
      .select(['id', 'name', 'slug', 'description', 'email', 'phone', 'url'])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!row) throw notFound('Empresa não encontrada.');
    return action('', row);
  });

  const brandRows = () =>
    db
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
  const brandItem = (b: {
    id: number;
    name: string;
    slug: string;
    description: string | null;
    logo_url: string | null;
    products_count: number;
  }) => ({
    id: b.id,
    name: b.name,
    slug: b.slug,
    description: b.description,
    logo: b.logo_url ?? `/media/brands/${b.id}.svg`,
    products_count: Number(b.products_count),
  });
  app.get('/brands', async () => action('', (await brandRows().execute()).map(brandItem)));
  app.get('/brands/:slug', async (request) => {
    const row = await brandRows()
      .where('b.slug', '=', (request.params as { slug: string }).slug)
      .executeTakeFirst();
    if (!row) throw notFound('Marca não encontrada.');
    return action('', brandItem(row));
  });

  const leagueRows = () =>
    db
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
  type LeagueRow = Awaited<ReturnType<ReturnType<typeof leagueRows>['execute']>>[number];
  const leagueItem = ({ store_id, store_name, store_slug, ...g }: LeagueRow) => ({
    ...g,
    store: store_id ? { id: store_id, name: store_name as string, slug: store_slug as string } : null,
  });
  const leaguesSchema = z.object({ uf: z.enum(UF_LIST, { error: 'A UF é inválida.' }).nullish() });
  app.get('/leagues', async (request) => {
    const { uf } = validate(leaguesSchema, request.query);
    let q = leagueRows();
    if (uf) q = q.where('g.uf', '=', uf);
    return action('', (await q.execute()).map(leagueItem));
  });
  app.get('/leagues/:slug', async (request) => {
    const row = await leagueRows()
      .where('g.slug', '=', (request.params as { slug: string }).slug)
      .executeTakeFirst();
    if (!row) throw notFound('Liga não encontrada.');
    return action('', leagueItem(row));
  });

  const freeShippingSchema = z.object({ store_id: idField('loja').nullish() });
  app.post('/free-shipping-day', async (request) => {
    const { store_id } = validate(freeShippingSchema, request.body);
    const dayOfWeek = weekdayInBrazil(new Date());
    if (store_id) {
      const store = await db.selectFrom('stores').select('id').where('id', '=', store_id).executeTakeFirst();
      if (!store) throw notFound('Loja não encontrada.');
      const days = await db
        .selectFrom('store_free_shipping_days')
        .select(['day_of_week', 'min_order'])
        .where('store_id', '=', store_id)
        .execute();
      const result = WEEKDAY_NAMES.map((name, day) => {
        const rule = days.find((d) => d.day_of_week === day);
        return {
          day_of_week: day,
          name,
          free: Boolean(rule),
          min_order: rule ? reais(rule.min_order) : null,
          stores_count: rule ? 1 : 0,
        };
      });
      return { ...action('', result), dayOfWeek };
    }
    return freeShippingCalendar(db);
  });

  app.get('/static_text/:code', async (request) => {
    const code = (request.params as { code: string }).code;
    const row = await db
      .selectFrom('static_texts')
      .select(['code', 'title', 'body', 'updated_at'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) throw notFound('Texto não encontrado.');
    return action('', row);
  });
}

/** The marketplace's free-shipping calendar: per day of the week, how many active stores ship free. */
export async function freeShippingCalendar(db: DB) {
  const counts = await db
    .selectFrom('store_free_shipping_days as d')
    .innerJoin('stores as s', 's.id', 'd.store_id')
    .select((eb) => ['d.day_of_week', eb.fn.countAll<number>().as('n')])
    .where('s.status', '=', 'active')
    .groupBy('d.day_of_week')
    .execute();
  const result = WEEKDAY_NAMES.map((name, day) => {
    const n = Number(counts.find((c) => c.day_of_week === day)?.n ?? 0);
    return { day_of_week: day, name, free: n > 0, min_order: null, stores_count: n };
  });
  return { ...action('', result), dayOfWeek: weekdayInBrazil(new Date()) };
}
