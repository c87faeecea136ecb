/**
 * The stock the virtual users buy from: the listings with the most units, of active stores, read once
 * from the database before the load starts. The users share the pool and walk it in turn, so they
 * rarely want the same unit; what they learn from the host (the units an add-to-cart answer reports,
 * a listing refused as sold out) is written back, and a listing believed empty is skipped.
 */
import type { AppConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';

export interface Listing {
  id: number;
  storeId: number;
  productId: number;
  productType: string;
  productName: string;
  /** Units believed left. */
  quantity: number;
}

export async function loadListings(database: AppConfig['database'], size: number): Promise<Listing[]> {
  const handle = openDatabase(database);
  try {
    const rows = await handle.db
      .selectFrom('store_listings as l')
      .innerJoin('stores as s', 's.id', 'l.store_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.id', 'l.store_id', 'l.product_id', 'l.quantity', 'p.type', 'p.name'])
      .where('l.status', '=', 'available')
      .where('s.status', '=', 'active')
      .where('l.quantity', '>', 1)
      .orderBy('l.quantity', 'desc')
      .orderBy('l.id')
      .limit(size)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      storeId: r.store_id,
      productId: r.product_id,
      productType: r.type,
      productName: r.name,
      quantity: r.quantity,
    }));
  } finally {
    await handle.close();
  }
}

export class ListingPool {
  private cursor = 0;

  constructor(private readonly listings: Listing[]) {}

  get size(): number {
    return this.listings.length;
  }

  get unitsLeft(): number {
    return this.listings.reduce((sum, l) => sum + Math.max(0, l.quantity), 0);
  }

  /** The next listing believed to have units, of a store not in `skipStores`; null when none is left. */
  next(skipStores: ReadonlySet<number> = new Set()): Listing | null {
    for (let tried = 0; tried < this.listings.length; tried++) {
      const listing = this.listings[this.cursor++ % this.listings.length];
      if (listing.quantity > 0 && !skipStores.has(listing.storeId)) return listing;
    }
    return null;
  }

  /** What the host said the listing has (an add-to-cart answer). */
  report(listing: Listing, available: number): void {
    listing.quantity = available;
  }

  soldOut(listing: Listing): void {
    listing.quantity = 0;
  }

  /** A unit left with an order. */
  bought(listing: Listing): void {
    listing.quantity = Math.max(0, listing.quantity - 1);
  }
}
