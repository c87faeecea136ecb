import type { AdItem, AdStatus } from '../../../resources/js/types/pages/classifieds.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { lockInIdOrder } from '../../db/locks.ts';
import type { ProductType } from '../../db/schema.ts';
import { type Broadcast, transactionWithBroadcasts } from '../broadcasts.ts';
import { BUSINESS_ID } from '../catalogue/references.ts';
import { refreshStoreOffers } from '../catalogue/stores.ts';
import { configNumber } from '../config.ts';
import { forbidden, invalidField, notFound } from '../errors.ts';
import { createNotice } from '../notices/notices.ts';
import { storeChannel } from '../orders/status.ts';
import { findAd } from './queries.ts';
import {
  AD_STATUS_LABELS,
  checkPlace,
  DEFAULT_MAX_ACTIVE,
  DEFAULT_MAX_PER_STORE,
  refByCode,
} from './references.ts';

/** Who asks: the store's owner (or an admin acting as the store), and whether they are an admin. */
export interface Actor {
  userId: number;
  isAdmin: boolean;
}

/** What create-ads and update-ads take (price in centavos). */
export interface AdInput {
  title: string;
  description: string;
  category: string;
  condition: string;
  priceCents: number;
  quantity: number;
  uf: string;
  city: string;
}

/** The hidden catalogue product behind an ad's listing: out of every catalogue list and search. */
export const CLASSIFIED_PRODUCT_TYPE = 'classified' as unknown as ProductType;

const refuse = (message: string) => invalidField('status', message);

/**
 * The listing's state follows the ad's: on sale only while available and outside the trash. Otherwise
 * it is `blocked`, which the store's stock calls cannot resume (product-store-pause refuses a blocked
 * listing), so nothing but change-status puts an ad on sale.
 */
export const listingStatus = (status: AdStatus, trashed: boolean) =>
  status === 'available' && !trashed ? 'available' : 'blocked';

/** The ad row, read again after the locks (its state decides what may happen). */
async function adRow(trx: DB, id: number) {
  const row = await trx.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Anúncio não encontrado.');
  return row;
}

/** Locks in the order of docs/ledger.md (listing, then store) before an ad of the store changes. */
export async function lockAd(trx: DB, adId: number) {
  const before = await adRow(trx, adId);
  if (before.listing_id !== null) await lockInIdOrder(trx, 'store_listings', [before.listing_id]);
  await lockInIdOrder(trx, 'stores', [before.store_id]);
  return adRow(trx, adId);
}

