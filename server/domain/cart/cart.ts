import { formatCEP } from '@brazilian-utils/brazilian-utils';
import type { CartItemStatus } from '../../../shared/constants/orders.ts';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { Clock } from '../../drivers/shared/clock.ts';
import { type AddressRow, defaultAddress, ownAddress, presentAddress } from '../addresses/addresses.ts';
import { forbidden, invalidField, NotFoundError, notFound } from '../errors.ts';
import { walletBalance } from '../ledger/post.ts';
import {
  type FreeShippingDay,
  packageWeight,
  pickOption,
  quoteStore,
  type ShippingOffer,
  type ShippingService,
  type StoreQuote,
} from '../shipping/quotes.ts';
import { toReais } from './money.ts';

export type { CartItemStatus } from '../../../shared/constants/orders.ts';

export interface CartLine {
  id: number;
  listingId: number;
  storeId: number;
  productId: number;
  productName: string;
  productType: string;
  productNumber: string | null;
  collection: string | null;
  image: string | null;
  condition: string;
  language: string;
  extras: number;
  quantity: number;
  price: number;
  priceAdded: number;
  available: number;
  status: CartItemStatus;
  issue: string | null;
}

export interface CartStoreGroup {
  store: {
    id: number;
    name: string;
    slug: string;
    uf: string;
    city: string;
    logo_url: string | null;
    owner_user_id: number | null;
  };
  lines: CartLine[];
  /** Lines that can be bought as they are (status ok, price_changed or quantity_reduced are counted in totals). */
  counted: CartLine[];
  subtotal: number;
  weight: number;
  freeDays: FreeShippingDay[];
  quote: StoreQuote | null;
  service: ShippingService | null;
  selected: ShippingOffer | null;
}

export interface CartSnapshot {
  userId: number;
  /** The CEP the shipping was quoted to (8 digits). */
  destination: string | null;
  lines: CartLine[];
  stores: CartStoreGroup[];
  address: AddressRow | null;
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  walletRequested: number;
  walletBalance: number;
  walletApplied: number;
  toPay: number;
  count: number;
  hasIssues: boolean;
}

export interface CartOptions {
  clock?: Clock;
  /** Address to quote to instead of the cart's (checkout). */
  address?: AddressRow;
  /** Services chosen at checkout, over the ones saved in the cart. */
  services?: ReadonlyMap<number, ShippingService>;
  /** Quote to this CEP (8 digits) instead of the address (GET /v1/shippiments?cep=). */
  destinationCep?: string;
}

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

function lineStatus(row: {
  listing_status: string;
  available: number;
  quantity: number;
  price: number;
  price_added: number;
}) {
  if (row.listing_status !== 'available')
    return { status: 'unavailable' as const, issue: 'A loja pausou este anúncio.' };
  if (row.available <= 0)
    return { status: 'sold_out' as const, issue: 'Esgotado: a loja não tem mais unidades.' };
  if (row.available < row.quantity) {
    const unit = row.available === 1 ? 'unidade' : 'unidades';
    return { status: 'quantity_reduced' as const, issue: `A loja tem apenas ${row.available} ${unit}.` };
  }
  if (row.price !== row.price_added) {
    return {
      status: 'price_changed' as const,
      issue: `O preço mudou de ${brl(row.price_added)} para ${brl(row.price)}.`,
    };
  }
  return { status: 'ok' as const, issue: null };
}

