import type { OwnListing, RegisterProduct } from '../../../resources/js/types/pages/sellerRegister.ts';
import type { DB } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { productConditions } from '../catalogue/offers.ts';
import { productsById } from '../catalogue/products.ts';
import {
  CARD_CONDITIONS,
  type Coded,
  conditionName,
  extrasCodes,
  languageName,
  OTHER_CONDITIONS,
  reais,
} from '../catalogue/references.ts';

/**
 * What a seller needs to list one catalogue product (docs/product-register.md): the product as the
 * catalogue lookup shows it, the market's lowest price (overall and per condition) and the store's
 * own listings of it, so a second listing of the same key is seen as an edit, not a duplicate.
 */

/** Cards are graded M … D; sealed products, accessories and the Bra line are sealed/opened/new/used. */
export const conditionsForType = (type: ProductType): readonly Coded[] =>
  type === 'card' ? CARD_CONDITIONS : OTHER_CONDITIONS;

/** The store's listings of one product, newest change first. */
export async function ownListings(db: DB, storeId: number, productId: number): Promise<OwnListing[]> {
  const rows = await db
    .selectFrom('store_listings')
    .select(['id', 'condition', 'language', 'extras', 'quantity', 'price', 'status', 'updated_at'])
    .where('store_id', '=', storeId)
    .where('product_id', '=', productId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    condition: r.condition,
    condition_name: conditionName(r.condition),
    language: r.language,
    language_name: languageName(r.language),
    extras: extrasCodes(r.extras),
    quantity: r.quantity,
    price: reais(r.price) as number,
    status: r.status,
    updated_at: r.updated_at,
  }));
}

/** One product ready to be listed by the store; null for an unknown product. */
export async function registerProduct(
  db: DB,
  storeId: number,
  productId: number,
): Promise<RegisterProduct | null> {
  const row = await productsById(db, [productId])
    .leftJoin('categories as cat', 'cat.id', 'p.category_id')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.name_en',
      'p.number',
      'p.code_pro',
      'p.rdc',
      'p.min_price',
      'p.offers_count',
      'c.code as collection_code',
      'c.name as collection_name',
      'cat.id as category_id',
      'cat.name as category_name',
      'i.url',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const [market, listings] = await Promise.all([
    productConditions(db, productId),
    ownListings(db, storeId, productId),
  ]);
  const byCode = new Map(market.map((m) => [m.code, m]));
  return {
    product: {
      id: row.id,
      type: row.type,
      name: row.name,
      name_en: row.name_en,
      number: row.number,
      code_pro: row.code_pro,
      rdc: row.rdc,
      collection: row.collection_code
        ? { code: row.collection_code, name: row.collection_name as string }
        : null,
      category: row.category_id ? { id: row.category_id, name: row.category_name as string } : null,
      url: row.url,
    },
    min_price: reais(row.min_price),
    offers_count: Number(row.offers_count),
    conditions: conditionsForType(row.type).map((c) => ({
      code: c.code,
      name: c.name,
      offers: byCode.get(c.code)?.offers ?? 0,
      min_price: byCode.get(c.code)?.min_price ?? null,
    })),
    listings,
  };
}
