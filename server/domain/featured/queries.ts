import type { FeaturedAd, FeaturedTab } from '../../../resources/js/types/pages/featured.ts';
import type { DB } from '../../db/index.ts';
import type { FeaturedAdsTable } from '../../db/schema-featured.ts';
import { pixQrCodeDataUrl } from '../../drivers/pix/index.ts';
import { toReais } from '../cart/money.ts';

export type FeaturedRow = Omit<FeaturedAdsTable, 'id' | 'sort_order'> & { id: number; sort_order: number };

export function featuredRow(db: DB, id: number): Promise<FeaturedRow | undefined> {
  return db.selectFrom('featured_ads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ad as its store sees it; with `qr`, the PIX's QR code image drawn from its code. */
export async function presentAds(db: DB, rows: readonly FeaturedRow[], qr = false): Promise<FeaturedAd[]> {
  if (rows.length === 0) return [];
  const positions = await db
    .selectFrom('featured_positions')
    .select(['id', 'name', 'placement', 'slot'])
    .where('id', 'in', [...new Set(rows.map((r) => r.position_id))])
    .execute();
  const byId = new Map(positions.map((p) => [p.id, p]));
  return Promise.all(
    rows.map(async (row) => {
      const position = byId.get(row.position_id) ?? {
        id: row.position_id,
        name: '',
        placement: 'home' as const,
        slot: 0,
      };
      const showPix = qr && row.status === 'pending' && row.method === 'pix' && row.pix_payload;
      return {
        id: row.id,
        store_id: row.store_id,
        position,
        target_type: row.target_type,
        listing_id: row.listing_id,
        title: row.title,
        image_url: row.image_url,
        starts_on: row.starts_on,
        ends_on: row.ends_on,
        days: row.days,
        amount: toReais(row.amount_cents),
        status: row.status,
        sort_order: row.sort_order,
        paid_at: row.paid_at,
        hold_until: row.hold_until,
        payment: row.method
          ? {
              method: row.method,
              charge_id: row.charge_id,
              pix_payload: row.method === 'pix' ? row.pix_payload : null,
              qr_code: showPix ? await pixQrCodeDataUrl(row.pix_payload as string) : null,
              pix_expires_at: row.pix_expires_at,
              card_ref: row.card_ref,
            }
          : null,
      } satisfies FeaturedAd;
    }),
  );
}

export async function presentAd(db: DB, row: FeaturedRow, qr = false): Promise<FeaturedAd> {
  return (await presentAds(db, [row], qr))[0] as FeaturedAd;
}

/** The store's ads of a tab: `pending`, `active` (in the store's order) or `other` (expired, canceled). */
export async function storeFeatured(db: DB, storeId: number, tab: FeaturedTab, limit = 100) {
  let query = db.selectFrom('featured_ads').selectAll().where('store_id', '=', storeId);
  query =
    tab === 'other'
      ? query.where('status', 'in', ['expired', 'canceled']).orderBy('updated_at', 'desc')
      : query.where('status', '=', tab);
  if (tab === 'active') query = query.orderBy('sort_order').orderBy('starts_on');
  if (tab === 'pending') query = query.orderBy('created_at', 'desc');
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return presentAds(db, rows);
}
