import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandBySlug, brands, leagueBySlug, leagues } from '../../../domain/catalogue/brands.ts';
import {
  freeShippingCalendar,
  referenceList,
  storeFreeShippingWeek,
  tagList,
  theBusiness,
} from '../../../domain/catalogue/reference-lists.ts';
import { conditionsOf, EXTRAS, LANGUAGES, UF_LIST } from '../../../domain/catalogue/references.ts';
import { staticText } from '../../../domain/support/static-text.ts';
import { weekdayInBrazil } from '../../../drivers/shipping/free-shipping.ts';
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
      return action('', await referenceList(db, table));
    });
  }

  const tagsSchema = z.object({ used_in: z.string().trim().max(20, 'O campo uso é inválido.').nullish() });
  app.get('/tags', async (request) => {
    const { used_in } = validate(tagsSchema, request.query);
    return action('', await tagList(db, used_in));
  });

  app.get('/business', async () => {
    const row = await theBusiness(db);
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
    if (store_id) {
      const result = await storeFreeShippingWeek(db, store_id);
      return { ...action('', result), dayOfWeek: weekdayInBrazil(new Date()) };
    }
    const calendar = await freeShippingCalendar(db);
    return { ...action('', calendar.days), dayOfWeek: calendar.dayOfWeek };
  });

  app.get('/static_text/:code', async (request) => {
    const row = await staticText(db, (request.params as { code: string }).code);
    if (!row) throw notFound('Texto não encontrado.');
    return action('', row);
  });
}
