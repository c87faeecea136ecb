import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { escapeHtml, type Mailer } from '../../drivers/mail/index.ts';
import { formatBRL } from '../../drivers/shared/money.ts';
import type { Broadcast } from '../broadcasts.ts';
import { userChannel } from '../orders/status.ts';
import type { WantLineRow } from './lists.ts';
import { OFFER_COLUMNS, type OfferRow, offerFits } from './offers.ts';

/**
 * What want lists hear when listings change (docs/optimizer.md, "Live"), run after the change
 * committed, from the place every listing change already tells open carts (cart/listing-changes.ts):
 *
 * - `wants.offer-changed` on the buyer's channel when an offer of their last optimized cart sold out,
 *   was paused or changed price, so the page offers to optimize again;
 * - `wants.price-alert` when an offer at or below a line's maximum price appears (a new listing, a
 *   price drop, a restock) on a list with alerts on, and at most one e-mail a day per buyer.
 *
 * Lines are found by the changed listings' products and card names (indexes `want_lines_product_idx`,
 * `want_lines_name_idx`), so the work follows the changes, not the number of lines watching.
 */

const mailers = new WeakMap<DB, Mailer>();

/** The mailer alert e-mails go through for this database (set by the host when it starts). */
export function setAlertMailer(db: DB, mailer: Mailer): void {
  mailers.set(db, mailer);
}

interface ChangedListing extends OfferRow {
  status: string;
  store_status: string;
  owner_user_id: number | null;
  product_name: string;
  store_name: string;
}

/** IN lists are split so a whole stock import (thousands of listings) stays within the drivers' limits. */
const CHUNK = 500;
function chunked<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function loadListings(db: DB, ids: readonly number[]): Promise<ChangedListing[]> {
  const out: ChangedListing[] = [];
  for (const part of chunked([...new Set(ids)])) out.push(...(await loadListingsPart(db, part)));
  return out;
}

async function loadListingsPart(db: DB, ids: readonly number[]): Promise<ChangedListing[]> {
  return db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .select([
      ...OFFER_COLUMNS,
      'p.name as product_name',
      'l.status',
      's.status as store_status',
      's.owner_user_id',
      's.name as store_name',
    ])
    .where('l.id', 'in', [...ids])
    .execute();
}

const brl = (cents: number) => formatBRL(cents);

/** Optimized carts holding a changed listing hear what changed for them. */
async function optimizedChanges(
  db: DB,
  broadcast: Broadcast,
  ids: readonly number[],
  listings: ReadonlyMap<number, ChangedListing>,
): Promise<number> {
  const held = [];
  for (const part of chunked(ids)) {
    held.push(
      ...(await db.selectFrom('want_optimized_offers').selectAll().where('listing_id', 'in', part).execute()),
    );
  }
  let sent = 0;
  for (const row of held) {
    const now = listings.get(row.listing_id);
    const name = now?.product_name ?? 'Uma carta';
    let change: 'sold_out' | 'unavailable' | 'quantity_reduced' | 'price_changed' | null = null;
    let message = '';
    if (now?.status !== 'available' || now.store_status !== 'active') {
      change = 'unavailable';
      message = `${name} não está mais disponível na loja escolhida.`;
    } else if (now.quantity <= 0) {
      change = 'sold_out';
      message = `${name} esgotou na loja escolhida.`;
    } else if (now.quantity < row.quantity) {
      change = 'quantity_reduced';
      message = `A loja escolhida tem apenas ${now.quantity} de ${row.quantity} unidades de ${name}.`;
    } else if (now.price !== row.price) {
      change = 'price_changed';
      message = `O preço de ${name} mudou de ${brl(row.price)} para ${brl(now.price)}.`;
    }
    if (!change) continue;
    broadcast([userChannel(row.user_id)], 'wants.offer-changed', {
      list_id: row.list_id,
      listing_id: row.listing_id,
      change,
      message: `${message} Otimize de novo para ver o melhor carrinho.`,
    });
    sent++;
  }
  return sent;
}

type WatchingLine = WantLineRow & { list_name: string };

async function watchingLines(db: DB, offers: readonly ChangedListing[]): Promise<WatchingLine[]> {
  const productIds = [...new Set(offers.map((o) => o.product_id))];
  const names = [...new Set(offers.map((o) => o.name_norm))];
  const base = () =>
    db
      .selectFrom('want_lines as w')
      .innerJoin('want_lists as list', 'list.id', 'w.list_id')
      .selectAll('w')
      .select('list.name as list_name')
      .where('list.alerts', '=', 1)
      .where('w.status', '=', 'matched')
      .where('w.max_price', 'is not', null);
  const lines: WatchingLine[] = [];
  for (const part of chunked(productIds))
    lines.push(...(await base().where('w.product_id', 'in', part).execute()));
  for (const part of chunked(names)) {
    lines.push(
      ...(await base().where('w.name_norm', 'in', part).where('w.product_id', 'is', null).execute()),
    );
  }
  return lines;
}

