import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Cards users suggest for the catalogue (spec section 4): saved pending, then approved or rejected by
 * an admin; the approval notifies the author. See docs/suggestions.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('product_suggestions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('collection', 'varchar(120)')
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('card'))
    .addColumn('notes', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint(
      'product_suggestions_status_check',
      sql`status in ('pending', 'approved', 'rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('product_suggestions_user_idx')
    .on('product_suggestions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('product_suggestions_status_idx')
    .on('product_suggestions')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_suggestions').ifExists().execute();
}
