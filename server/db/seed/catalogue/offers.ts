import { LANGUAGE_CODES } from '../../../../shared/constants/languages.ts';
import { CARD_CONDITIONS } from '../../../domain/catalogue/references.ts';
import type { ProductSeed } from './products.ts';
import { type Random, WeightedTable } from './random.ts';
import type { StoreSeed } from './stores.ts';

/** Listings, price history and sales of one product, plus the offer aggregates the product row keeps. */

export interface ListingSeed {
  store_id: number;
  product_id: number;
  condition: string;
  language: string;
  extras: number;
  quantity: number;
  price: number;
  status: 'available' | 'paused';
  created_at: string;
  updated_at: string;
}

export interface SnapshotSeed {
  product_id: number;
  day: string;
  min_price: number;
  avg_price: number;
  max_price: number;
  offers: number;
}

export interface SaleSeed {
  product_id: number;
  store_id: number;
  condition: string;
  language: string;
  quantity: number;
  price: number;
  sold_at: string;
}

export interface ProductAggregates {
  min_price: number | null;
  avg_price: number | null;
  max_price: number | null;
  offers_count: number;
  stock: number;
  price_7d_ago: number | null;
  price_change_bp: number | null;
  monthly_views: number;
  monthly_sales: number;
}

const CARD_CONDITION_WEIGHTS = [10, 45, 20, 12, 8, 5];
const CONDITION_FACTOR: Record<string, number> = {
  M: 1.12,
  NM: 1,
  SP: 0.85,
  MP: 0.7,
  HP: 0.5,
  D: 0.3,
  sealed: 1,
  opened: 0.75,
  new: 1,
  used: 0.65,
};
const CARD_LANGUAGES = LANGUAGE_CODES;
const CARD_LANGUAGE_WEIGHTS = [45, 34, 6, 4, 2, 2, 2, 1.5, 1.2, 1.2, 1.1];
const LANGUAGE_FACTOR: Record<string, number> = { BR: 1, EN: 1.05, JP: 1.25 };
/** Chance and price factor of each extra, in EXTRAS order. */
const EXTRA_PROFILE = [
  { chance: 0.12, factor: 2.2 },
  { chance: 0.03, factor: 1.3 },
  { chance: 0.008, factor: 3 },
  { chance: 0.005, factor: 1.8 },
  { chance: 0.003, factor: 1.6 },
  { chance: 0.01, factor: 1.5 },
  { chance: 0.02, factor: 1.7 },
];

export class OfferGenerator {
  private readonly stores: WeightedTable<StoreSeed>;
  private readonly conditions = new WeightedTable(
    CARD_CONDITIONS.map((c) => c.code),
    CARD_CONDITION_WEIGHTS,
  );
  private readonly languages = new WeightedTable(CARD_LANGUAGES, CARD_LANGUAGE_WEIGHTS);
  private readonly today: number;

  constructor(
    private readonly random: Random,
    stores: StoreSeed[],
    private readonly now: Date,
  ) {
    this.stores = new WeightedTable(
      stores,
      stores.map((s) => s.weight),
    );
    this.today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }

  generate(product: ProductSeed) {
    const listings = this.listings(product);
    const available = listings.filter((l) => l.status === 'available' && l.quantity > 0);
    const prices = available.map((l) => l.price);
    const min = prices.length ? Math.min(...prices) : null;
    const avg = prices.length ? Math.round(prices.reduce((a, b) => a + b, 0) / prices.length) : null;
    const maxAll = listings.length ? Math.max(...listings.map((l) => l.price)) : null;
    const maxAvailable = prices.length ? Math.max(...prices) : null;
    const { snapshots, weekAgo } = this.history(product, min, avg, maxAvailable, available.length);
    const sales = this.sales(product, listings, min ?? maxAll ?? product.basePrice);
    const monthAgo = new Date(this.today - 30 * 86400000).toISOString();
    const monthlySales = sales.filter((s) => s.sold_at >= monthAgo).reduce((n, s) => n + s.quantity, 0);
    const aggregates: ProductAggregates = {
      min_price: min,
      avg_price: avg,
      max_price: maxAll,
      offers_count: available.length,
      stock: available.reduce((n, l) => n + l.quantity, 0),
      price_7d_ago: weekAgo,
      price_change_bp: min && weekAgo ? Math.round(((min - weekAgo) / weekAgo) * 10000) : null,
      monthly_views: Math.round(
        monthlySales * this.random.int(6, 18) + product.popularity * this.random.int(10, 40),
      ),
      monthly_sales: monthlySales,
    };
    return { listings, snapshots, sales, aggregates };
  }

