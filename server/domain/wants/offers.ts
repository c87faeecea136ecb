import type { DB } from '../../db/index.ts';
import type { Clock } from '../../drivers/shared/clock.ts';
import { systemClock } from '../../drivers/shared/clock.ts';
import { WEIGHT_BANDS_GRAMS, weekdayInBrazil } from '../../drivers/shipping/index.ts';
import { CARD_CONDITIONS } from '../catalogue/references.ts';
import { ITEM_GRAMS, PACKAGE_BASE_GRAMS, pickOption, quoteStore } from '../shipping/quotes.ts';
import { nextTurn } from '../turn.ts';
import type { WantLineRow } from './lists.ts';
import type { Instance, OptStore } from './model.ts';

/**
 * From a want list to the optimizer's instance: the offers each resolved line may take (the card or
 * the chosen printing, on sale, in stock, condition at least the line's minimum, one of its languages,
 * every extra it asks for, at most its maximum price, not from the buyer's own store), and each
 * store's PAC price by weight band to the buyer's CEP with today's free-shipping rule — both from the
 * same quote the cart uses (server/domain/shipping/quotes.ts).
 */

export interface OfferRow {
  listing_id: number;
  store_id: number;
  product_id: number;
  product_type: string;
  name_norm: string;
  condition: string;
  language: string;
  extras: number;
  quantity: number;
  price: number;
}

export interface StoreRow {
  id: number;
  name: string;
  slug: string;
  uf: string;
}

export interface LoadedInstance {
  instance: Instance;
  lines: WantLineRow[];
  offers: OfferRow[];
  stores: StoreRow[];
}

const CHUNK = 500;
const conditionRank = new Map(CARD_CONDITIONS.map((c, i) => [c.code, i]));

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** A product's fields the offers carry (its type decides its grams; its name, the any-edition lines). */
interface ProductFields {
  id: number;
  type: string;
  name_norm: string;
}

/** The products of the given ids, or every printing of the given card names (`name_norm`). */
async function productsWhere(
  db: DB,
  column: 'id' | 'name_norm',
  values: readonly (number | string)[],
): Promise<ProductFields[]> {
  const out: ProductFields[] = [];
  for (const part of chunks([...new Set(values)])) {
    out.push(
      ...(await db
        .selectFrom('products')
        .select(['id', 'type', 'name_norm'])
        .where(column, 'in', part as never)
        .execute()),
    );
  }
  return out;
}

export const OFFER_COLUMNS = [
  'l.id as listing_id',
  'l.store_id',
  'l.product_id',
  'p.type as product_type',
  'p.name_norm',
  'l.condition',
  'l.language',
  'l.extras',
  'l.quantity',
  'l.price',
] as const;

/**
 * The offers of the products, from active stores that are not the buyer's. The products' own fields
 * come from the caller's map and the stores are filtered here, not joined: on PostgreSQL ×10 the join
 * with the products made the planner hash all 200,000 of them for each query of 500 ids (0.6–1.1 s to
 * load a 60-line deck, against 0.1 s on SQLite); alone, the query reads the offers' index.
 */
async function listingsOf(
  db: DB,
  userId: number,
  products: ReadonlyMap<number, ProductFields>,
): Promise<OfferRow[]> {
  const open = new Set(
    (
      await db
        .selectFrom('stores')
        .select('id')
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '<>', userId)]))
        .execute()
    ).map((s) => s.id),
  );
  const out: OfferRow[] = [];
  for (const [n, part] of chunks([...products.keys()]).entries()) {
    // Other requests between the parts: on SQLite each is a synchronous read of ~4,000 offers (×10).
    if (n > 0) await nextTurn();
    const rows = await db
      .selectFrom('store_listings as l')
      .select([
        'l.id as listing_id',
        'l.store_id',
        'l.product_id',
        'l.condition',
        'l.language',
        'l.extras',
        'l.quantity',
        'l.price',
      ])
      .where('l.product_id', 'in', part)
      .where('l.status', '=', 'available')
      .where('l.quantity', '>', 0)
      .execute();
    for (const row of rows) {
      const product = products.get(row.product_id);
      if (product && open.has(row.store_id))
        out.push({ ...row, product_type: product.type, name_norm: product.name_norm });
    }
  }
  return out;
}

/** Whether the offer is what the line asks for. */
export function offerFits(line: WantLineRow, offer: OfferRow): boolean {
  if (line.product_id !== null ? offer.product_id !== line.product_id : offer.name_norm !== line.name_norm) {
    return false;
  }
  if (line.min_condition) {
    const wanted = conditionRank.get(line.min_condition);
    const rank = conditionRank.get(offer.condition);
    if (wanted !== undefined && rank !== undefined && rank > wanted) return false;
  }
  if (line.languages && !line.languages.split(',').includes(offer.language)) return false;
  if ((offer.extras & line.extras) !== line.extras) return false;
  if (line.max_price !== null && offer.price > line.max_price) return false;
  return true;
}

