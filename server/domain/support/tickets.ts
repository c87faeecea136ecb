import type {
  Ticket,
  TicketCategory,
  TicketCounts,
  TicketDetail,
  TicketFilter,
  TicketStatus,
} from '../../../resources/js/types/pages/support.ts';
import { TICKET_STATUSES } from '../../../resources/js/types/pages/support.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { type Broadcast, transactionWithBroadcasts } from '../broadcasts.ts';
import { forbidden, invalidField, notFound } from '../errors.ts';
import { createNotice } from '../notices/notices.ts';
import { storeChannel } from '../orders/status.ts';
import { pageInfo } from '../paging.ts';
import { noticeStaff, quote, staffChannels } from './staff.ts';

/**
 * Support tickets (docs/support-and-content.md, "Tickets"): a store writes to the marketplace's staff.
 * Statuses: `open` (the staff's turn: new, or the store wrote last), `answered` (the staff answered),
 * `waiting_store` (the staff asked the store for something), `closed` (no more messages until reopened).
 */

export interface TicketActor {
  id: number;
  role: string;
}

/** Stored attachment of a message: the file name under the tickets folder, the name shown, the type. */
export interface StoredAttachment {
  path: string;
  name: string;
  type: string;
}

function ticketRows(db: DB) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('stores as s', 's.id', 't.store_id')
    .innerJoin('users as u', 'u.id', 't.opened_by')
    .selectAll('t')
    .select([
      's.name as store_name',
      's.owner_user_id',
      'u.name as opener_name',
      (eb) =>
        eb
          .selectFrom('ticket_messages as m')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.ticket_id', '=', 't.id')
          .as('messages_count'),
    ]);
}

export type TicketRow = NonNullable<Awaited<ReturnType<ReturnType<typeof ticketRows>['executeTakeFirst']>>>;

const present = (row: TicketRow): Ticket => ({
  id: row.id,
  store: { id: row.store_id, name: row.store_name },
  opened_by: { id: row.opened_by, name: row.opener_name },
  subject: row.subject,
  category: row.category,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
  closed_at: row.closed_at,
  messages_count: Number(row.messages_count ?? 0),
});

/** Whether the actor writes as the marketplace's staff on this store's ticket (an admin not owning it). */
export const isStaffOn = (row: { owner_user_id: number | null }, actor: TicketActor) =>
  actor.role === 'admin' && row.owner_user_id !== actor.id;

