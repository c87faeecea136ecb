import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';

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
