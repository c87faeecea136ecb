import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { Broadcast } from '../broadcasts.ts';
import { forbidden, notFound } from '../errors.ts';
import { userChannel } from '../orders/status.ts';

/**
 * The bell menu's notices: per-user ones (`user_id`) and ones for everyone (`user_id` null), with a
 * per-user read state in `notice_reads`. Live updates go to the user's channel (docs/realtime.md):
 * `notice.created` when domain code creates a notice, `notice.read` when one is marked read.
 */

/** One notice as GET /v1/notices lists it. */
export interface NoticeItem {
  id: number;
  title: string;
  body: string;
  created_at: string;
  read_at: string | null;
  global: boolean;
}

export interface NewNotice {
  userId: number;
  title: string;
  body: string;
}

/** Notices the user sees (their own and those for everyone) with their read time, if any. */
export function noticesFor(db: DB, userId: number) {
  return db
    .selectFrom('notices as n')
    .leftJoin('notice_reads as r', (join) =>
      join.onRef('r.notice_id', '=', 'n.id').on('r.user_id', '=', userId),
    )
    .select(['n.id', 'n.title', 'n.body', 'n.created_at', 'n.user_id', 'r.read_at'])
    .where((eb) => eb.or([eb('n.user_id', 'is', null), eb('n.user_id', '=', userId)]));
}

export const noticeItem = (n: {
  id: number;
  title: string;
  body: string;
  created_at: string;
  user_id: number | null;
  read_at: string | null;
}): NoticeItem => ({
  id: n.id,
  title: n.title,
  body: n.body,
  created_at: n.created_at,
  read_at: n.read_at,
  global: n.user_id === null,
});

/** How many of the notices the user sees are not read yet. */
export async function unreadCount(db: DB, userId: number): Promise<number> {
  const row = await noticesFor(db, userId)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('r.read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Creates a notice for one user and announces it (`notice.created`, the list item plus the user's
 * `unread_count`). Inside a transaction pass the `broadcast` of an `afterCommit` queue
 * (`transactionWithBroadcasts`), so the event leaves only once the notice is committed.
 */
export async function createNotice(db: DB, broadcast: Broadcast, notice: NewNotice): Promise<NoticeItem> {
  const createdAt = nowIso();
  const row = await db
    .insertInto('notices')
    .values({ user_id: notice.userId, title: notice.title, body: notice.body, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = noticeItem({
    id: row.id,
    title: notice.title,
    body: notice.body,
    created_at: createdAt,
    user_id: notice.userId,
    read_at: null,
  });
  const unread = await unreadCount(db, notice.userId);
  broadcast([userChannel(notice.userId)], 'notice.created', { ...item, unread_count: unread });
  return item;
}

/**
 * Marks a notice read for the user (the first read time is kept). Only a notice that was unread until
 * now is announced (`notice.read`), so the user's other tabs and devices drop it from their count.
 */
export async function markNoticeRead(
  db: DB,
  broadcast: Broadcast,
  userId: number,
  noticeId: number,
): Promise<{ item: NoticeItem; changed: boolean }> {
  const notice = await db
    .selectFrom('notices')
    .select(['id', 'user_id'])
    .where('id', '=', noticeId)
    .executeTakeFirst();
  if (!notice) throw notFound('Aviso não encontrado.');
  if (notice.user_id !== null && notice.user_id !== userId) throw forbidden();
  // ON CONFLICT DO NOTHING returns no row when it was read already (SQLite and PostgreSQL alike).
  const inserted = await db
    .insertInto('notice_reads')
    .values({ notice_id: noticeId, user_id: userId, read_at: nowIso() })
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .returning('notice_id')
    .executeTakeFirst();
  const row = await noticesFor(db, userId).where('n.id', '=', noticeId).executeTakeFirstOrThrow();
  const changed = inserted !== undefined;
  if (changed) {
    broadcast([userChannel(userId)], 'notice.read', {
      id: noticeId,
      ids: [noticeId],
      all: false,
      unread_count: await unreadCount(db, userId),
    });
  }
  return { item: noticeItem(row), changed };
}