/** Adds `value` to the list under `key` (Map.groupBy, which Node 20 lacks, in one step). */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** PAC price to the CEP by weight band from a store in the UF (the quote depends on the UF only). */
function pacBands(uf: string, cep: string, clock: Clock): OptStore['bands'] {
  return WEIGHT_BANDS_GRAMS.flatMap((maxGrams) => {
    const quote = quoteStore({
      storeUf: uf,
      destinationCep: cep,
      weightGrams: maxGrams,
      subtotalCents: 0,
      freeShippingDays: [],
      clock,
    });
    const option = pickOption(quote.options, 'PAC');
    return option ? [{ maxGrams, price: option.priceCents }] : [];
  });
}

/** The store's shipping as the optimizer needs it: PAC by band to the CEP, today's free minimum. */
function storeShipping(
  bands: OptStore['bands'],
  freeDays: readonly { day_of_week: number; min_order: number }[],
  clock: Clock,
): OptStore {
  const today = weekdayInBrazil(clock.now());
  const rule = freeDays.find((d) => d.day_of_week === today);
  return { bands, baseGrams: PACKAGE_BASE_GRAMS, freeMin: rule ? rule.min_order : null };
}

/**
 * The instance for the lines: resolved lines with their offers. Within one store a line keeps only its
 * cheapest offers up to its quantity, unless the store has free shipping today (then a dearer offer
 * may be worth it to reach the minimum, and every offer is kept).
 */
export async function loadInstance(
  db: DB,
  userId: number,
  lines: readonly WantLineRow[],
  cep: string,
  clock: Clock = systemClock,
): Promise<LoadedInstance> {
  const resolved = lines.filter((l) => l.status === 'matched' && (l.product_id !== null || l.name_norm));
  const named = resolved.filter((l) => l.product_id === null).map((l) => l.name_norm ?? '');
  const chosen = resolved.flatMap((l) => (l.product_id !== null ? [l.product_id] : []));
  const products = new Map<number, ProductFields>();
  for (const p of [
    ...(chosen.length ? await productsWhere(db, 'id', chosen) : []),
    ...(named.length ? await productsWhere(db, 'name_norm', named) : []),
  ])
    products.set(p.id, p);
  const rows = products.size ? await listingsOf(db, userId, products) : [];
  const storeIds = [...new Set(rows.map((r) => r.store_id))];
  const [stores, freeDays] = storeIds.length
    ? await Promise.all([
        db.selectFrom('stores').select(['id', 'name', 'slug', 'uf']).where('id', 'in', storeIds).execute(),
        db
          .selectFrom('store_free_shipping_days')
          .select(['store_id', 'day_of_week', 'min_order'])
          .where('store_id', 'in', storeIds)
          .execute(),
      ])
    : [[], []];
  // And before the instance is built from the rows (~25 ms at ×10).
  await nextTurn();
  const storeIndex = new Map(stores.map((s, i) => [s.id, i]));
  // One quote per UF, not per store (×10 has 400 stores over 27 UFs).
  const bandsByUf = new Map<string, OptStore['bands']>();
  const freeByStore = new Map<number, { day_of_week: number; min_order: number }[]>();
  for (const d of freeDays) pushTo(freeByStore, d.store_id, d);
  const optStores = stores.map((s) => {
    let bands = bandsByUf.get(s.uf);
    if (!bands) {
      bands = pacBands(s.uf, cep, clock);
      bandsByUf.set(s.uf, bands);
    }
    return storeShipping(bands, freeByStore.get(s.id) ?? [], clock);
  });

  // Pairs kept per line: by store, cheapest first, pruned where shipping cannot reward a dearer copy.
  // Each line visits only the rows of its product or card name.
  const byProduct = new Map<number, OfferRow[]>();
  const byName = new Map<string, OfferRow[]>();
  for (const row of rows) {
    pushTo(byProduct, row.product_id, row);
    pushTo(byName, row.name_norm, row);
  }
  const keep = new Map<number, Set<number>>();
  resolved.forEach((line, l) => {
    const candidates =
      (line.product_id !== null ? byProduct.get(line.product_id) : byName.get(line.name_norm ?? '')) ?? [];
    const byStore = new Map<number, OfferRow[]>();
    for (const row of candidates) {
      if (!offerFits(line, row)) continue;
      pushTo(byStore, row.store_id, row);
    }
    for (const [storeId, offers] of byStore) {
      offers.sort((a, b) => a.price - b.price || a.listing_id - b.listing_id);
      const free = optStores[storeIndex.get(storeId) ?? 0].freeMin !== null;
      let covered = 0;
      for (const offer of offers) {
        if (!free && covered >= line.quantity) break;
        covered += offer.quantity;
        keep.set(offer.listing_id, (keep.get(offer.listing_id) ?? new Set()).add(l));
      }
    }
  });
  const offers = rows.filter((r) => keep.has(r.listing_id));
  const instance: Instance = {
    lines: resolved.map((l) => ({ quantity: l.quantity })),
    offers: offers.map((r) => ({
      store: storeIndex.get(r.store_id) ?? 0,
      price: r.price,
      stock: r.quantity,
      grams: ITEM_GRAMS[r.product_type] ?? 200,
      lines: [...(keep.get(r.listing_id) ?? [])],
    })),
    stores: optStores,
  };
  return { instance, lines: resolved, offers, stores };
}
