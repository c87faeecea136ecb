import { type Kysely, sql } from 'kysely';

/**
 * Product codes as a seller types them (docs/stock-csv.md, `codigo`): a CSV import looks its codes up
 * by the product's number or code, case-insensitively, a few thousand at a time. Without an index each
 * lookup read the whole catalogue.
 */
const INDEXES = [
  ['products_number_upper_idx', sql`upper(number)`],
  ['products_code_pro_upper_idx', sql`upper(code_pro)`],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, expression] of INDEXES) {
    await db.schema.createIndex(name).on('products').expression(expression).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