async function countAds(trx: DB, storeId: number, status?: AdStatus): Promise<number> {
  let query = trx
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('trashed_at', 'is', null);
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** max_classified_per_store: ads outside the trash, counted with the store row locked. */
async function checkPerStore(trx: DB, storeId: number) {
  const max = await configNumber(trx, 'max_classified_per_store', DEFAULT_MAX_PER_STORE);
  if ((await countAds(trx, storeId)) >= max)
    throw invalidField(
      'store_id',
      `Limite atingido: uma loja pode ter no máximo ${max} anúncios classificados.`,
    );
}

/** max_classified_active: available ads, counted with the store row locked. */
async function checkActive(trx: DB, storeId: number) {
  const max = await configNumber(trx, 'max_classified_active', DEFAULT_MAX_ACTIVE);
  if ((await countAds(trx, storeId, 'available')) >= max)
    throw refuse(`Limite atingido: uma loja pode ter no máximo ${max} anúncios classificados disponíveis.`);
}

async function syncListing(
  trx: DB,
  ad: { listing_id: number | null; store_id: number },
  status: AdStatus,
  trashed: boolean,
  extra: { price?: number; quantity?: number; condition?: string } = {},
) {
  if (ad.listing_id === null) return;
  await trx
    .updateTable('store_listings')
    .set({ status: listingStatus(status, trashed), ...extra, updated_at: nowIso() })
    .where('id', '=', ad.listing_id)
    .execute();
  // The store's offer count includes ads on sale; a checkout that empties a listing lowers it by one.
  await refreshStoreOffers(trx, [ad.store_id]);
}

async function checked(trx: DB, input: AdInput) {
  const place = checkPlace(input.uf, input.city);
  const category = await refByCode(trx, 'ad_categories', input.category, 'category');
  const condition = await refByCode(trx, 'ad_conditions', input.condition, 'condition');
  return { place, category, condition };
}

/** create-ads: a new ad waits for moderation (`analysis`); its listing and hidden product come with it. */
export async function createAd(db: DB, storeId: number, input: AdInput): Promise<AdItem> {
  const id = await db.transaction().execute(async (trx) => {
    await lockInIdOrder(trx, 'stores', [storeId]);
    const { place, category, condition } = await checked(trx, input);
    await checkPerStore(trx, storeId);
    const now = nowIso();
    const product = await trx
      .insertInto('products')
      .values({
        business_id: BUSINESS_ID,
        type: CLASSIFIED_PRODUCT_TYPE,
        category_id: null,
        collection_id: null,
        brand_id: null,
        rarity_id: null,
        element_id: null,
        origin_id: null,
        name: input.title,
        name_en: null,
        // Empty search columns: the product never matches a catalogue search or name lookup.
        name_norm: '',
        search_text: '',
        number: null,
        code_pro: null,
        rdc: null,
        description: null,
        can_send_bra_center: 0,
        released_at: null,
        min_price: null,
        avg_price: null,
        max_price: null,
        price_7d_ago: null,
        price_change_bp: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listing = await trx
      .insertInto('store_listings')
      .values({
        store_id: storeId,
        product_id: product.id,
        condition: condition.code,
        language: 'BR',
        extras: 0,
        quantity: input.quantity,
        price: input.priceCents,
        status: 'blocked',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ad = await trx
      .insertInto('ads')
      .values({
        business_id: BUSINESS_ID,
        store_id: storeId,
        listing_id: listing.id,
        product_id: product.id,
        category_id: category.id,
        condition_id: condition.id,
        title: input.title,
        description: input.description,
        uf: place.uf,
        city: place.city,
        status: 'analysis',
        reproved_reason: null,
        trashed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ad.id;
  });
  return (await findAd(db, id)) as AdItem;
}

/** update-ads: any ad outside the trash; the edit goes back to moderation (`analysis`). */
export async function updateAd(db: DB, adId: number, input: AdInput): Promise<AdItem> {
  await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at !== null) throw refuse('Restaure o anúncio da lixeira antes de editá-lo.');
    const { place, category, condition } = await checked(trx, input);
    await trx
      .updateTable('ads')
      .set({
        title: input.title,
        description: input.description,
        category_id: category.id,
        condition_id: condition.id,
        uf: place.uf,
        city: place.city,
        status: 'analysis',
        reproved_reason: null,
        updated_at: nowIso(),
      })
      .where('id', '=', adId)
      .execute();
    await syncListing(trx, ad, 'analysis', false, {
      price: input.priceCents,
      quantity: input.quantity,
      condition: condition.code,
    });
    if (ad.product_id !== null)
      await trx
        .updateTable('products')
        .set({ name: input.title, updated_at: nowIso() })
        .where('id', '=', ad.product_id)
        .execute();
  });
  return (await findAd(db, adId)) as AdItem;
}

/** The states change-status moves between (docs/classifieds.md); admin-only moves are marked. */
const TRANSITIONS: Record<AdStatus, Partial<Record<AdStatus, 'store' | 'admin'>>> = {
  analysis: { available: 'admin', reproved: 'admin' },
  available: { paused: 'store' },
  paused: { available: 'store' },
  reproved: {},
};

/** The store of an ad (for the access check); 404 when unknown. */
export async function adStoreId(db: DB, adId: number): Promise<number> {
  const row = await db.selectFrom('ads').select('store_id').where('id', '=', adId).executeTakeFirst();
  if (!row) throw notFound('Anúncio não encontrado.');
  return row.store_id;
}

async function tellStore(
  trx: DB,
  broadcast: Broadcast,
  storeId: number,
  ad: { id: number; title: string },
  status: AdStatus,
  reason: string | null,
) {
  broadcast([storeChannel(storeId)], `ad.${status}`, { id: ad.id, status, reason });
  const store = await trx
    .selectFrom('stores')
    .select('owner_user_id')
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store?.owner_user_id) return;
  await createNotice(trx, broadcast, {
    userId: store.owner_user_id,
    title: status === 'available' ? 'Anúncio aprovado' : 'Anúncio reprovado',
    body:
      status === 'available'
        ? `Seu anúncio "${ad.title}" foi aprovado e já está disponível.`
        : `Seu anúncio "${ad.title}" foi reprovado. Motivo: ${reason ?? ''}`,
  });
}

/** change-status: one move of TRANSITIONS; approving and resuming respect max_classified_active. */
export async function changeAdStatus(
  db: DB,
  broadcast: Broadcast,
  actor: Actor,
  adId: number,
  to: AdStatus,
  reason: string | null,
): Promise<AdItem> {
  await transactionWithBroadcasts(db, broadcast, async (trx, queue) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at !== null) throw refuse('O anúncio está na lixeira.');
    const who = TRANSITIONS[ad.status][to];
    if (!who)
      throw refuse(
        `Mudança não permitida: de "${AD_STATUS_LABELS[ad.status]}" para "${AD_STATUS_LABELS[to]}".`,
      );
    if (who === 'admin' && !actor.isAdmin) throw forbidden('Só um administrador modera anúncios.');
    if (to === 'reproved' && !reason) throw invalidField('reason', 'Informe o motivo da reprovação.');
    if (to === 'available') await checkActive(trx, ad.store_id);
    await trx
      .updateTable('ads')
      .set({ status: to, reproved_reason: to === 'reproved' ? reason : null, updated_at: nowIso() })
      .where('id', '=', adId)
      .execute();
    await syncListing(trx, ad, to, false);
    if (who === 'admin') await tellStore(trx, queue, ad.store_id, ad, to, reason);
  });
  return (await findAd(db, adId)) as AdItem;
}

/** block-ads (admin): takes an ad outside the trash down, as reproved with the reason. */
export async function blockAd(db: DB, broadcast: Broadcast, adId: number, reason: string): Promise<AdItem> {
  await transactionWithBroadcasts(db, broadcast, async (trx, queue) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at !== null) throw refuse('O anúncio está na lixeira.');
    if (ad.status === 'reproved') throw refuse('O anúncio já está reprovado.');
    await trx
      .updateTable('ads')
      .set({ status: 'reproved', reproved_reason: reason, updated_at: nowIso() })
      .where('id', '=', adId)
      .execute();
    await syncListing(trx, ad, 'reproved', false);
    await tellStore(trx, queue, ad.store_id, ad, 'reproved', reason);
  });
  return (await findAd(db, adId)) as AdItem;
}

