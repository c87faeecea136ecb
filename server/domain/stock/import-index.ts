import type { ProductType } from '../../db/schema.ts';
import { normalizeText } from '../catalogue/text.ts';

/**
 * The catalogue as a stock import sees it, built from the lookups' answers (import-catalogue.ts runs
 * the queries): the collections an `edicao` names, the products a `codigo` names (number, code_pro or
 * rdc, any case) and the products a `nome` names (Portuguese or English name, accents ignored). No
 * database here: the file's checker thread (import-thread.ts) builds the same index from the answers
 * the request's thread sends it, batch by batch.
 */

export interface ImportProduct {
  id: number;
  type: ProductType;
  name: string;
  name_en: string | null;
  number: string | null;
  code_pro: string | null;
  rdc: string | null;
  collection_id: number | null;
  collection_code: string | null;
}

/** A product as the lookups read it (with its normalized name). */
export type LookedUpProduct = ImportProduct & { name_norm: string };

export interface CatalogueIndex {
  /** Collection ids by normalized code, Portuguese or English name. */
  editions: Map<string, number[]>;
  byCode: Map<string, ImportProduct[]>;
  byName: Map<string, ImportProduct[]>;
}

/** One answer of the lookups, as the database gave it. */
export type CatalogueBatch =
  | { kind: 'collections'; rows: { id: number; code: string; name: string; name_en: string | null }[] }
  /** Products whose number, code_pro or rdc is one of `part` (codes as codeKey gives them). */
  | { kind: 'codes'; part: string[]; rows: LookedUpProduct[] }
  /** Products whose normalized Portuguese name is one of the names asked. */
  | { kind: 'names'; rows: LookedUpProduct[] }
  /** Products whose lowercase English name is one of `part` (names not found in Portuguese). */
  | { kind: 'english'; part: string[]; rows: LookedUpProduct[] };

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

export const emptyIndex = (): CatalogueIndex => ({
  editions: new Map(),
  byCode: new Map(),
  byName: new Map(),
});

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

/** Adds one answer of the lookups to the index. */
export function addToIndex(index: CatalogueIndex, batch: CatalogueBatch): void {
  if (batch.kind === 'collections') {
    for (const c of batch.rows) {
      for (const label of [c.code, c.name, c.name_en])
        if (label) push(index.editions, normalizeText(label), c.id);
    }
    return;
  }
  if (batch.kind === 'names') {
    for (const row of batch.rows) push(index.byName, row.name_norm, row);
    return;
  }
  const wantedHere = new Set(batch.part);
  for (const row of batch.rows) {
    if (batch.kind === 'codes') {
      for (const code of [row.number, row.code_pro, row.rdc]) {
        if (code && wantedHere.has(codeKey(code))) push(index.byCode, codeKey(code), row);
      }
    } else {
      // English names: no normalized column, so the lowercase name is compared and normalized here.
      const key = normalizeText(row.name_en ?? '');
      if (wantedHere.has(key)) push(index.byName, key, row);
    }
  }
}

/** "Booster Box Lendas (LA01, 023/250, código LA01-023)": how a candidate is named in a message. */
export function describeProduct(p: ImportProduct): string {
  const parts = [p.collection_code, p.number, p.code_pro ? `código ${p.code_pro}` : null].filter(Boolean);
  return parts.length ? `${p.name} (${parts.join(', ')})` : p.name;
}
