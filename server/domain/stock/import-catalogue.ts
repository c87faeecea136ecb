import { sql } from 'kysely';
import type { CatalogueEntry } from '../../../resources/js/types/catalogue.ts';
import type { DB } from '../../db/index.ts';
import { PRODUCT_TYPES } from '../catalogue/references.ts';
import { normalizeText } from '../catalogue/text.ts';
import { nextTurn } from './csv.ts';

/**
 * The catalogue lookups of a stock import, done once per file (a few set queries, whatever the number
 * of rows): the collections an `edicao` names, the products a `codigo` names (number, code_pro or
 * rdc, any case) and the products a `nome` names (Portuguese or English name, accents ignored).
 */

/** A catalogue entry as the import matches it: the collection by id and code. */
export type ImportProduct = Pick<
  CatalogueEntry,
  'id' | 'type' | 'name' | 'name_en' | 'number' | 'code_pro' | 'rdc'
> & {
  collection_id: number | null;
  collection_code: string | null;
};

export interface CatalogueIndex {
  /** Collection ids by normalized code, Portuguese or English name. */
  editions: Map<string, number[]>;
  byCode: Map<string, ImportProduct[]>;
  byName: Map<string, ImportProduct[]>;
}

const CHUNK = 500;
const chunks = <T>(list: readonly T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** A code as compared: trimmed, upper case. */
export const codeKey = (code: string) => code.trim().toUpperCase();

const COLUMNS = [
  'p.id',
  'p.type',
  'p.name',
  'p.name_en',
  'p.name_norm',
  'p.number',
  'p.code_pro',
  'p.rdc',
  'p.collection_id',
  'c.code as collection_code',
] as const;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

export async function loadCatalogueIndex(
  db: DB,
  wanted: { codes: Iterable<string>; names: Iterable<string> },
): Promise<CatalogueIndex> {
  const editions = new Map<string, number[]>();
  const collections = await db.selectFrom('collections').select(['id', 'code', 'name', 'name_en']).execute();
  for (const c of collections) {
    for (const label of [c.code, c.name, c.name_en]) if (label) push(editions, normalizeText(label), c.id);
  }

  const byCode = new Map<string, ImportProduct[]>();
  const codes = [...new Set([...wanted.codes].map(codeKey).filter(Boolean))];
  for (const part of chunks(codes)) {
    await nextTurn();
    const rows = await db
      .selectFrom('products as p')
      .leftJoin('collections as c', 'c.id', 'p.collection_id')
      .select(COLUMNS)
      .where((eb) =>
        eb.or([
          eb(sql`upper(p.number)`, 'in', part),
          eb(sql`upper(p.code_pro)`, 'in', part),
          eb('p.rdc', 'in', part),
        ]),
      )
      .execute();
    const wantedHere = new Set(part);
    for (const row of rows) {
      for (const code of [row.number, row.code_pro, row.rdc]) {
        if (code && wantedHere.has(codeKey(code))) push(byCode, codeKey(code), row as ImportProduct);
      }
    }
  }

  const byName = new Map<string, ImportProduct[]>();
  const names = [...new Set([...wanted.names].map(normalizeText).filter(Boolean))];
  for (const part of chunks(names)) {
    await nextTurn();
    const rows = await db
      .selectFrom('products as p')
      .leftJoin('collections as c', 'c.id', 'p.collection_id')
      .select(COLUMNS)
      .where('p.type', 'in', [...PRODUCT_TYPES])
      .where('p.name_norm', 'in', part)
      .execute();
    for (const row of rows) push(byName, row.name_norm, row as ImportProduct);
  }
  const unmatched = names.filter((n) => !byName.has(n));
  for (const part of chunks(unmatched)) {
    await nextTurn();
    // English names: no normalized column, so the lowercase name is compared and normalized here.
    const rows = await db
      .selectFrom('products as p')
      .leftJoin('collections as c', 'c.id', 'p.collection_id')
      .select(COLUMNS)
      .where(sql`lower(p.name_en)`, 'in', part)
      .execute();
    const wantedHere = new Set(part);
    for (const row of rows) {
      const key = normalizeText(row.name_en ?? '');
      if (wantedHere.has(key)) push(byName, key, row as ImportProduct);
    }
  }
  return { editions, byCode, byName };
}

/** "Booster Box Lendas (LA01, 023/250, código LA01-023)": how a candidate is named in a message. */
export function describeProduct(p: ImportProduct): string {
  const parts = [p.collection_code, p.number, p.code_pro ? `código ${p.code_pro}` : null].filter(Boolean);
  return parts.length ? `${p.name} (${parts.join(', ')})` : p.name;
}
