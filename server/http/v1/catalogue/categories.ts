import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activeBannerAds, activeBanners } from '../../../domain/catalogue/banners.ts';
import {
  categoriesPage,
  categoryWithChildren,
  childCategories,
  rootCategories,
} from '../../../domain/catalogue/categories-repo.ts';
import { collectionByCode, collectionsPage } from '../../../domain/catalogue/collections-repo.ts';
import type { AppServices } from '../../context.ts';
import { action, notFound } from '../../support/errors.ts';

import {
  assertBusiness,
  idField,
  pageFields,
  paramId,
  searchText,
  validate,
} from '../../support/validation.ts';

/** GET /v1/{business}/collections: the card collections by game and name, newest first or by name. */
export const collectionsSchema = z.object({
  ...pageFields(24, 100),
  category_id: idField('categoria').nullish(),
  search: searchText('busca').nullish(),
  sort: z.enum(['newest', 'name'], { error: 'A ordenação é inválida.' }).nullish(),
});

/** Categories (roots 1 cards, 2 TCG, 3 accessories, 4 Bra, and their children), collections and banners. */
export async function categoryRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  app.get('/:business/categories', async (request) => {
    assertBusiness(request.params);
    return action('', await rootCategories(services));
  });

  app.get('/:business/categories/:id', async (request) => {
    assertBusiness(request.params);
    const id = paramId(request.params);
    const category = await categoryWithChildren(services, id);
    if (!category) throw notFound('Categoria não encontrada.');
    return action('', category);
  });

  app.get('/categories/:id', async (request) => {
    const children = await childCategories(services, paramId(request.params));
    if (!children) throw notFound('Categoria não encontrada.');
    return action('', children);
  });
  app.get('/:business/get-categories-tcg', async (request) => {
    assertBusiness(request.params);
    return action('', await childCategories(services, 2));
  });
  app.get('/:business/get-categories-accessory', async (request) => {
    assertBusiness(request.params);
    return action('', await childCategories(services, 3));
  });

  const paginateSchema = z.object({
    ...pageFields(24, 100),
    parent_id: idField('categoria pai').nullish(),
    search: searchText('busca').nullish(),
  });
  app.post('/paginate-categories', async (request) => {
    return categoriesPage(services, validate(paginateSchema, request.body));
  });

  app.get('/:business/collections', async (request) => {
    assertBusiness(request.params);
    return collectionsPage(db, validate(collectionsSchema, request.query));
  });

  app.get('/:business/collections/:code', async (request) => {
    assertBusiness(request.params);
    const { code } = request.params as { code: string };
    const collection = await collectionByCode(db, code);
    if (!collection) throw notFound('Coleção não encontrada.');
    return action('', collection);
  });

  app.get('/:business/banners', async (request) => {
    assertBusiness(request.params);
    return action('', await activeBanners(db));
  });

  app.get('/bannerAds', async () => action('', await activeBannerAds(db)));
}
