import type { BraFaq, BraFaqStatus } from '../../../resources/js/types/pages/support.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { type Broadcast, transactionWithBroadcasts } from '../broadcasts.ts';
import { invalidField, notFound } from '../errors.ts';
import { createNotice } from '../notices/notices.ts';
import { storeChannel } from '../orders/status.ts';
import { pageInfo } from '../paging.ts';
import { noticeStaff, quote } from './staff.ts';

/**
 * Q&As a store writes about a product of the Bra line (docs/support-and-content.md, "Bra line Q&As"):
 * created in `analysis`, then an admin approves (`approved`) or reproves them with a reason
 * (`reproved`). Only a Q&A in analysis can be moderated (422 otherwise).
 */

function braRows(db: DB) {
  return db
    .selectFrom('bra_faqs as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .innerJoin('stores as s', 's.id', 'f.store_id')
    .selectAll('f')
    .select(['p.name as product_name', 's.name as store_name', 's.owner_user_id']);
}

type BraRow = NonNullable<Awaited<ReturnType<ReturnType<typeof braRows>['executeTakeFirst']>>>;

const present = (row: BraRow): BraFaq => ({
  id: row.id,
  store: { id: row.store_id, name: row.store_name },
  product: { id: row.product_id, name: row.product_name },
  question: row.question,
  answer: row.answer,
  status: row.status,
  reason: row.reason,
  created_at: row.created_at,
  moderated_at: row.moderated_at,
});

/** The Bra line products a Q&A can be about, by name. */
export function braProducts(db: DB, limit = 200) {
  return db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('type', '=', 'bra')
    .orderBy('name')
    .limit(limit)
    .execute();
}

export async function createBraFaq(
  db: DB,
  broadcast: Broadcast,
  input: { storeId: number; userId: number; productId: number; question: string; answer: string },
) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'type', 'name'])
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (product?.type !== 'bra' || !product)
    throw invalidField('product_id', 'Escolha um produto da linha Bra.');
  const now = nowIso();
  const id = await transactionWithBroadcasts(db, broadcast, async (trx, queued) => {
    const row = await trx
      .insertInto('bra_faqs')
      .values({
        store_id: input.storeId,
        product_id: product.id,
        created_by: input.userId,
        question: input.question,
        answer: input.answer,
        status: 'analysis',
        reason: null,
        moderated_by: null,
        created_at: now,
        updated_at: now,
        moderated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await noticeStaff(
      trx,
      queued,
      'Pergunta da linha Bra para moderar',
      `Sobre "${quote(product.name, 60)}": ${quote(input.question)}`,
      input.userId,
    );
    return row.id;
  });
  return present((await braRows(db).where('f.id', '=', id).executeTakeFirst()) as BraRow);
}

/** An admin approves or reproves (with a reason) a Q&A in analysis; the store is told live and by notice. */
export async function moderateBraFaq(
  db: DB,
  broadcast: Broadcast,
  input: { id: number; adminId: number; status: 'approved' | 'reproved'; reason: string | null },
) {
  const row = await braRows(db).where('f.id', '=', input.id).executeTakeFirst();
  if (!row) throw notFound('Pergunta não encontrada.');
  const notInAnalysis = () => invalidField('status', 'Esta pergunta já foi moderada.');
  if (row.status !== 'analysis') throw notInAnalysis();
  const now = nowIso();
  await transactionWithBroadcasts(db, broadcast, async (trx, queued) => {
    const moved = await trx
      .updateTable('bra_faqs')
      .set({
        status: input.status,
        reason: input.status === 'reproved' ? input.reason : null,
        moderated_by: input.adminId,
        moderated_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'analysis')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw notInAnalysis();
    if (row.owner_user_id !== null) {
      await createNotice(trx, queued, {
        userId: row.owner_user_id,
        title:
          input.status === 'approved' ? 'Pergunta da linha Bra aprovada' : 'Pergunta da linha Bra reprovada',
        body:
          input.status === 'approved'
            ? `Sua pergunta sobre "${quote(row.product_name, 60)}" foi aprovada e publicada.`
            : `Sua pergunta sobre "${quote(row.product_name, 60)}" foi reprovada: ${quote(input.reason ?? '', 120)}`,
      });
    }
    queued([storeChannel(row.store_id)], 'bra-faq.moderated', {
      id: row.id,
      status: input.status,
      reason: input.status === 'reproved' ? input.reason : null,
    });
  });
  return present((await braRows(db).where('f.id', '=', row.id).executeTakeFirst()) as BraRow);
}

/** One page of the store's Q&As in one status, newest first. */
export async function storeBraFaqs(
  db: DB,
  storeId: number,
  status: BraFaqStatus,
  page: number,
  perPage: number,
) {
  const [rows, total] = await Promise.all([
    braRows(db)
      .where('f.store_id', '=', storeId)
      .where('f.status', '=', status)
      .orderBy('f.updated_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('bra_faqs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', storeId)
      .where('status', '=', status)
      .executeTakeFirstOrThrow(),
  ]);
  const n = Number(total.n);
  return {
    data: rows.map(present),
    paginate: pageInfo(page, perPage, n),
  };
}

/** Every store's Q&As waiting for moderation, oldest first (the admins' queue). */
export async function braModerationQueue(db: DB, limit = 50) {
  const rows = await braRows(db).where('f.status', '=', 'analysis').orderBy('f.id').limit(limit).execute();
  return rows.map(present);
}

/** Approved Q&As of a product (shown with its answered questions). */
export async function approvedBraFaqsOf(db: DB, productId: number) {
  const rows = await braRows(db)
    .where('f.product_id', '=', productId)
    .where('f.status', '=', 'approved')
    .orderBy('f.id', 'desc')
    .limit(30)
    .execute();
  return rows.map(present);
}

export async function braCounts(db: DB, storeId: number): Promise<Record<BraFaqStatus, number>> {
  const rows = await db
    .selectFrom('bra_faqs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId)
    .groupBy('status')
    .execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { analysis: of('analysis'), approved: of('approved'), reproved: of('reproved') };
}
