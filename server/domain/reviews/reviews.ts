import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { rethrowAsField } from '../cart/cart.ts';
import { invalidField } from '../errors.ts';
import { ownStoreOrder, presentProductReview } from '../orders/queries.ts';
import { REVIEWABLE } from '../orders/status.ts';

export interface ReviewInput {
  storeOrderId: number;
  rating: number;
  comment: string | null;
}

const AFTER_DELIVERY = 'Você poderá avaliar depois que o pedido for entregue.';

async function reviewableOrder(db: DB, userId: number, storeOrderId: number) {
  const order = await ownStoreOrder(db, userId, storeOrderId).catch(rethrowAsField('store_order_id'));
  if (!REVIEWABLE.includes(order.status)) throw invalidField('store_order_id', AFTER_DELIVERY);
  return order;
}

/** The buyer rates the store of a delivered store order, once; it also shows on the store's page. */
export async function createOrderReview(
  db: DB,
  user: { id: number; name: string; last_name: string },
  input: ReviewInput,
) {
  const order = await reviewableOrder(db, user.id, input.storeOrderId);
  const done = await db
    .selectFrom('order_reviews')
    .select('id')
    .where('store_order_id', '=', order.id)
    .executeTakeFirst();
  if (done) throw invalidField('store_order_id', 'Você já avaliou este pedido.');
  const now = nowIso();
  const author = `${user.name} ${user.last_name.slice(0, 1)}${user.last_name ? '.' : ''}`.trim();
  return db.transaction().execute(async (trx) => {
    const storeReview = await trx
      .insertInto('store_reviews')
      .values({
        store_id: order.store_id,
        user_id: user.id,
        author_name: author,
        rating: input.rating,
        comment: input.comment,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = await trx
      .insertInto('order_reviews')
      .values({
        store_order_id: order.id,
        user_id: user.id,
        store_id: order.store_id,
        store_review_id: storeReview.id,
        rating: input.rating,
        comment: input.comment,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('stores')
      .set({ rating_sum: sql`rating_sum + ${input.rating}`, reviews_count: sql`reviews_count + 1` })
      .where('id', '=', order.store_id)
      .execute();
    return {
      id: review.id,
      store_order_id: order.id,
      rating: review.rating,
      comment: review.comment,
      created_at: review.created_at,
    };
  });
}

/** The buyer rates one product of a delivered store order, once per product. */
export async function createProductReview(
  db: DB,
  userId: number,
  input: ReviewInput & { orderItemId: number },
) {
  const order = await reviewableOrder(db, userId, input.storeOrderId);
  const item = await db
    .selectFrom('order_items')
    .select(['id', 'product_id'])
    .where('id', '=', input.orderItemId)
    .where('store_order_id', '=', order.id)
    .executeTakeFirst();
  if (!item) throw invalidField('order_item_id', 'Este item não faz parte do pedido.');
  const done = await db
    .selectFrom('product_reviews')
    .select('id')
    .where('store_order_id', '=', order.id)
    .where('product_id', '=', item.product_id)
    .executeTakeFirst();
  if (done) throw invalidField('order_item_id', 'Você já avaliou este produto neste pedido.');
  const row = await db
    .insertInto('product_reviews')
    .values({
      store_order_id: order.id,
      order_item_id: item.id,
      product_id: item.product_id,
      user_id: userId,
      rating: input.rating,
      comment: input.comment,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentProductReview(row);
}
