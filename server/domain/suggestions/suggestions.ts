import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { ProductSuggestionsTable, ProductType, SuggestionStatus } from '../../db/schema.ts';
import { type Broadcast, transactionWithBroadcasts } from '../broadcasts.ts';
import { invalidField, notFound } from '../errors.ts';
import { createNotice } from '../notices/notices.ts';
import { userChannel } from '../orders/status.ts';

/**
 * Cards users suggest for the catalogue (spec section 4): saved pending, then approved or rejected by
 * an admin. The approval notifies the author (a notice and `suggestion.approved`). docs/suggestions.md.
 */

export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Recusada',
};

export interface NewSuggestion {
  name: string;
  collection: string | null;
  type: ProductType;
  notes: string | null;
}

type SuggestionRow = Omit<ProductSuggestionsTable, 'id'> & { id: number };

/** A suggestion as the API answers with it. */
export function presentSuggestion(row: SuggestionRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    collection: row.collection,
    type: row.type,
    notes: row.notes,
    status: row.status,
    status_label: SUGGESTION_STATUS_LABELS[row.status],
    reviewed_at: row.reviewed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type Suggestion = ReturnType<typeof presentSuggestion>;

async function findSuggestion(db: DB, id: number): Promise<SuggestionRow | undefined> {
  return db.selectFrom('product_suggestions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createSuggestion(db: DB, userId: number, input: NewSuggestion): Promise<Suggestion> {
  const now = nowIso();
  const row = await db
    .insertInto('product_suggestions')
    .values({
      user_id: userId,
      name: input.name,
      collection: input.collection,
      type: input.type,
      notes: input.notes,
      status: 'pending',
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentSuggestion(row);
}

/** The user's own suggestions, newest first. */
export async function listOwnSuggestions(db: DB, userId: number): Promise<Suggestion[]> {
  const rows = await db
    .selectFrom('product_suggestions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map(presentSuggestion);
}

/** Every user's suggestions for the admin, optionally of one status, oldest pending first. */
export async function listSuggestionsForReview(
  db: DB,
  status: SuggestionStatus | null,
): Promise<Suggestion[]> {
  let query = db.selectFrom('product_suggestions').selectAll();
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(200).execute();
  return rows.map(presentSuggestion);
}

export const approvalMessage = (name: string) => `Sua sugestão de carta "${name}" foi aprovada!`;

/**
 * An admin's decision on a pending suggestion. One transaction sets the status (a conditional update
 * on `pending`, so two admins deciding at once apply it once) and, for an approval, creates the
 * author's notice; `notice.created` and `suggestion.approved` go out after the commit. Asking again
 * for the status it already has answers with it unchanged; changing a decided one is refused.
 */
export async function reviewSuggestion(
  db: DB,
  broadcast: Broadcast,
  input: { id: number; status: Exclude<SuggestionStatus, 'pending'>; reviewerId: number },
): Promise<{ suggestion: Suggestion; changed: boolean }> {
  return transactionWithBroadcasts(db, broadcast, async (trx, later) => {
    const current = await findSuggestion(trx, input.id);
    if (!current) throw notFound('Sugestão não encontrada.');
    if (current.status === input.status) return { suggestion: presentSuggestion(current), changed: false };
    if (current.status !== 'pending') {
      throw invalidField(
        'status',
        `Esta sugestão já foi ${SUGGESTION_STATUS_LABELS[current.status].toLowerCase()} e não pode ser alterada.`,
      );
    }
    const now = nowIso();
    const updated = await trx
      .updateTable('product_suggestions')
      .set({ status: input.status, reviewed_by: input.reviewerId, reviewed_at: now, updated_at: now })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw invalidField('status', 'Esta sugestão acabou de ser avaliada. Recarregue a lista.');

    if (input.status === 'approved') {
      const message = approvalMessage(updated.name);
      await createNotice(trx, later, { userId: updated.user_id, title: 'Sugestão aprovada', body: message });
      later([userChannel(updated.user_id)], 'suggestion.approved', {
        id: updated.id,
        name: updated.name,
        message,
        approved_at: now,
      });
    }
    return { suggestion: presentSuggestion(updated), changed: true };
  });
}