async function loadLines(
  db: DB,
  userId: number,
): Promise<{ lines: CartLine[]; stores: Map<number, CartStoreGroup['store']> }> {
  const rows = await db
    .selectFrom('cart_items as ci')
    .innerJoin('store_listings as l', 'l.id', 'ci.listing_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .leftJoin('product_images as pi', (join) =>
      join.onRef('pi.product_id', '=', 'p.id').on('pi.position', '=', 0),
    )
    .select([
      'ci.id',
      'ci.listing_id',
      'ci.quantity',
      'ci.price_added',
      'l.store_id',
      'l.product_id',
      'l.condition',
      'l.language',
      'l.extras',
      'l.quantity as available',
      'l.price',
      'l.status as listing_status',
      'p.name as product_name',
      'p.type as product_type',
      'p.number as product_number',
      'c.name as collection',
      'pi.url as image',
      's.name as store_name',
      's.slug as store_slug',
      's.uf as store_uf',
      's.city as store_city',
      's.logo_url as store_logo',
      's.owner_user_id as store_owner',
    ])
    .where('ci.user_id', '=', userId)
    .orderBy('s.name')
    .orderBy('ci.id')
    .execute();
  const stores = new Map<number, CartStoreGroup['store']>();
  const lines = rows.map((row): CartLine => {
    stores.set(row.store_id, {
      id: row.store_id,
      name: row.store_name,
      slug: row.store_slug,
      uf: row.store_uf,
      city: row.store_city,
      logo_url: row.store_logo,
      owner_user_id: row.store_owner,
    });
    return {
      id: row.id,
      listingId: row.listing_id,
      storeId: row.store_id,
      productId: row.product_id,
      productName: row.product_name,
      productType: row.product_type,
      productNumber: row.product_number,
      collection: row.collection,
      image: row.image,
      condition: row.condition,
      language: row.language,
      extras: row.extras,
      quantity: row.quantity,
      price: row.price,
      priceAdded: row.price_added,
      available: row.available,
      ...lineStatus(row),
    };
  });
  return { lines, stores };
}