/** The ticket for its store's owner or an admin: 404 when missing, 403 for anyone else. */
export async function ticketFor(db: DB, actor: TicketActor, id: number): Promise<TicketRow> {
  const row = await ticketRows(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Chamado não encontrado.');
  if (row.owner_user_id !== actor.id && actor.role !== 'admin') throw forbidden('Este chamado não é seu.');
  return row;
}

export async function ticketDetail(db: DB, row: TicketRow): Promise<TicketDetail> {
  const messages = await db
    .selectFrom('ticket_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_user_id')
    .select([
      'm.id',
      'm.author_user_id',
      'u.name as author_name',
      'm.is_staff',
      'm.body',
      'm.attachment_path',
      'm.attachment_name',
      'm.attachment_type',
      'm.created_at',
    ])
    .where('m.ticket_id', '=', row.id)
    .orderBy('m.id')
    .execute();
  return { ...present(row), messages: messages.map((m) => presentMessage(row.id, m)) };
}

function presentMessage(
  ticketId: number,
  m: {
    id: number;
    author_user_id: number;
    author_name: string;
    is_staff: number;
    body: string;
    attachment_path: string | null;
    attachment_name: string | null;
    attachment_type: string | null;
    created_at: string;
  },
) {
  return {
    id: m.id,
    author: { id: m.author_user_id, name: m.author_name },
    is_staff: Boolean(m.is_staff),
    body: m.body,
    attachment:
      m.attachment_path && m.attachment_type
        ? {
            name: m.attachment_name ?? 'anexo',
            type: m.attachment_type,
            url: `/v1/tickets/${ticketId}/attachments/${m.id}`,
          }
        : null,
    created_at: m.created_at,
  };
}

export async function showTicket(db: DB, actor: TicketActor, id: number) {
  return ticketDetail(db, await ticketFor(db, actor, id));
}

/** One page of tickets: one store's (`storeId`), or every store's (`null`, staff only); newest activity first. */
export async function listTickets(
  db: DB,
  storeId: number | null,
  status: TicketFilter,
  page: number,
  perPage: number,
) {
  let query = ticketRows(db);
  let count = db.selectFrom('tickets');
  if (storeId !== null) {
    query = query.where('t.store_id', '=', storeId);
    count = count.where('store_id', '=', storeId);
  }
  if (status !== 'all') {
    query = query.where('t.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('t.updated_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const n = Number(total.n);
  return {
    data: rows.map(present),
    paginate: pageInfo(page, perPage, n),
  };
}

export async function ticketCounts(db: DB, storeId: number | null): Promise<TicketCounts> {
  let query = db
    .selectFrom('tickets')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status');
  if (storeId !== null) query = query.where('store_id', '=', storeId);
  const rows = await query.execute();
  const counts = { all: 0, open: 0, answered: 0, waiting_store: 0, closed: 0 } as TicketCounts;
  for (const row of rows) {
    if ((TICKET_STATUSES as readonly string[]).includes(row.status)) {
      counts[row.status as TicketStatus] = Number(row.n);
      counts.all += Number(row.n);
    }
  }
  return counts;
}

/** Both sides' channels: the store's, and every admin's (see staffChannels). */
async function ticketChannels(db: DB, storeId: number) {
  return [storeChannel(storeId), ...(await staffChannels(db))];
}

/** The store opens a ticket with its first message (ticket, message and the staff's notices in one transaction). */
export async function createTicket(
  db: DB,
  broadcast: Broadcast,
  input: {
    storeId: number;
    userId: number;
    subject: string;
    category: TicketCategory;
    body: string;
    attachment: StoredAttachment | null;
  },
) {
  const now = nowIso();
  const id = await transactionWithBroadcasts(db, broadcast, async (trx, queued) => {
    const ticket = await trx
      .insertInto('tickets')
      .values({
        store_id: input.storeId,
        opened_by: input.userId,
        subject: input.subject,
        category: input.category,
        status: 'open',
        created_at: now,
        updated_at: now,
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ticket_messages')
      .values({
        ticket_id: ticket.id,
        author_user_id: input.userId,
        is_staff: 0,
        body: input.body,
        attachment_path: input.attachment?.path ?? null,
        attachment_name: input.attachment?.name ?? null,
        attachment_type: input.attachment?.type ?? null,
        created_at: now,
      })
      .execute();
    await noticeStaff(
      trx,
      queued,
      'Novo chamado de suporte',
      `Chamado #${ticket.id}: ${quote(input.subject)}`,
      input.userId,
    );
    queued(await staffChannels(trx), 'ticket.opened', {
      ticket_id: ticket.id,
      store_id: input.storeId,
      subject: input.subject,
    });
    return ticket.id;
  });
  return ticketDetail(db, (await ticketRows(db).where('t.id', '=', id).executeTakeFirst()) as TicketRow);
}

/**
 * A message on a ticket from either side. The staff's message moves it to `answered` (or
 * `waiting_store` when it asks the store for something), the store's to `open`; a closed ticket takes
 * none (422). The other side gets a notice; both sides' open screens get the message live.
 */
export async function addTicketMessage(
  db: DB,
  broadcast: Broadcast,
  actor: TicketActor,
  ticketId: number,
  input: { body: string; attachment: StoredAttachment | null; waitingStore?: boolean },
) {
  const row = await ticketFor(db, actor, ticketId);
  const staff = isStaffOn(row, actor);
  const closed = () =>
    invalidField('ticket_id', 'Este chamado está encerrado. Reabra-o para enviar uma mensagem.');
  if (row.status === 'closed') throw closed();
  const status: TicketStatus = staff ? (input.waitingStore ? 'waiting_store' : 'answered') : 'open';
  const now = nowIso();
  const message = await transactionWithBroadcasts(db, broadcast, async (trx, queued) => {
    // Conditional on "not closed": a message racing a close is refused, not kept.
    const moved = await trx
      .updateTable('tickets')
      .set({ status, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '!=', 'closed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw closed();
    const inserted = await trx
      .insertInto('ticket_messages')
      .values({
        ticket_id: row.id,
        author_user_id: actor.id,
        is_staff: staff ? 1 : 0,
        body: input.body,
        attachment_path: input.attachment?.path ?? null,
        attachment_name: input.attachment?.name ?? null,
        attachment_type: input.attachment?.type ?? null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const author = await trx
      .selectFrom('users')
      .select('name')
      .where('id', '=', actor.id)
      .executeTakeFirstOrThrow();
    const message = presentMessage(row.id, { ...inserted, author_name: author.name });
    if (staff) {
      if (row.owner_user_id !== null) {
        await createNotice(trx, queued, {
          userId: row.owner_user_id,
          title: 'Chamado respondido',
          body: `O suporte respondeu o chamado #${row.id}: ${quote(row.subject)}`,
        });
      }
    } else {
      await noticeStaff(
        trx,
        queued,
        'Nova mensagem em chamado',
        `Chamado #${row.id} (${row.store_name}): ${quote(row.subject)}`,
        actor.id,
      );
    }
    queued(await ticketChannels(trx, row.store_id), 'ticket.message-added', {
      ticket_id: row.id,
      status,
      message,
    });
    return message;
  });
  return { message, status };
}

/** Either side closes the ticket, or reopens a closed one; `changed` is false when it already was. */
export async function setTicketOpen(
  db: DB,
  broadcast: Broadcast,
  actor: TicketActor,
  ticketId: number,
  open: boolean,
) {
  const row = await ticketFor(db, actor, ticketId);
  const now = nowIso();
  const changed = await transactionWithBroadcasts(db, broadcast, async (trx, queued) => {
    const moved = await trx
      .updateTable('tickets')
      .set(
        open
          ? { status: 'open', closed_at: null, updated_at: now }
          : { status: 'closed', closed_at: now, updated_at: now },
      )
      .where('id', '=', row.id)
      .where('status', open ? '=' : '!=', 'closed')
      .executeTakeFirst();
    const changed = Number(moved.numUpdatedRows) === 1;
    if (changed) {
      queued(await ticketChannels(trx, row.store_id), 'ticket.status-changed', {
        ticket_id: row.id,
        status: open ? 'open' : 'closed',
      });
    }
    return changed;
  });
  return { ticket: await showTicket(db, actor, ticketId), changed };
}
