import type { DB } from '../../db/index.ts';

/** The stored file and original name of a ticket message's attachment; undefined when not that ticket's. */
export function ticketMessageAttachment(db: DB, ticketId: number, messageId: number) {
  return db
    .selectFrom('ticket_messages')
    .select(['attachment_path', 'attachment_name'])
    .where('id', '=', messageId)
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
}