/** delete-ads: to the trash (taken off sale; it keeps its state). */
export async function trashAd(db: DB, adId: number): Promise<AdItem> {
  await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at !== null) throw refuse('O anúncio já está na lixeira.');
    const now = nowIso();
    await trx.updateTable('ads').set({ trashed_at: now, updated_at: now }).where('id', '=', adId).execute();
    await syncListing(trx, ad, ad.status, true);
  });
  return (await findAd(db, adId)) as AdItem;
}

/**
 * restore-ads: out of the trash, counted again against max_classified_per_store. An ad that had been
 * approved comes back paused; one that had not (analysis, reproved) goes back to moderation.
 */
export async function restoreAd(db: DB, adId: number): Promise<AdItem> {
  await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at === null) throw refuse('O anúncio não está na lixeira.');
    await checkPerStore(trx, ad.store_id);
    const status: AdStatus = ad.status === 'available' || ad.status === 'paused' ? 'paused' : 'analysis';
    await trx
      .updateTable('ads')
      .set({ trashed_at: null, status, reproved_reason: null, updated_at: nowIso() })
      .where('id', '=', adId)
      .execute();
    await syncListing(trx, ad, status, false);
  });
  return (await findAd(db, adId)) as AdItem;
}

/**
 * destroy-ads: only from the trash. The ad, its photos and its listing go (orders keep their copies);
 * the hidden product goes too unless an order item still names it.
 */
export async function destroyAd(db: DB, adId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at === null) throw refuse('Só um anúncio na lixeira pode ser excluído de vez.');
    await trx.deleteFrom('ads').where('id', '=', adId).execute();
    if (ad.listing_id !== null) {
      await trx.deleteFrom('cart_items').where('listing_id', '=', ad.listing_id).execute();
      await trx.deleteFrom('store_listings').where('id', '=', ad.listing_id).execute();
    }
    if (ad.product_id !== null) {
      const sold = await trx
        .selectFrom('order_items')
        .select('id')
        .where('product_id', '=', ad.product_id)
        .limit(1)
        .executeTakeFirst();
      if (!sold) {
        await trx
          .deleteFrom('product_offer_facets' as never)
          .where('product_id' as never, '=', ad.product_id as never)
          .execute();
        await trx.deleteFrom('products').where('id', '=', ad.product_id).execute();
      }
    }
  });
}

/** add-ad-to-cart: the listing behind an ad a buyer may buy; 422 on `ad_id` otherwise. */
export async function listingOfAd(db: DB, adId: number): Promise<number> {
  const ad = await db
    .selectFrom('ads')
    .select(['listing_id', 'status', 'trashed_at'])
    .where('id', '=', adId)
    .executeTakeFirst();
  if (!ad || ad.listing_id === null) throw invalidField('ad_id', 'Anúncio não encontrado.');
  if (ad.status !== 'available' || ad.trashed_at !== null)
    throw invalidField('ad_id', 'Este anúncio não está disponível.');
  return ad.listing_id;
}
