import { SqliteAdapter } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { ListingStatus, StoreStatus } from '../../db/schema.ts';
import { type Broadcast, transactionWithBroadcasts } from '../broadcasts.ts';
import { cartHolders } from '../cart/cart.ts';
import { listingChangeFor, notifyListingChanged, userChannel } from '../cart/listing-changes.ts';
import { CARD_CONDITIONS, extrasMask, OTHER_CONDITIONS } from '../catalogue/references.ts';
import { CLASSIFIED_PRODUCT_TYPE } from '../classifieds/write.ts';
import { ConflictError, invalidField, notFound } from '../errors.ts';
import { createNotice } from '../notices/notices.ts';
import { refreshOfferFigures } from '../orders/product-offers.ts';
import { assertListingRoom } from '../plans/catalog.ts';
import { notifyWantLists } from '../wants/alerts.ts';
import { reservedUnits } from './list.ts';

/**
 * Every change a store makes to its listings (docs/stock.md): save (create or update by the listing's
 * key), pause/resume, delete, and an admin's block. Each runs in one transaction that also refreshes
 * the catalogue's offer figures; open carts holding a changed listing hear of it after the commit.
 */

export const STORE_PENDING_MESSAGE =
  'Sua loja aguarda ativação: os produtos ficam pausados até a loja ser ativada.';
export const STORE_BLOCKED_MESSAGE = 'Sua loja está bloqueada: os produtos ficam pausados.';
export const LISTING_BLOCKED_MESSAGE =
  'Este anúncio foi bloqueado pela administração e só pode ser liberado por ela.';
export const LISTING_NOT_FOUND = 'Anúncio não encontrado.';

export interface StockStore {
  id: number;
  status: StoreStatus;
}

export interface SaveListingInput {
  id?: number | null;
  productId: number;
  condition: string;
  language: string;
  extras: string[];
  quantity: number;
  /** Centavos. */
  price: number;
  /** The quantity the seller saw: the update only applies while it is still the listing's. */
  expectedQuantity?: number | null;
  status?: 'available' | 'paused' | null;
}

/** The listing's quantity moved since the seller read it (a checkout took units): nothing was written. */
export class QuantityConflictError extends ConflictError {
  constructor(current: { id: number; quantity: number; reserved: number }) {
    const unit = current.quantity === 1 ? 'unidade' : 'unidades';
    super(
      `A quantidade deste anúncio mudou enquanto você editava: agora há ${current.quantity} ${unit} à venda e ${current.reserved} em pedidos. Confira e salve de novo.`,
      { error: true, result: current },
    );
  }
}

/** Why a store that is not active cannot put listings on sale (null when it is active). */
export function inactiveStoreMessage(status: StoreStatus): string | null {
  if (status === 'pending') return STORE_PENDING_MESSAGE;
  if (status === 'blocked') return STORE_BLOCKED_MESSAGE;
  return null;
}

/**
 * On SQLite, makes the transaction a writer before it reads: a transaction that reads first and writes
 * later fails at once (SQLITE_BUSY, the busy timeout does not apply) when another process wrote in
 * between. An UPDATE that matches no row takes the write lock, waiting for it like any write.
 * PostgreSQL locks rows as it updates them: nothing to do there.
 */
async function writerFirst(trx: DB): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) return;
  await trx.updateTable('store_listings').set({ id: 0 }).where('id', '=', -1).execute();
}

/** The listing by id, only if it belongs to the store; 404 otherwise. */
export async function listingOfStore(db: DB, storeId: number, id: number) {
  const row = await db
    .selectFrom('store_listings')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return row;
}

/** The listing's store by listing id (for calls that name only the listing); 404 when unknown. */
export async function storeOfListing(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('store_listings')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return row.store_id;
}

/** The listing behind a classified ad changes only through the ad (docs/classifieds.md). */
const CLASSIFIED_LISTING = 'Este item é um anúncio classificado: altere-o em Classificados.';

async function isClassifiedListing(db: DB, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('type').where('id', '=', productId).executeTakeFirst();
  return row?.type === CLASSIFIED_PRODUCT_TYPE;
}

async function checkProduct(db: DB, input: SaveListingInput) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'type'])
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (!product) throw invalidField('product_id', 'Produto não encontrado.');
  if (product.type === CLASSIFIED_PRODUCT_TYPE) throw invalidField('product_id', CLASSIFIED_LISTING);
  const allowed = product.type === 'card' ? CARD_CONDITIONS : OTHER_CONDITIONS;
  if (!allowed.some((c) => c.code === input.condition)) {
    throw invalidField(
      'condition',
      `Condição inválida para este produto. Use: ${allowed.map((c) => c.code).join(', ')}.`,
    );
  }
  return product;
}

