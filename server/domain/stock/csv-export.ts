import type { DB } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { extrasCodes } from '../catalogue/references.ts';
import { CLASSIFIED_PRODUCT_TYPE } from '../classifieds/write.ts';
import { formatPrice, writeStockCsv } from './csv.ts';

/**
 * The store's stock as the import reads it (docs/stock-csv.md): every listing (on sale, paused or
 * blocked), optionally of one product type, so exporting and importing the file again changes nothing.
 * `codigo` is the product's number (read with its `edicao`), else its code_pro, else its rdc; `nome`
 * tells apart two products sharing a code.
 */
export async function exportStockCsv(
  db: DB,
  store: { id: number; slug: string },
  type?: ProductType,
  now = new Date(),
): Promise<{ fileName: string; csv: string; rows: number }> {
  let query = db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .select([
      'p.name',
      'p.number',
      'p.code_pro',
      'p.rdc',
      'c.code as collection_code',
      'l.condition',
      'l.language',
      'l.extras',
      'l.quantity',
      'l.price',
    ])
    .where('l.store_id', '=', store.id)
    // A classified ad's listing is not stock (docs/classifieds.md).
    .where('l.product_type', '!=', CLASSIFIED_PRODUCT_TYPE);
  if (type) query = query.where('p.type', '=', type);
  const rows = await query.orderBy('p.type').orderBy('p.name_norm').orderBy('p.id').orderBy('l.id').execute();
  const csv = writeStockCsv(
    rows.map((r) => ({
      codigo: r.number ?? r.code_pro ?? r.rdc ?? '',
      nome: r.name,
      edicao: r.collection_code ?? '',
      condicao: r.condition,
      idioma: r.language,
      extras: extrasCodes(Number(r.extras)).join('|'),
      quantidade: r.quantity,
      preco: formatPrice(r.price),
    })),
  );
  const day = now.toISOString().slice(0, 10);
  return { fileName: `estoque-${store.slug}${type ? `-${type}` : ''}-${day}.csv`, csv, rows: rows.length };
}
