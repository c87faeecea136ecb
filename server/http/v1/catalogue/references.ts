import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../../db/index.ts';
import { brandBySlug, brands, leagueBySlug, leagues } from '../../../domain/catalogue/brands.ts';
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

import { idField, validate } from '../../support/validation.ts';

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

  app.get('/brands', async () => action('', await brands(db)));
  app.get('/brands/:slug', async (request) => {
    const brand = await brandBySlug(db, (request.params as { slug: string }).slug);
    if (!brand) throw notFound('Marca não encontrada.');
    return action('', brand);
  });

  const leaguesSchema = z.object({ uf: z.enum(UF_LIST, { error: 'A UF é inválida.' }).nullish() });
  app.get('/leagues', async (request) => {
    const { uf } = validate(leaguesSchema, request.query);
    return action('', await leagues(db, uf ?? undefined));
  });
  app.get('/leagues/:slug', async (request) => {
    const league = await leagueBySlug(db, (request.params as { slug: string }).slug);
    if (!league) throw notFound('Liga não encontrada.');
    return action('', league);
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
    const row = await staticText(db, (request.params as { code: string }).code);
    if (!row) throw notFound('Texto não encontrado.');
    return action('', row);
  });
}

/** A content text of the site by its code (GET /v1/static_text/{code}); undefined if none such. */
export function staticText(db: DB, code: string) {
  return db
    .selectFrom('static_texts')
    .select(['code', 'title', 'body', 'updated_at'])
    .where('code', '=', code)
    .executeTakeFirst();
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