/**
 * Creates the listing or updates the one with the same key (store, product, condition, language,
 * extras), or the one named by `id`. A store that is not active saves it paused and may not resume it;
 * a blocked listing keeps its status. The quantity update is conditional on `expectedQuantity` when
 * given (409, nothing written, when a checkout took units meanwhile).
 */
export async function saveListing(
  db: DB,
  broadcast: Broadcast,
  store: StockStore,
  input: SaveListingInput,
): Promise<{ id: number; created: boolean }> {
  await checkProduct(db, input);
  const inactive = inactiveStoreMessage(store.status);
  if (inactive && input.status === 'available') throw invalidField('status', inactive);
  const mask = extrasMask(input.extras);
  const now = nowIso();

  const result = await transactionWithBroadcasts(db, broadcast, async (trx) => {
    await writerFirst(trx);
    const byId = input.id ? await listingOfStore(trx, store.id, input.id) : null;
    if (byId && (await isClassifiedListing(trx, byId.product_id))) {
      throw invalidField('product_id', CLASSIFIED_LISTING);
    }
    const key = {
      store_id: store.id,
      product_id: input.productId,
      condition: input.condition,
      language: input.language,
      extras: mask,
    };
    const sameKey = await trx
      .selectFrom('store_listings')
      .selectAll()
      .where('store_id', '=', key.store_id)
      .where('product_id', '=', key.product_id)
      .where('condition', '=', key.condition)
      .where('language', '=', key.language)
      .where('extras', '=', key.extras)
      .executeTakeFirst();
    if (byId && sameKey && sameKey.id !== byId.id) {
      throw invalidField(
        'condition',
        'Você já tem este produto à venda com essa condição, idioma e extras: edite aquele anúncio.',
      );
    }
    let current = byId ?? sameKey ?? null;
    let created = false;
    if (!current) {
      await assertListingRoom(trx, store.id, 1);
      const inserted = await trx
        .insertInto('store_listings')
        .values({
          ...key,
          quantity: input.quantity,
          price: input.price,
          status: inactive ? 'paused' : (input.status ?? 'available'),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['store_id', 'product_id', 'condition', 'language', 'extras']).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        created = true;
        await refreshOfferFigures(trx, { productIds: [input.productId], storeIds: [store.id] });
        return { id: inserted.id, created, productIds: [input.productId] };
      }
      // Another save of the same key committed first: update that one.
      current = await trx
        .selectFrom('store_listings')
        .selectAll()
        .where('store_id', '=', key.store_id)
        .where('product_id', '=', key.product_id)
        .where('condition', '=', key.condition)
        .where('language', '=', key.language)
        .where('extras', '=', key.extras)
        .executeTakeFirstOrThrow();
    }
    if (current.status === 'blocked' && input.status) {
      throw invalidField('status', LISTING_BLOCKED_MESSAGE);
    }
    const status: ListingStatus =
      current.status === 'blocked' ? 'blocked' : inactive ? 'paused' : (input.status ?? current.status);
    let update = trx
      .updateTable('store_listings')
      .set({ ...key, quantity: input.quantity, price: input.price, status, updated_at: now })
      .where('id', '=', current.id);
    if (input.expectedQuantity !== undefined && input.expectedQuantity !== null) {
      update = update.where('quantity', '=', input.expectedQuantity);
    }
    const updated = await update.returning('id').executeTakeFirst();
    if (!updated) {
      const row = await trx
        .selectFrom('store_listings')
        .select('quantity')
        .where('id', '=', current.id)
        .executeTakeFirst();
      const reserved = (await reservedUnits(trx, [current.id])).get(current.id) ?? 0;
      throw new QuantityConflictError({ id: current.id, quantity: row?.quantity ?? 0, reserved });
    }
    const productIds = [current.product_id, input.productId];
    await refreshOfferFigures(trx, { productIds, storeIds: [store.id] });
    return { id: current.id, created, productIds };
  });
  if (!result.created) await notifyAfterCommit(db, broadcast, [result.id]);
  else await notifyWantLists(db, broadcast, [result.id]).catch(() => null);
  return { id: result.id, created: result.created };
}

