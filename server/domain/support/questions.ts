import type {
  ProductQuestion,
  ProductQuestionsBlock,
  QuestionFilter,
} from '../../../resources/js/types/pages/support.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { type Broadcast, transactionWithBroadcasts } from '../broadcasts.ts';
import { invalidField, notFound } from '../errors.ts';
import { createNotice } from '../notices/notices.ts';
import { storeChannel, userChannel } from '../orders/status.ts';
import { pageInfo } from '../paging.ts';
import { approvedBraFaqsOf } from './bra.ts';
import { quote } from './staff.ts';

/**
 * Buyers' questions on a product, each addressed to one store that sells it (docs/support-and-content.md,
 * "Product questions"): `pending` until the store answers, then `answered` and shown on the product page.
 */

function questionRows(db: DB) {
  return db
    .selectFrom('product_questions as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .innerJoin('stores as s', 's.id', 'q.store_id')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .selectAll('q')
    .select([
      'p.name as product_name',
      'p.type as product_type',
      's.name as store_name',
      's.owner_user_id',
      'u.name as asker_name',
    ]);
}

type QuestionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof questionRows>['executeTakeFirst']>>>;

const present = (row: QuestionRow): ProductQuestion => ({
  id: row.id,
  product: { id: row.product_id, name: row.product_name, type: row.product_type },
  store: { id: row.store_id, name: row.store_name },
  asker: row.asker_name.split(/\s+/)[0] ?? '',
  question: row.question,
  answer: row.answer,
  status: row.status,
  created_at: row.created_at,
  answered_at: row.answered_at,
});

/** Stores with an active offer of the product (the ones a buyer may ask), by name. */
export async function storesSelling(db: DB, productId: number) {
  return db
    .selectFrom('store_listings as l')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .select(['s.id', 's.name'])
    .distinct()
    .where('l.product_id', '=', productId)
    .where('l.status', '=', 'available')
    .where('s.status', '=', 'active')
    .orderBy('s.name')
    .limit(50)
    .execute();
}

/** The product page's block: the answered questions (newest first) and the stores one may ask. */
export async function productQuestionsBlock(db: DB, productId: number): Promise<ProductQuestionsBlock> {
  const [answered, stores, bra] = await Promise.all([
    questionRows(db)
      .where('q.product_id', '=', productId)
      .where('q.status', '=', 'answered')
      .orderBy('q.answered_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(30)
      .execute(),
    storesSelling(db, productId),
    approvedBraFaqsOf(db, productId),
  ]);
  return { answered: answered.map(present), stores, bra };
}

/** A buyer asks a store about a product it sells; the store is told (notice and live event). */
export async function askQuestion(
  db: DB,
  broadcast: Broadcast,
  input: { userId: number; productId: number; storeId: number; question: string },
) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (!product) throw invalidField('product_id', 'Produto não encontrado.');
  const sells = (await storesSelling(db, product.id)).some((s) => s.id === input.storeId);
  if (!sells) throw invalidField('store_id', 'Esta loja não vende este produto.');
  const store = await db
    .selectFrom('stores')
    .select(['owner_user_id'])
    .where('id', '=', input.storeId)
    .executeTakeFirstOrThrow();
  if (store.owner_user_id === input.userId)
    throw invalidField('store_id', 'Você não pode perguntar para a sua própria loja.');
  const id = await transactionWithBroadcasts(db, broadcast, async (trx, queued) => {
    const row = await trx
      .insertInto('product_questions')
      .values({
        product_id: product.id,
        store_id: input.storeId,
        user_id: input.userId,
        question: input.question,
        answer: null,
        status: 'pending',
        answered_by: null,
        created_at: nowIso(),
        answered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (store.owner_user_id !== null) {
      await createNotice(trx, queued, {
        userId: store.owner_user_id,
        title: 'Nova pergunta sobre um produto',
        body: `Pergunta sobre "${quote(product.name, 60)}": ${quote(input.question)}`,
      });
    }
    queued([storeChannel(input.storeId)], 'product-question.asked', {
      question_id: row.id,
      product_id: product.id,
    });
    return row.id;
  });
  return present((await questionRows(db).where('q.id', '=', id).executeTakeFirst()) as QuestionRow);
}

/** The store of a question (for the access check); 404 when missing. */
export async function questionStoreId(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('product_questions')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Pergunta não encontrada.');
  return row.store_id;
}

/**
 * The store answers (or corrects its answer to) a question; the asker gets a notice and a live event.
 * Answering publishes it on the product page.
 */
export async function answerQuestion(
  db: DB,
  broadcast: Broadcast,
  input: { questionId: number; userId: number; answer: string },
) {
  const row = await questionRows(db).where('q.id', '=', input.questionId).executeTakeFirst();
  if (!row) throw notFound('Pergunta não encontrada.');
  const now = nowIso();
  await transactionWithBroadcasts(db, broadcast, async (trx, queued) => {
    await trx
      .updateTable('product_questions')
      .set({ answer: input.answer, status: 'answered', answered_by: input.userId, answered_at: now })
      .where('id', '=', row.id)
      .execute();
    await createNotice(trx, queued, {
      userId: row.user_id,
      title: 'Sua pergunta foi respondida',
      body: `${row.store_name} respondeu sua pergunta sobre "${quote(row.product_name, 60)}".`,
    });
    queued([userChannel(row.user_id)], 'product-question.answered', {
      question_id: row.id,
      product_id: row.product_id,
      answer: input.answer,
    });
  });
  return present((await questionRows(db).where('q.id', '=', row.id).executeTakeFirst()) as QuestionRow);
}

/** One page of the store's questions (all, pending or answered), newest first, and the counts. */
export async function storeQuestions(
  db: DB,
  storeId: number,
  status: QuestionFilter,
  page: number,
  perPage: number,
) {
  let query = questionRows(db).where('q.store_id', '=', storeId);
  let count = db.selectFrom('product_questions').where('store_id', '=', storeId);
  if (status !== 'all') {
    query = query.where('q.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [rows, total, counts] = await Promise.all([
    query
      .orderBy('q.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    questionCounts(db, storeId),
  ]);
  const n = Number(total.n);
  return {
    counts,
    questions: {
      data: rows.map(present),
      paginate: pageInfo(page, perPage, n),
    },
  };
}

export async function questionCounts(db: DB, storeId: number): Promise<Record<QuestionFilter, number>> {
  const rows = await db
    .selectFrom('product_questions')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId)
    .groupBy('status')
    .execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { all: of('pending') + of('answered'), pending: of('pending'), answered: of('answered') };
}
