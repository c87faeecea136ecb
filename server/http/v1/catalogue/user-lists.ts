import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../../db/index.ts';
import { productListItems } from '../../../domain/catalogue/products.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action, notFound } from '../../support/errors.ts';

import { flag, idField, numeric, pageFields, validate } from '../../support/validation.ts';

import { paginate } from './support.ts';

export const favoritesSchema = z.object(pageFields(24, 100));

/** One page of a user's favourites, newest first, as GET users/favorites answers it. */
export async function favoritesPage(db: DB, userId: number, input: z.infer<typeof favoritesSchema>) {
  const base = db.selectFrom('favorites').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select('product_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: await productListItems(
      db,
      rows.map((r) => r.product_id),
    ),
    paginate: paginate(input.page, input.per_page, Number(count.n)),
  };
}

/** The signed-in user's favorites and card collection (have / want lists). */
export async function userListRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  const productOr404 = async (id: number) => {
    const row = await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Produto não encontrado.');
  };

  app.get('/users/favorites', async (request) => {
    const { user } = await requireUser(db, request);
    return favoritesPage(db, user.id, validate(favoritesSchema, request.query));
  });

  const favoriteSchema = z.object({ product_id: idField('produto'), favorite: flag('favorito').nullish() });
  app.post('/favorites/add-to-favorite', async (request) => {
    const { user } = await requireUser(db, request);
    const input = validate(favoriteSchema, request.body);
    await productOr404(input.product_id);
    const existing = await db
      .selectFrom('favorites')
      .select('id')
      .where('user_id', '=', user.id)
      .where('product_id', '=', input.product_id)
      .executeTakeFirst();
    const favorite = input.favorite ?? !existing;
    if (favorite && !existing) {
      await db
        .insertInto('favorites')
        .values({ user_id: user.id, product_id: input.product_id, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
    } else if (!favorite && existing) {
      await db.deleteFrom('favorites').where('id', '=', existing.id).execute();
    }
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
    const input = validate(collectionListSchema, request.query);
    let base = db
      .selectFrom('user_collections as u')
      .innerJoin('products as p', 'p.id', 'u.product_id')
      .where('u.user_id', '=', user.id);
    if (input.vision) base = base.where('u.vision', '=', input.vision);
    const ordered =
      input.order_by === 'name'
        ? base.orderBy('p.name_norm')
        : input.order_by === 'price'
          ? base.orderBy('p.min_price', (ob) => ob.desc().nullsLast())
          : base.orderBy('u.updated_at', 'desc');
    const [rows, count, totals] = await Promise.all([
      ordered
        .select(['u.id', 'u.vision', 'u.quantity', 'u.created_at', 'u.product_id'])
        .orderBy('u.id', 'desc')
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db
        .selectFrom('user_collections')
        .select((eb) => ['vision', eb.fn.sum<number>('quantity').as('n')])
        .where('user_id', '=', user.id)
        .groupBy('vision')
        .execute(),
    ]);
    const products = new Map(
      (
        await productListItems(
          db,
          rows.map((r) => r.product_id),
        )
      ).map((p) => [p.code, p]),
    );
    return {
      data: rows.flatMap((r) => {
        const product = products.get(r.product_id);
        return product
          ? [{ id: r.id, vision: r.vision, quantity: r.quantity, added_at: r.created_at, product }]
          : [];
      }),
      paginate: paginate(input.page, input.per_page, Number(count.n)),
      totals: {
        have: Number(totals.find((t) => t.vision === 'have')?.n ?? 0),
        want: Number(totals.find((t) => t.vision === 'want')?.n ?? 0),
      },
    };
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
    await productOr404(input.product_id);
    const vision = input.vision ?? 'have';
    const quantity = input.quantity ?? 1;
    const now = new Date().toISOString();
    const where = db
      .selectFrom('user_collections')
      .select(['id', 'created_at'])
      .where('user_id', '=', user.id)
      .where('product_id', '=', input.product_id)
      .where('vision', '=', vision);
    const existing = await where.executeTakeFirst();
    if (quantity === 0) {
      if (existing) await db.deleteFrom('user_collections').where('id', '=', existing.id).execute();
      return action('Removido da coleção', null);
    }
    if (existing) {
      await db
        .updateTable('user_collections')
        .set({ quantity, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await db
        .insertInto('user_collections')
        .values({
          user_id: user.id,
          product_id: input.product_id,
          vision,
          quantity,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const saved = await where.executeTakeFirstOrThrow();
    const [product] = await productListItems(db, [input.product_id]);
    return action('Cadastrada com sucesso', {
      id: saved.id,
      vision,
      quantity,
      added_at: saved.created_at,
      product,
    });
  });
}
