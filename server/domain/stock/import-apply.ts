import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { lockInIdOrder } from '../../db/locks.ts';
import type { ListingStatus } from '../../db/schema.ts';
import { CARD_CONDITIONS } from '../catalogue/references.ts';
import { listingRoomProblem } from '../plans/catalog.ts';
import { refreshImportFigures } from './import-offers.ts';
import { existingListings, listingKey, type PlannedRow, type RowError } from './import-rows.ts';

/** Rows that are no longer valid when the import is confirmed: the whole import is rolled back. */
export class ConfirmRefused extends Error {
  constructor(readonly errors: RowError[]) {
    super('stock import refused');
  }
}

export interface ApplyResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Listings whose price, quantity or status changed: the carts holding them are told. */
  changedListingIds: number[];
  /** Listings the import created: want lists' price alerts hear of them. */
  createdListingIds: number[];
}

const CHUNK = 500;
/** Lets the host answer other requests (the progress polls) between two chunks of a long import. */
const yieldToHost = () => new Promise<void>((done) => setImmediate(done));
const cardConditions = new Set(CARD_CONDITIONS.map((c) => c.code));

/**
 * Writes a previewed plan inside the caller's transaction: checks every row again (the product still
 * exists and takes that condition; the listing is as the preview saw it, so units sold since are
 * never put back on sale), inserts the new listings, updates the changed ones (a store that is not
 * active gets them paused), then refreshes the catalogue's figures of every touched product and of
 * the store. Throws ConfirmRefused with the rows in error; nothing is written then.
 */
export async function applyImport(
  trx: DB,
  store: { id: number; status: string },
  planned: readonly PlannedRow[],
  onProgress: (processed: number) => void,
): Promise<ApplyResult> {
  const errors: RowError[] = [];
  const productIds = [...new Set(planned.map((r) => r.product_id))];
  const types = new Map<number, string>();
  for (let i = 0; i < productIds.length; i += 2000) {
    const rows = await trx
      .selectFrom('products')
      .select(['id', 'type'])
      .where('id', 'in', productIds.slice(i, i + 2000))
      .execute();
    for (const r of rows) types.set(r.id, r.type);
  }
  const listingIds = planned
    .flatMap((r) => (r.listing_id === null ? [] : [r.listing_id]))
    .sort((a, b) => a - b);
  for (let i = 0; i < listingIds.length; i += 5000)
    await lockInIdOrder(trx, 'store_listings', listingIds.slice(i, i + 5000));
  const existing = await existingListings(trx, store.id, productIds);

  const active = store.status === 'active';
  const inserts: PlannedRow[] = [];
  const updates: { id: number; quantity: number; price: number; status: ListingStatus }[] = [];
  let unchanged = 0;
  for (const row of planned) {
    const fail = (message: string) => errors.push({ line: row.line, column: null, message });
    const type = types.get(row.product_id);
    if (!type) {
      fail('O produto desta linha não existe mais no catálogo.');
      continue;
    }
    if ((type === 'card') !== cardConditions.has(row.condition)) {
      fail('O tipo do produto mudou e a condição não vale mais para ele.');
      continue;
    }
    const listing = existing.get(listingKey(row.product_id, row.condition, row.language, row.extras));
    if (row.listing_id === null) {
      if (listing) fail('Um anúncio igual a esta linha foi criado depois da pré-visualização.');
      else inserts.push(row);
      continue;
    }
    if (!listing || listing.id !== row.listing_id) {
      fail('O anúncio desta linha foi removido depois da pré-visualização.');
      continue;
    }
    if (listing.quantity !== row.seen_quantity) {
      fail(
        `A quantidade à venda mudou depois da pré-visualização (era ${row.seen_quantity}, agora ${listing.quantity}): houve uma venda ou uma edição.`,
      );
      continue;
    }
    const status: ListingStatus =
      !active && listing.status === 'available' ? 'paused' : (listing.status as ListingStatus);
    if (listing.quantity === row.quantity && listing.price === row.price && listing.status === status)
      unchanged++;
    else updates.push({ id: listing.id, quantity: row.quantity, price: row.price, status });
  }
  if (errors.length) throw new ConfirmRefused(errors);

  const overLimit = await listingRoomProblem(trx, store.id, inserts.length);
  if (overLimit)
    throw new ConfirmRefused([{ line: inserts[0]?.line ?? 0, column: null, message: overLimit }]);

  let processed = unchanged;
  onProgress(processed);
  const createdListingIds: number[] = [];
  const now = new Date().toISOString();
  const newStatus: ListingStatus = active ? 'available' : 'paused';
  for (let i = 0; i < inserts.length; i += CHUNK) {
    const chunk = inserts.slice(i, i + CHUNK);
    const written = await trx
      .insertInto('store_listings')
      .values(
        chunk.map((r) => ({
          store_id: store.id,
          product_id: r.product_id,
          condition: r.condition,
          language: r.language,
          extras: r.extras,
          quantity: r.quantity,
          price: r.price,
          status: newStatus,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['store_id', 'product_id', 'condition', 'language', 'extras']).doNothing(),
      )
      .returning(['id', 'product_id', 'condition', 'language', 'extras'])
      .execute();
    createdListingIds.push(...written.map((w) => Number(w.id)));
    if (written.length < chunk.length) {
      // Another save created some of these keys after the check above (PostgreSQL): refuse them all.
      const done = new Set(
        written.map((w) => listingKey(w.product_id, w.condition, w.language, Number(w.extras))),
      );
      const raced = chunk.filter(
        (r) => !done.has(listingKey(r.product_id, r.condition, r.language, r.extras)),
      );
      throw new ConfirmRefused(
        raced.map((r) => ({
          line: r.line,
          column: null,
          message: 'Um anúncio igual a esta linha foi criado depois da pré-visualização.',
        })),
      );
    }
    processed += chunk.length;
    onProgress(processed);
    await yieldToHost();
  }
  for (let i = 0; i < updates.length; i += CHUNK) {
    const chunk = updates.slice(i, i + CHUNK);
    const caseOf = <T>(pick: (u: (typeof chunk)[number]) => T, cast: boolean) =>
      sql<T>`CASE id ${sql.join(
        chunk.map((u) =>
          cast ? sql`WHEN ${u.id} THEN CAST(${pick(u)} AS INTEGER)` : sql`WHEN ${u.id} THEN ${pick(u)}`,
        ),
        sql` `,
      )} END`;
    await trx
      .updateTable('store_listings')
      .set({
        quantity: caseOf((u) => u.quantity, true),
        price: caseOf((u) => u.price, true),
        status: caseOf((u) => u.status, false),
        updated_at: now,
      })
      .where(
        'id',
        'in',
        chunk.map((u) => u.id),
      )
      .execute();
    processed += chunk.length;
    onProgress(processed);
    await yieldToHost();
  }

  const touched = new Set(inserts.map((r) => r.product_id));
  const byId = new Map(planned.map((r) => [r.listing_id, r.product_id]));
  for (const u of updates) touched.add(byId.get(u.id) as number);
  await refreshImportFigures(trx, { productIds: touched, storeIds: [store.id] });
  return {
    created: inserts.length,
    updated: updates.length,
    unchanged,
    changedListingIds: updates.map((u) => u.id),
    createdListingIds,
  };
}