/** Everything the cart screen and the checkout need, in centavos; `presentCart` turns it into the API shape. */
export async function buildCart(db: DB, userId: number, options: CartOptions = {}): Promise<CartSnapshot> {
  const [{ lines, stores }, meta, balance] = await Promise.all([
    loadLines(db, userId),
    db.selectFrom('cart_meta').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    walletBalance(db, userId),
  ]);
  const storeIds = [...stores.keys()];
  const [saved, freeDays] = storeIds.length
    ? await Promise.all([
        db
          .selectFrom('cart_shippings')
          .select(['store_id', 'service'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('store_free_shipping_days')
          .select(['store_id', 'day_of_week', 'min_order'])
          .where('store_id', 'in', storeIds)
          .execute(),
      ])
    : [[], []];
  let address: AddressRow | null = options.address ?? null;
  if (!address && meta?.address_id) address = await ownAddress(db, userId, meta.address_id).catch(() => null);
  if (!address) address = await defaultAddress(db, userId);
  const destination = options.destinationCep ?? address?.postcode ?? null;

  const savedService = new Map(saved.map((s) => [s.store_id, s.service]));
  const groups: CartStoreGroup[] = [...stores.values()].map((store) => {
    const storeLines = lines.filter((l) => l.storeId === store.id);
    const counted = storeLines.filter((l) => l.status !== 'sold_out' && l.status !== 'unavailable');
    const subtotal = counted.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const weight = packageWeight(counted.map((l) => ({ type: l.productType, quantity: l.quantity })));
    const days = freeDays.filter((d) => d.store_id === store.id);
    const quote =
      destination && counted.length > 0
        ? quoteStore({
            storeUf: store.uf,
            destinationCep: destination,
            weightGrams: weight,
            subtotalCents: subtotal,
            freeShippingDays: days,
            clock: options.clock,
          })
        : null;
    const wanted = options.services?.get(store.id) ?? savedService.get(store.id) ?? null;
    const selected = quote ? pickOption(quote.options, wanted) : null;
    return {
      store,
      lines: storeLines,
      counted,
      subtotal,
      weight,
      freeDays: days,
      quote,
      service: selected?.service ?? null,
      selected,
    };
  });

  const subtotal = groups.reduce((sum, g) => sum + g.subtotal, 0);
  const shipping = groups.reduce((sum, g) => sum + (g.selected?.priceCents ?? 0), 0);
  const discount = 0;
  const total = subtotal + shipping - discount;
  const walletRequested = meta?.wallet_credit ?? 0;
  const walletApplied = Math.max(0, Math.min(walletRequested, balance, total));
  return {
    userId,
    destination,
    lines,
    stores: groups,
    address,
    subtotal,
    shipping,
    discount,
    total,
    walletRequested,
    walletBalance: balance,
    walletApplied,
    toPay: total - walletApplied,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    hasIssues: lines.some((l) => l.status !== 'ok'),
  };
}

function presentOption(option: ShippingOffer) {
  return {
    service: option.service,
    name: option.name,
    price: toReais(option.priceCents),
    delivery_days: option.deliveryDays,
    free_shipping: option.freeShipping === true,
    original_price: option.originalPriceCents === undefined ? null : toReais(option.originalPriceCents),
  };
}

export function presentShipping(group: CartStoreGroup, destination: string | null) {
  let message = group.quote?.message ?? null;
  if (!destination) message = 'Cadastre um endereço para calcular o frete.';
  else if (group.counted.length === 0) message = 'Nenhum item disponível desta loja.';
  return {
    store_id: group.store.id,
    service: group.service,
    selected: group.selected ? presentOption(group.selected) : null,
    options: group.quote?.options.map(presentOption) ?? [],
    weight_grams: group.weight,
    destination: destination ? formatCEP(destination) : null,
    message,
  };
}

export function presentCart(cart: CartSnapshot, extrasCodes: (mask: number) => string[]) {
  return {
    items: cart.lines.map((l) => ({
      id: l.id,
      listing_id: l.listingId,
      store_id: l.storeId,
      product: {
        code: l.productId,
        name: l.productName,
        number: l.productNumber,
        collection: l.collection,
        type: l.productType,
        url: l.image,
      },
      condition: l.condition,
      language: l.language,
      extras: extrasCodes(l.extras),
      quantity: l.quantity,
      price: toReais(l.price),
      price_added: toReais(l.priceAdded),
      total: toReais(l.price * l.quantity),
      available_quantity: Math.max(0, l.available),
      status: l.status,
      issue: l.issue,
    })),
    stores: cart.stores.map((g) => {
      const shipping = g.selected?.priceCents ?? 0;
      const rule = g.freeDays;
      return {
        id: g.store.id,
        name: g.store.name,
        slug: g.store.slug,
        uf: g.store.uf,
        city: g.store.city,
        logo: g.store.logo_url,
        items_count: g.lines.reduce((sum, l) => sum + l.quantity, 0),
        subtotal: toReais(g.subtotal),
        shipping: toReais(shipping),
        total: toReais(g.subtotal + shipping),
        free_shipping_days: rule.map((d) => d.day_of_week).sort((a, b) => a - b),
        free_shipping_min: rule.length ? toReais(Math.min(...rule.map((d) => d.min_order))) : null,
      };
    }),
    totals: {
      subtotal: toReais(cart.subtotal),
      shipping: toReais(cart.shipping),
      discount: toReais(cart.discount),
      total: toReais(cart.total),
      wallet_credit: toReais(cart.walletApplied),
      to_pay: toReais(cart.toPay),
    },
    shippings: cart.stores.map((g) => presentShipping(g, cart.destination)),
    meta: {
      wallet_credit: toReais(cart.walletApplied),
      wallet_balance: toReais(cart.walletBalance),
      address_id: cart.address?.id ?? null,
    },
    address: cart.address ? presentAddress(cart.address) : null,
    count: cart.count,
    has_issues: cart.hasIssues,
  };
}

/** The empty cart a visitor gets from active-cart. */
export function emptyCart() {
  return {
    items: [],
    stores: [],
    totals: { subtotal: 0, shipping: 0, discount: 0, total: 0, wallet_credit: 0, to_pay: 0 },
    shippings: [],
    meta: { wallet_credit: 0, wallet_balance: 0, address_id: null },
    address: null,
    count: 0,
    has_issues: false,
  };
}

// ---------------------------------------------------------------- changes

async function listingForCart(db: DB, userId: number, listingId: number) {
  const listing = await db
    .selectFrom('store_listings as l')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .select(['l.id', 'l.quantity', 'l.price', 'l.status', 's.owner_user_id', 's.status as store_status'])
    .where('l.id', '=', listingId)
    .executeTakeFirst();
  if (!listing) throw invalidField('listing_id', 'Anúncio não encontrado.');
  if (listing.owner_user_id === userId)
    throw invalidField('listing_id', 'Você não pode comprar da sua própria loja.');
  if (listing.status !== 'available' || listing.store_status !== 'active') {
    throw invalidField('listing_id', 'Este anúncio não está disponível.');
  }
  return listing;
}

const notEnough = (field: string, available: number) =>
  invalidField(
    field,
    available <= 0
      ? 'Este anúncio esgotou.'
      : `Quantidade indisponível: a loja tem apenas ${available} ${available === 1 ? 'unidade' : 'unidades'}.`,
  );

/** add-to-cart: `replace` (is_update_from_cart) sets the quantity, otherwise it is added to what the cart holds. */
export async function addToCart(
  db: DB,
  userId: number,
  input: { listingId: number; quantity: number; replace: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const listing = await listingForCart(trx, userId, input.listingId);
    const existing = await trx
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('user_id', '=', userId)
      .where('listing_id', '=', input.listingId)
      .executeTakeFirst();
    const quantity = input.replace || !existing ? input.quantity : existing.quantity + input.quantity;
    if (quantity > listing.quantity) throw notEnough('quantity', listing.quantity);
    const now = nowIso();
    await trx
      .insertInto('cart_items')
      .values({
        user_id: userId,
        listing_id: input.listingId,
        quantity,
        price_added: listing.price,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'listing_id'])
          .doUpdateSet({ quantity, price_added: listing.price, updated_at: now }),
      )
      .execute();
  });
}

