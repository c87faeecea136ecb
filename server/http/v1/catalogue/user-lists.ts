import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  collectionPage,
  favoritesPage,
  saveCollectionEntry,
  setFavorite,
} from '../../../domain/catalogue/user-lists.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action } from '../../support/errors.ts';

import { flag, idField, numeric, pageFields, validate } from '../../support/validation.ts';

export const favoritesSchema = z.object(pageFields(24, 100));

/** The signed-in user's favorites and card collection (have / want lists). */
export async function userListRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  app.get('/users/favorites', async (request) => {
    const { user } = await requireUser(db, request);
    return favoritesPage(db, user.id, validate(favoritesSchema, request.query));
  });

  const favoriteSchema = z.object({ product_id: idField('produto'), favorite: flag('favorito').nullish() });
  app.post('/favorites/add-to-favorite', async (request) => {
    const { user } = await requireUser(db, request);
    const input = validate(favoriteSchema, request.body);
    const favorite = await setFavorite(db, user.id, input.product_id, input.favorite);
    return action(favorite ? 'Adicionado aos favoritos' : 'Removido dos favoritos', {
      product_id: input.product_id,
      favorite,
    });
  });

  const collectionListSchema = z.object({
    vision: z.enum(['have', 'want'], { error: 'A lista deve ser have ou want.' }).nullish(),
    order_by: z.enum(['recent', 'name', 'price'], { error: 'A ordenação é inválida.' }).nullish(),
    ...pageFields(24, 100),
  });
  app.get('/userCollections', async (request) => {
    const { user } = await requireUser(db, request);
    return collectionPage(db, user.id, validate(collectionListSchema, request.query));
  });

  const addSchema = z.object({
    product_id: idField('produto'),
    vision: z.enum(['have', 'want'], { error: 'A lista deve ser have ou want.' }).nullish(),
    quantity: numeric(
      z
        .number({ error: 'O campo quantidade deve ser um número.' })
        .int('O campo quantidade deve ser um número inteiro.')
        .min(0, 'O campo quantidade não pode ser negativo.')
        .max(9999, 'O campo quantidade deve ser no máximo 9999.')
        .nullish(),
    ),
  });
  app.post('/userCollections/add_to_collection', async (request) => {
    const { user } = await requireUser(db, request);
    const input = validate(addSchema, request.body);
    const saved = await saveCollectionEntry(db, user.id, {
      productId: input.product_id,
      vision: input.vision ?? 'have',
      quantity: input.quantity ?? 1,
    });
    return saved ? action('Cadastrada com sucesso', saved) : action('Removido da coleção', null);
  });
}
