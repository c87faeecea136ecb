import type { DB } from '../../db/index.ts';
import { inIdOrder, productsById } from './products.ts';

/** The catalogue lookup a seller uses to register a listing: the products of `ids`, in that order. */
export async function catalogueEntries(db: DB, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await productsById(db, ids)
    .leftJoin('categories as cat', 'cat.id', 'p.category_id')
    .leftJoin('rarities as r', 'r.id', 'p.rarity_id')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.name_en',
      'p.number',
      'p.code_pro',
      'p.rdc',
      'p.can_send_bra_center',
      'c.code as collection_code',
      'c.name as collection_name',
      'cat.id as category_id',
      'cat.name as category_name',
      'r.name as rarity',
      'i.url',
    ])
    .execute();
  return inIdOrder(ids, rows).map((r) => ({
    id: r.id,
    type: r.type,
    name: r.name,
    name_en: r.name_en,
    number: r.number,
    code_pro: r.code_pro,
    rdc: r.rdc,
    collection: r.collection_code ? { code: r.collection_code, name: r.collection_name as string } : null,
    category: r.category_id ? { id: r.category_id, name: r.category_name as string } : null,
    rarity: r.rarity,
    url: r.url,
    can_send_bra_center: r.can_send_bra_center === 1,
  }));
}
