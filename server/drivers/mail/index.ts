import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';

/** Text made safe to put in an e-mail's or a page's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Keeps every message in the `outbox_mails` table instead of sending it; the demo and the tests read
 * it there (and through GET /_sandbox/mail). An SMTP driver would implement the same interface.
 */
export class SandboxMailer implements Mailer {
  constructor(private readonly db: DB) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('outbox_mails')
      .values({
        to_address: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        created_at: nowIso(),
      })
      .execute();
  }
}

/** The newest messages of the sandbox outbox (50 at most), for one address when `to` is given. */
export function readOutbox(db: DB, to?: string) {
  let query = db.selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').limit(50);
  if (to) query = query.where('to_address', '=', to);
  return query.execute();
}

export type OutboxMail = Awaited<ReturnType<typeof readOutbox>>[number];