/** Open carts holding the listings hear what changed for them (after the commit; never fails the call). */
async function notifyAfterCommit(db: DB, broadcast: Broadcast, ids: number[]): Promise<void> {
  await notifyListingChanged(db, broadcast, ids).catch(() => 0);
}

/**
 * Pauses or resumes a listing. A blocked listing cannot be resumed by the store, nor a listing of a
 * store that is not active. Asking for the status it already has changes nothing.
 */
export async function setListingPaused(
  db: DB,
  broadcast: Broadcast,
  store: StockStore,
  id: number,
  paused: boolean,
): Promise<void> {
  const target: ListingStatus = paused ? 'paused' : 'available';
  await transactionWithBroadcasts(db, broadcast, async (trx) => {
    await writerFirst(trx);
    const listing = await listingOfStore(trx, store.id, id);
    if (listing.status === 'blocked') throw invalidField('paused', LISTING_BLOCKED_MESSAGE);
    const inactive = inactiveStoreMessage(store.status);
    if (!paused && inactive) throw invalidField('paused', inactive);
    if (listing.status === target) return;
    await trx
      .updateTable('store_listings')
      .set({ status: target, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '<>', 'blocked')
      .execute();
    await refreshOfferFigures(trx, { productIds: [listing.product_id], storeIds: [store.id] });
  });
  await notifyAfterCommit(db, broadcast, [id]);
}

/**
 * Deletes a listing. Its cart lines go with it (cart_items cascade): their holders are told, after the
 * commit, that it is no longer available. Order lines keep their copy (order_items.listing_id becomes
 * null), so orders awaiting payment or paid are untouched; units of such an order that is later
 * canceled have no listing to return to.
 */
export async function deleteListing(
  db: DB,
  broadcast: Broadcast,
  storeId: number,
  id: number,
): Promise<void> {
  await transactionWithBroadcasts(db, broadcast, async (trx, later) => {
    await writerFirst(trx);
    const listing = await listingOfStore(trx, storeId, id);
    const holders = await cartHolders(trx, [id]);
    await trx.deleteFrom('store_listings').where('id', '=', id).execute();
    await refreshOfferFigures(trx, { productIds: [listing.product_id], storeIds: [storeId] });
    for (const holder of holders) {
      const payload = listingChangeFor({ ...holder, status: 'deleted' });
      if (payload) later([userChannel(holder.user_id)], 'cart.listing-changed', payload);
    }
  });
}

/**
 * An admin blocks a listing (it leaves the catalogue; the store sees it blocked and cannot bring it
 * back) or unblocks it (it comes back paused: the store decides when to sell it again). The store's
 * owner gets a notice with the reason.
 */
export async function setListingBlocked(
  db: DB,
  broadcast: Broadcast,
  input: { id: number; blocked: boolean; reason?: string | null },
): Promise<{ storeId: number; changed: boolean }> {
  const result = await transactionWithBroadcasts(db, broadcast, async (trx, later) => {
    await writerFirst(trx);
    const listing = await trx
      .selectFrom('store_listings as l')
      .innerJoin('stores as s', 's.id', 'l.store_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.id', 'l.status', 'l.store_id', 'l.product_id', 's.owner_user_id', 'p.name'])
      .where('l.id', '=', input.id)
      .executeTakeFirst();
    if (!listing) throw notFound(LISTING_NOT_FOUND);
    const target: ListingStatus = input.blocked ? 'blocked' : 'paused';
    if (input.blocked ? listing.status === 'blocked' : listing.status !== 'blocked') {
      return { storeId: listing.store_id, changed: false };
    }
    await trx
      .updateTable('store_listings')
      .set({ status: target, updated_at: nowIso() })
      .where('id', '=', input.id)
      .execute();
    await refreshOfferFigures(trx, { productIds: [listing.product_id], storeIds: [listing.store_id] });
    if (listing.owner_user_id) {
      const reason = input.reason?.trim();
      await createNotice(trx, later, {
        userId: listing.owner_user_id,
        title: input.blocked ? 'Anúncio bloqueado' : 'Anúncio liberado',
        body: input.blocked
          ? `O anúncio de ${listing.name} foi bloqueado pela administração${reason ? `: ${reason}` : '.'}`
          : `O anúncio de ${listing.name} foi liberado pela administração e está pausado: reative-o quando quiser.`,
      });
    }
    return { storeId: listing.store_id, changed: true };
  });
  if (result.changed) await notifyAfterCommit(db, broadcast, [input.id]);
  return result;
}
