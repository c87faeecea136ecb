import type { Kysely } from 'kysely';

/**
 * The Bra Center list of a store (docs/store-dashboard.md, "The Bra Center list"): which of the
 * products it lists it sends through the Bra Center. One row per store and product; the seller
 * replaces the whole set at once (`POST /v1/set-list-bra-center`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_bra_center_products')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_bra_center_products_pk', ['store_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('store_bra_center_products_product_idx')
    .on('store_bra_center_products')
    .column('product_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_bra_center_products').ifExists().execute();
}
