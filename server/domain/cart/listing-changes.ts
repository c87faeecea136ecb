import type { DB } from '../../db/index.ts';
import type { Broadcast } from '../broadcasts.ts';
import { userChannel } from '../orders/status.ts';
import { notifyWantLists } from '../wants/alerts.ts';
import { cartHolders } from './cart.ts';

export type { Broadcast } from '../broadcasts.ts';
export { userChannel } from '../orders/status.ts';

/** What happened to a listing, as the holder's cart now sees it (the cart flags the same statuses). */
export type ListingChange = 'sold_out' | 'unavailable' | 'quantity_reduced' | 'price_changed';

export interface ListingChangedPayload {
  listing_id: number;
  change: ListingChange;
  title: string;
  /** Reais with two decimals: the unit price the buyer put in the cart (or last accepted). */
  old_price: string;
  /** Reais with two decimals: the listing's price now. */
  new_price: string;
  available_quantity: number;
  /** Portuguese, ready to show. */
  message: string;
}

const reais = (cents: number) => (cents / 100).toFixed(2);
const brl = (cents: number) => `R$ ${reais(cents).replace('.', ',')}`;

/** The change a holder's cart line shows now, or null when the line is still fine for them. */
export function listingChangeFor(row: {
  listing_id: number;
  product_name: string;
  status: string;
  available: number;
  price: number;
  price_added: number;
  cart_quantity: number;
}): ListingChangedPayload | null {
  const base = {
    listing_id: row.listing_id,
    title: row.product_name,
    old_price: reais(row.price_added),
    new_price: reais(row.price),
    available_quantity: Math.max(0, row.available),
  };
  const name = row.product_name;
  if (row.status !== 'available') {
    return { ...base, change: 'unavailable', message: `${name} não está mais disponível na loja.` };
  }
  if (row.available <= 0) {
    return { ...base, change: 'sold_out', message: `${name} esgotou.` };
  }
  if (row.price !== row.price_added) {
    return {
      ...base,
      change: 'price_changed',
      message: `O preço de ${name} mudou de ${brl(row.price_added)} para ${brl(row.price)}.`,
    };
  }
  if (row.available < row.cart_quantity) {
    const unit = row.available === 1 ? 'unidade' : 'unidades';
    return {
      ...base,
      change: 'quantity_reduced',
      message: `A loja tem apenas ${row.available} ${unit} de ${name}.`,
    };
  }
  return null;
}

/**
 * `cart.listing-changed`: tells every buyer whose cart holds one of the listings that it sold out,
 * was paused, changed price or has fewer units than they want, judged from each holder's own cart
 * line (the price they added it at, the quantity they want). Holders whose line is still fine hear
 * nothing. Call it after the change committed (the checkout's sell-outs; any listing edit). Want lists
 * hear of the same change (wants/alerts.ts: their optimized carts and price alerts).
 */
export async function notifyListingChanged(
  db: DB,
  broadcast: Broadcast,
  listingIds: readonly number[],
  exceptUserId?: number,
): Promise<number> {
  await notifyWantLists(db, broadcast, listingIds).catch((error) =>
    console.error('Falha ao avisar as listas de desejos', error),
  );
  return notifyCartHolders(db, broadcast, listingIds, exceptUserId);
}

/** The `cart.listing-changed` half of notifyListingChanged, for a caller that tells want lists itself. */
export async function notifyCartHolders(
  db: DB,
  broadcast: Broadcast,
  listingIds: readonly number[],
  exceptUserId?: number,
): Promise<number> {
  const rows = await cartHolders(db, listingIds, exceptUserId);
  let sent = 0;
  for (const row of rows) {
    const payload = listingChangeFor(row);
    if (!payload) continue;
    broadcast([userChannel(row.user_id)], 'cart.listing-changed', payload);
    sent++;
  }
  return sent;
}