/**
 * Replaces the whole cart with the given lines in one transaction (the want lists' "Substituir
 * carrinho"): every line passes add-to-cart's checks (on sale, not the buyer's own store, within
 * stock), else nothing changes. The stores' saved shipping choices go with the old cart.
 */
export async function replaceCart(
  db: DB,
  userId: number,
  lines: readonly { listingId: number; quantity: number }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    await trx.deleteFrom('cart_shippings').where('user_id', '=', userId).execute();
    const now = nowIso();
    for (const [index, line] of lines.entries()) {
      const listing = await listingForCart(trx, userId, line.listingId).catch((error) => {
        throw invalidField(`items.${index}.listing_id`, (error as Error).message);
      });
      if (line.quantity > listing.quantity) throw notEnough(`items.${index}.quantity`, listing.quantity);
      await trx
        .insertInto('cart_items')
        .values({
          user_id: userId,
          listing_id: line.listingId,
          quantity: line.quantity,
          price_added: listing.price,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
}

/** The user's cart item; 404 when it does not exist, 403 when it is in someone else's cart. */
async function ownItem(db: DB, userId: number, id: number) {
  const item = await db
    .selectFrom('cart_items')
    .select(['id', 'user_id', 'listing_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) throw notFound('Item não encontrado no carrinho.');
  if (item.user_id !== userId) throw forbidden('Este item não está no seu carrinho.');
  return item;
}

export async function removeFromCart(db: DB, userId: number, id: number): Promise<void> {
  await ownItem(db, userId, id);
  await db.deleteFrom('cart_items').where('id', '=', id).where('user_id', '=', userId).execute();
}

/**
 * update-cart: new quantities (0 removes). Sending an item also accepts its current price (a
 * price_changed flag clears). Every item is checked before anything changes.
 */
export async function updateCart(
  db: DB,
  userId: number,
  items: readonly { id: number; quantity: number }[],
): Promise<void> {
  const owned: { id: number; user_id: number; listing_id: number; quantity: number }[] = [];
  for (const item of items) owned.push({ ...(await ownItem(db, userId, item.id)), quantity: item.quantity });
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const [index, item] of owned.entries()) {
      if (item.quantity === 0) {
        await trx.deleteFrom('cart_items').where('id', '=', item.id).execute();
        continue;
      }
      const listing = await trx
        .selectFrom('store_listings')
        .select(['quantity', 'price', 'status'])
        .where('id', '=', item.listing_id)
        .executeTakeFirstOrThrow();
      if (listing.status !== 'available')
        throw invalidField(`items.${index}.quantity`, 'Este anúncio não está disponível.');
      if (item.quantity > listing.quantity) throw notEnough(`items.${index}.quantity`, listing.quantity);
      await trx
        .updateTable('cart_items')
        .set({ quantity: item.quantity, price_added: listing.price, updated_at: now })
        .where('id', '=', item.id)
        .execute();
    }
  });
}

export async function saveStoreShipping(
  db: DB,
  userId: number,
  storeId: number,
  service: ShippingService,
): Promise<void> {
  const inCart = await db
    .selectFrom('cart_items as ci')
    .innerJoin('store_listings as l', 'l.id', 'ci.listing_id')
    .select('ci.id')
    .where('ci.user_id', '=', userId)
    .where('l.store_id', '=', storeId)
    .limit(1)
    .executeTakeFirst();
  if (!inCart) throw invalidField('store_id', 'Esta loja não está no seu carrinho.');
  const now = nowIso();
  await db
    .insertInto('cart_shippings')
    .values({ user_id: userId, store_id: storeId, service, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'store_id']).doUpdateSet({ service, updated_at: now }))
    .execute();
}

/** cart/meta: the wallet credit to use, clamped to [0, balance]; and the address shipping is quoted to. */
export async function saveCartMeta(
  db: DB,
  userId: number,
  input: { walletCredit?: number; addressId?: number | null },
): Promise<void> {
  const changes: { wallet_credit?: number; address_id?: number | null } = {};
  if (input.walletCredit !== undefined) {
    const balance = await walletBalance(db, userId);
    changes.wallet_credit = Math.max(0, Math.min(input.walletCredit, balance));
  }
  if (input.addressId !== undefined) {
    if (input.addressId !== null)
      await ownAddress(db, userId, input.addressId).catch(rethrowAsField('address_id'));
    changes.address_id = input.addressId;
  }
  const now = nowIso();
  await db
    .insertInto('cart_meta')
    .values({ user_id: userId, wallet_credit: 0, address_id: null, ...changes, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
    .execute();
}

/** A missing id in a body is bad input (422); someone else's stays a 403. */
export function rethrowAsField(field: string) {
  return (error: unknown): never => {
    if (error instanceof NotFoundError) throw invalidField(field, error.message);
    throw error;
  };
}

/**
 * After an order: the ordered lines leave the cart, with the store choices and the credit to use. One
 * transaction: the three go together, and on PostgreSQL that is one commit (one WAL flush) instead of
 * three.
 */
export async function clearOrderedCart(
  db: DB,
  userId: number,
  listingIds: readonly number[],
  storeIds: readonly number[],
) {
  await db.transaction().execute(async (trx) => {
    if (listingIds.length) {
      await trx
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('listing_id', 'in', listingIds)
        .execute();
    }
    if (storeIds.length) {
      await trx
        .deleteFrom('cart_shippings')
        .where('user_id', '=', userId)
        .where('store_id', 'in', storeIds)
        .execute();
    }
    await trx
      .updateTable('cart_meta')
      .set({ wallet_credit: 0, updated_at: nowIso() })
      .where('user_id', '=', userId)
      .execute();
  });
}

/** Users (other than `exceptUserId`) whose carts hold each listing, with their line and the listing now. */
export async function cartHolders(db: DB, listingIds: readonly number[], exceptUserId?: number) {
  if (listingIds.length === 0) return [];
  let query = db
    .selectFrom('cart_items as ci')
    .innerJoin('store_listings as l', 'l.id', 'ci.listing_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'ci.user_id',
      'ci.quantity as cart_quantity',
      'ci.price_added',
      'l.id as listing_id',
      'l.quantity as available',
      'l.price',
      'l.status',
      'p.name as product_name',
    ])
    .where('ci.listing_id', 'in', listingIds);
  if (exceptUserId !== undefined) query = query.where('ci.user_id', '<>', exceptUserId);
  return query.execute();
}