interface Alert {
  line: WatchingLine;
  offer: ChangedListing;
}

/** The day in Brasília, for "one e-mail a day". */
const brazilDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);

async function mailOncePerDay(db: DB, userId: number, alerts: readonly Alert[]): Promise<void> {
  const mailer = mailers.get(db);
  if (!mailer) return;
  const day = brazilDay(new Date());
  const now = nowIso();
  const claimed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('want_alert_mails')
      .select('day')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row?.day === day) return false;
    if (row)
      await trx
        .updateTable('want_alert_mails')
        .set({ day, sent_at: now })
        .where('user_id', '=', userId)
        .execute();
    else await trx.insertInto('want_alert_mails').values({ user_id: userId, day, sent_at: now }).execute();
    return true;
  });
  if (!claimed) return;
  const user = await db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  const items = alerts.map(
    (a) =>
      `${a.offer.product_name} por ${brl(a.offer.price)} em ${a.offer.store_name} (seu limite: ${brl(a.line.max_price ?? 0)}, lista "${a.line.list_name}")`,
  );
  await mailer
    .send({
      to: user.email,
      subject: 'Alerta de preço: uma carta da sua lista está no seu preço',
      text: `Olá, ${user.name}!\n\n${items.join('\n')}\n\nVocê recebe no máximo um e-mail de alertas por dia.`,
      html: `<p>Olá, ${escapeHtml(user.name)}!</p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p>Você recebe no máximo um e-mail de alertas por dia.</p>`,
    })
    .catch((error) => console.error('Falha ao enviar o alerta de preço', error));
}

/** Price alerts for the offers now at or below a watching line's maximum. */
async function priceAlerts(
  db: DB,
  broadcast: Broadcast,
  listings: readonly ChangedListing[],
): Promise<number> {
  const onSale = listings.filter(
    (l) => l.status === 'available' && l.store_status === 'active' && l.quantity > 0,
  );
  // An alerted offer that sold out or left the shelf no longer counts: its restock alerts again.
  const selling = new Set(onSale);
  const gone = listings.filter((l) => !selling.has(l)).map((l) => l.listing_id);
  for (const part of chunked(gone)) {
    await db
      .updateTable('want_lines')
      .set({ alert_listing_id: null, alert_price: null })
      .where('alert_listing_id', 'in', part)
      .execute();
  }
  if (onSale.length === 0) return 0;
  const lines = await watchingLines(db, onSale);
  const alerts: Alert[] = [];
  // The offers a line may take, cheapest first, by product and by card name (an import brings thousands).
  const byProduct = new Map<number, ChangedListing[]>();
  const byName = new Map<string, ChangedListing[]>();
  for (const offer of [...onSale].sort((a, b) => a.price - b.price)) {
    byProduct.set(offer.product_id, [...(byProduct.get(offer.product_id) ?? []), offer]);
    byName.set(offer.name_norm, [...(byName.get(offer.name_norm) ?? []), offer]);
  }
  for (const line of lines) {
    const candidates =
      (line.product_id !== null ? byProduct.get(line.product_id) : byName.get(line.name_norm ?? '')) ?? [];
    for (const offer of candidates) {
      if (offer.owner_user_id === line.user_id || !offerFits(line, offer)) continue;
      // Told already of an offer at this price or lower (until that offer leaves the shelf).
      if (line.alert_price !== null && offer.price >= line.alert_price) continue;
      alerts.push({ line, offer });
      break;
    }
  }
  for (const { line, offer } of alerts) {
    await db
      .updateTable('want_lines')
      .set({ alert_listing_id: offer.listing_id, alert_price: offer.price })
      .where('id', '=', line.id)
      .execute();
    broadcast([userChannel(line.user_id)], 'wants.price-alert', {
      list_id: line.list_id,
      line_id: line.id,
      listing_id: offer.listing_id,
      product_id: offer.product_id,
      store_id: offer.store_id,
      price: offer.price / 100,
      max_price: (line.max_price ?? 0) / 100,
      message: `${offer.product_name} por ${brl(offer.price)} em ${offer.store_name}: dentro do seu limite de ${brl(line.max_price ?? 0)}.`,
    });
  }
  const byUser = new Map<number, Alert[]>();
  for (const a of alerts) byUser.set(a.line.user_id, [...(byUser.get(a.line.user_id) ?? []), a]);
  for (const [userId, mine] of byUser) await mailOncePerDay(db, userId, mine);
  return alerts.length;
}

/** Call after listings changed (committed): optimized carts and price alerts hear of it. */
export async function notifyWantLists(db: DB, broadcast: Broadcast, listingIds: readonly number[]) {
  if (listingIds.length === 0) return { changed: 0, alerts: 0 };
  const listings = await loadListings(db, listingIds);
  const byId = new Map(listings.map((l) => [l.listing_id, l]));
  const changed = await optimizedChanges(db, broadcast, listingIds, byId);
  const alerts = await priceAlerts(db, broadcast, listings);
  return { changed, alerts };
}
