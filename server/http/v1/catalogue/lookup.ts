import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ProductType } from '../../../db/schema.ts';
import { catalogueEntries } from '../../../domain/catalogue/catalogue-entries.ts';
import { findProductIdByCode } from '../../../domain/catalogue/find-by-code.ts';
import { categoryType } from '../../../domain/catalogue/lookups.ts';
import { findProducts } from '../../../domain/catalogue/products.ts';
import { pageInfo } from '../../../domain/paging.ts';
import type { AppServices } from '../../context.ts';
import { action, notFound } from '../../support/errors.ts';
import {
  assertBusiness,
  flag,
  idField,
  pageFields,
  paramId,
  searchText,
  validate,
} from '../../support/validation.ts';

/** The catalogue lookup a seller uses to register a listing: products-by-api and its variants. */

const lookupFields = {
  ...pageFields(20, 60),
  query: searchText('busca').nullish(),
};
const lookupQuery = z.object(lookupFields);

export async function lookupRoutes(app: FastifyInstance, { db, dialect }: AppServices): Promise<void> {
  const lookup = async (
    input: { page: number; per_page: number; query?: string | null },
    filters: { types: ProductType[]; categoryId?: number; collectionCode?: string; braCenter?: boolean },
  ) => {
    const search = input.query || undefined;
    const found = await findProducts(
      { db, dialect },
      { ...filters, search, sort: search ? 'relevance' : 'name', page: input.page, perPage: input.per_page },
    );
    return {
      data: await catalogueEntries(db, found.ids),
      paginate: pageInfo(input.page, input.per_page, found.total),
    };
  };

  const cardsSchema = z.object({
    ...lookupFields,
    collection_code: z.string().trim().max(20, 'O código da coleção é inválido.').nullish(),
    can_send_bra_center: flag('pode enviar para a Central Bra').nullish(),
  });
  app.get('/:business/products-by-api', async (request) => {
    assertBusiness(request.params);
    const input = validate(cardsSchema, request.query);
    return lookup(input, {
      types: ['card'],
      collectionCode: input.collection_code || undefined,
      braCenter: input.can_send_bra_center ?? undefined,
    });
  });

  app.get('/:business/products-by-api-bra/:id', async (request) => {
    assertBusiness(request.params);
    const categoryId = paramId(request.params);
    if ((await categoryType(db, categoryId)) !== 'bra') throw notFound('Categoria não encontrada.');
    const input = validate(lookupQuery, request.query);
    return lookup(input, { types: ['bra'], categoryId });
  });

  app.get('/:business/find-by-rdc/:id', async (request) => {
    assertBusiness(request.params);
    const { id } = request.params as { id: string };
    const productId = await findProductIdByCode(db, id);
    if (productId === null) throw notFound('Produto não encontrado.');
    return action('', (await catalogueEntries(db, [productId]))[0]);
  });

  const sealedSchema = z.object({ ...lookupFields, category: idField('categoria').nullish() });
  for (const type of ['tcg', 'accessory'] as const) {
    app.get(`/:business/products-by-api-${type}`, async (request) => {
      assertBusiness(request.params);
      const input = validate(sealedSchema, request.query);
      return lookup(input, { types: [type], categoryId: input.category ?? undefined });
    });
  }
}
