import type { DB } from '../../db/index.ts';
import { NotFoundError } from '../errors.ts';
import { priceSummary } from './offers.ts';

/** The product with its price change (basis points); NotFoundError when unknown. */
export async function productPriceChange(db: DB, productId: number) {
  const p = await db
    .selectFrom('products')
    .select(['id', 'name', 'price_change_bp'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!p) throw new NotFoundError('Produto não encontrado.');
  return p;
}

/** A Bra Center product's origin, brand, price summary and how many client stores offer it; NotFoundError when unknown. */
export async function braProductData(db: DB, product_id: number) {
  const p = await db
    .selectFrom('products as p')
    .leftJoin('origins as o', 'o.id', 'p.origin_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.name',
      'p.can_send_bra_center',
      'o.id as origin_id',
      'o.code as origin_code',
      'o.name as origin_name',
      'b.id as brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
    ])
    .where('p.id', '=', product_id)
    .executeTakeFirst();
  if (!p) throw new NotFoundError('Produto não encontrado.');
  const [price, stores] = await Promise.all([
    priceSummary(db, product_id),
    db
      .selectFrom('store_listings as l')
      .innerJoin('stores as s', 's.id', 'l.store_id')
      .select((eb) => eb.fn.count<number>('l.store_id').distinct().as('n'))
      .where('l.product_id', '=', product_id)
      .where('l.status', '=', 'available')
      .where('l.quantity', '>', 0)
      .where('s.is_client', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    code: p.id,
    name: p.name,
    origin: p.origin_id
      ? { id: p.origin_id, code: p.origin_code as string, name: p.origin_name as string }
      : null,
    brand: p.brand_id ? { id: p.brand_id, name: p.brand_name as string, slug: p.brand_slug as string } : null,
    can_send_bra_center: p.can_send_bra_center === 1,
    price,
    bra_center_stores: Number(stores.n),
  };
}