  private listings(product: ProductSeed): ListingSeed[] {
    const r = this.random;
    const mean =
      { card: 10.5, tcg: 9, accessory: 6, bra: 4 }[product.type] *
      Math.min(2.2, Math.sqrt(product.popularity));
    const count = r.chance(0.03) ? 0 : Math.max(1, r.poisson(mean));
    const seen = new Set<string>();
    const out: ListingSeed[] = [];
    for (let i = 0; i < count * 2 && out.length < count; i++) {
      const store = this.stores.sample(r);
      const condition = this.condition(product);
      const language = product.type === 'card' ? this.languages.sample(r) : (product.language ?? 'BR');
      let extras = 0;
      let factor = CONDITION_FACTOR[condition] * (LANGUAGE_FACTOR[language] ?? 0.9);
      if (product.type === 'card') {
        EXTRA_PROFILE.forEach((e, bit) => {
          if (r.chance(e.chance)) {
            extras |= 1 << bit;
            factor *= e.factor;
          }
        });
      }
      const key = `${store.id}:${condition}:${language}:${extras}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const price = this.roundPrice(product.basePrice * factor * r.logNormal(1, 0.14));
      const quantity =
        product.type === 'card' ? (r.chance(0.35) ? 1 : r.geometric(0.28, 40)) : r.geometric(0.35, 20);
      const created = new Date(this.today - r.int(0, 400) * 86400000 - r.int(0, 86399) * 1000).toISOString();
      out.push({
        store_id: store.id,
        product_id: product.id,
        condition,
        language,
        extras,
        quantity,
        price,
        status: r.chance(0.93) ? 'available' : 'paused',
        created_at: created,
        updated_at: created,
      });
    }
    return out;
  }

  private condition(product: ProductSeed): string {
    const r = this.random;
    if (product.type === 'card') return this.conditions.sample(r);
    if (product.type === 'tcg') return r.chance(0.88) ? 'sealed' : 'opened';
    return r.chance(0.9) ? 'new' : 'used';
  }

  /** Prices under R$ 10 keep their centavos; higher prices end in ,90 like a shop's tag. */
  private roundPrice(cents: number): number {
    if (cents < 1000) return Math.max(10, Math.round(cents));
    return Math.round(cents / 100) * 100 - 10;
  }

  /** Sparse daily snapshots over 90 days: a random walk that ends at today's offer prices. */
  private history(
    product: ProductSeed,
    min: number | null,
    avg: number | null,
    max: number | null,
    offers: number,
  ) {
    const snapshots: SnapshotSeed[] = [];
    if (min === null || avg === null || max === null) return { snapshots, weekAgo: null };
    const r = this.random;
    const points: { offset: number; min: number; avg: number; max: number }[] = [
      { offset: 0, min, avg, max },
    ];
    let offset = 0;
    let cur = { min, avg, max };
    while (offset < 90) {
      offset = Math.min(90, offset + r.int(3, 16));
      const drift = r.logNormal(1, product.type === 'card' ? 0.09 : 0.04);
      cur = {
        min: Math.max(10, Math.round(cur.min / drift)),
        avg: Math.max(10, Math.round(cur.avg / drift)),
        max: Math.max(10, Math.round(cur.max / drift)),
      };
      points.push({ offset, ...cur });
    }
    // A point's prices hold until the next newer point, so 7 days ago the newest point at least 7 days old was in force.
    const inForce = points.find((p) => p.offset >= 7);
    const weekAgo = inForce ? inForce.min : null;
    for (const p of points.reverse()) {
      snapshots.push({
        product_id: product.id,
        day: new Date(this.today - p.offset * 86400000).toISOString().slice(0, 10),
        min_price: p.min,
        avg_price: p.avg,
        max_price: p.max,
        offers: Math.max(1, offers + r.int(-2, 2)),
      });
    }
    return { snapshots, weekAgo };
  }

  private sales(product: ProductSeed, listings: ListingSeed[], reference: number): SaleSeed[] {
    const r = this.random;
    const count = r.poisson(product.popularity * (product.type === 'card' ? 2.6 : 1.6));
    const out: SaleSeed[] = [];
    for (let i = 0; i < count; i++) {
      const listing = listings.length ? r.pick(listings) : null;
      const daysAgo = Math.floor(r.next() ** 1.4 * 90);
      out.push({
        product_id: product.id,
        store_id: listing?.store_id ?? this.stores.sample(r).id,
        condition: listing?.condition ?? (product.type === 'card' ? 'NM' : 'new'),
        language: listing?.language ?? 'BR',
        quantity: r.geometric(0.7, 8),
        price: this.roundPrice((listing?.price ?? reference) * r.logNormal(1, 0.08)),
        sold_at: new Date(this.now.getTime() - daysAgo * 86400000 - r.int(600, 50000) * 1000).toISOString(),
      });
    }
    return out;
  }
}
