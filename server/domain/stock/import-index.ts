import type { CatalogueEntry } from '../../../resources/js/types/catalogue.ts';
import { normalizeText } from '../catalogue/text.ts';

/**
 * The catalogue as a stock import sees it, built from the lookups' answers (import-catalogue.ts runs
 * the queries): the collections an `edicao` names, the products a `codigo` names (number, code_pro or
 * rdc, any case) and the products a `nome` names (Portuguese or English name, accents ignored). No
 * database here: the file's checker thread (import-worker.ts) builds the index by asking the
 * request's thread one lookup at a time, the in-thread check (import-rows.ts) by querying itself.
 */

/** A catalogue entry as the import matches it: the collection by id and code. */
export type ImportProduct = Pick<
  CatalogueEntry,
  'id' | 'type' | 'name' | 'name_en' | 'number' | 'code_pro' | 'rdc'
> & {
  collection_id: number | null;
  collection_code: string | null;
};

/** A product as the lookups read it (with its normalized name). */
export type LookedUpProduct = ImportProduct & { name_norm: string };

export interface CatalogueIndex {
  /** Collection ids by normalized code, Portuguese or English name. */
  editions: Map<string, number[]>;
  byCode: Map<string, ImportProduct[]>;
  byName: Map<string, ImportProduct[]>;
}

/** One question to the database (import-catalogue.ts answers it): at most LOOKUP_CHUNK codes or names. */
export type CatalogueLookup =
  | { kind: 'collections' }
  /** Products whose number, code_pro or rdc is one of `part` (codes as codeKey gives them). */
  | { kind: 'codes'; part: string[] }
  /** Products whose normalized Portuguese name is one of `part`. */
  | { kind: 'names'; part: string[] }
  /** Products whose lowercase English name is one of `part` (names not found in Portuguese). */
  | { kind: 'english'; part: string[] };

export interface CollectionRow {
  id: number;
  code: string;
  name: string;
  name_en: string | null;
}

/** Codes or names per lookup: each query, and each message between the threads, stays small. */
export const LOOKUP_CHUNK = 250;
const chunks = <T>(list: readonly T[], size = LOOKUP_CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** A code as compared: trimmed, upper case. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** The codes and the names (of rows without a code) a file asks for, as the lookups compare them. */
export function wantedLookups(rows: readonly { cells: { codigo?: string; nome?: string } }[]) {
  const codes = rows.map((r) => r.cells.codigo ?? '').filter(Boolean);
  const names = rows.filter((r) => !r.cells.codigo).map((r) => r.cells.nome ?? '');
  return {
    codes: [...new Set(codes.map(codeKey).filter(Boolean))],
    names: [...new Set(names.map(normalizeText).filter(Boolean))],
  };
}

const emptyIndex = (): CatalogueIndex => ({
  editions: new Map(),
  byCode: new Map(),
  byName: new Map(),
});

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

/**
 * The index of what a file names (`wanted`: see wantedLookups), built by asking `ask` one lookup at a
 * time: the collections, the codes, the Portuguese names, then the English names of the names not
 * found.
 */
export async function buildIndex(
  wanted: { codes: readonly string[]; names: readonly string[] },
  ask: (lookup: CatalogueLookup) => Promise<CollectionRow[] | LookedUpProduct[]>,
): Promise<CatalogueIndex> {
  const products = async (lookup: CatalogueLookup) => (await ask(lookup)) as LookedUpProduct[];
  const index = emptyIndex();
  for (const c of (await ask({ kind: 'collections' })) as CollectionRow[]) {
    for (const label of [c.code, c.name, c.name_en])
      if (label) push(index.editions, normalizeText(label), c.id);
  }
  for (const part of chunks(wanted.codes)) {
    const wantedHere = new Set(part);
    for (const row of await products({ kind: 'codes', part })) {
      for (const code of [row.number, row.code_pro, row.rdc]) {
        if (code && wantedHere.has(codeKey(code))) push(index.byCode, codeKey(code), row);
      }
    }
  }
  for (const part of chunks(wanted.names)) {
    for (const row of await products({ kind: 'names', part })) push(index.byName, row.name_norm, row);
  }
  const unmatched = wanted.names.filter((n) => !index.byName.has(n));
  for (const part of chunks(unmatched)) {
    const wantedHere = new Set(part);
    for (const row of await products({ kind: 'english', part })) {
      // English names: no normalized column, so the lowercase name is compared and normalized here.
      const key = normalizeText(row.name_en ?? '');
      if (wantedHere.has(key)) push(index.byName, key, row);
    }
  }
  return index;
}

/** "Booster Box Lendas (LA01, 023/250, código LA01-023)": how a candidate is named in a message. */
export function describeProduct(p: ImportProduct): string {
  const parts = [p.collection_code, p.number, p.code_pro ? `código ${p.code_pro}` : null].filter(Boolean);
  return parts.length ? `${p.name} (${parts.join(', ')})` : p.name;
}
