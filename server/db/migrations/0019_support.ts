import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

const text = (n = 255) => `varchar(${n})` as const;

/**
 * Support and content (docs/support-and-content.md):
 *
 * - `tickets` / `ticket_messages`: a store's support tickets and their conversation with the
 *   marketplace's staff (admins); a message may carry one checked attachment (image or PDF).
 * - `product_questions`: buyers' questions on a product, addressed to one store; the store answers.
 * - `bra_faqs`: questions and answers a store writes about a product of the Bra line; an admin
 *   approves or reproves them (with a reason).
 * - `faq_entries`: the help articles of GET /v1/faq (for buyers or sellers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('tickets'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('opened_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('subject', text(160), (c) => c.notNull())
    /** order | payment | shipping | account | plan | other */
    .addColumn('category', text(16), (c) => c.notNull())
    /** open | answered | waiting_store | closed */
    .addColumn('status', text(16), (c) => c.notNull())
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .addColumn('closed_at', text(40))
    .execute();
  await db.schema.createIndex('tickets_store_idx').on('tickets').columns(['store_id', 'status']).execute();
  await db.schema.createIndex('tickets_status_idx').on('tickets').columns(['status', 'updated_at']).execute();

  await withId(db, db.schema.createTable('ticket_messages'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_path', text(80))
    .addColumn('attachment_name', text(160))
    /** image/png | image/jpeg | image/webp | application/pdf */
    .addColumn('attachment_type', text(40))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_messages_ticket_idx')
    .on('ticket_messages')
    .column('ticket_id')
    .execute();

  await withId(db, db.schema.createTable('product_questions'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    /** pending | answered */
    .addColumn('status', text(12), (c) => c.notNull())
    .addColumn('answered_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('answered_at', text(40))
    .execute();
  await db.schema
    .createIndex('product_questions_store_idx')
    .on('product_questions')
    .columns(['store_id', 'status'])
    .execute();
  await db.schema
    .createIndex('product_questions_product_idx')
    .on('product_questions')
    .columns(['product_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('bra_faqs'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    /** analysis | approved | reproved */
    .addColumn('status', text(12), (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('moderated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .addColumn('moderated_at', text(40))
    .execute();
  await db.schema.createIndex('bra_faqs_store_idx').on('bra_faqs').columns(['store_id', 'status']).execute();

  await withId(db, db.schema.createTable('faq_entries'))
    .addColumn('question', text(255), (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('category', text(40), (c) => c.notNull())
    /** buyer | seller */
    .addColumn('audience', text(8), (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', text(40), (c) => c.notNull())
    .addColumn('updated_at', text(40), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('faq_entries_audience_idx')
    .on('faq_entries')
    .columns(['audience', 'published', 'sort'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['faq_entries', 'bra_faqs', 'product_questions', 'ticket_messages', 'tickets']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
