import { CARD_CONDITIONS, type Coded, EXTRAS, LANGUAGES, OTHER_CONDITIONS } from '../catalogue/references.ts';
import { normalizeText } from '../catalogue/text.ts';
import { type CsvColumn, type CsvRow, parsePrice, parseQuantity } from './csv.ts';
import { type CatalogueIndex, codeKey, describeProduct, type ImportProduct } from './import-index.ts';

/**
 * Checks the rows of a stock CSV against the catalogue's index and the store's listings: every problem
 * of every row is reported (line, column, pt-BR message); a valid row becomes a planned write, a create
 * or an update of the listing with the same key (store, product, condition, language, extras). No
 * database and no I/O: the file's checker thread runs this (import-thread.ts), and so does the
 * in-thread validateRows (import-rows.ts) the tests compare it with.
 */

export const MAX_QUANTITY = 100_000;
export const MAX_PRICE_CENTS = 100_000_000;

export interface RowError {
  line: number;
  column: CsvColumn | null;
  message: string;
}

/** A validated row: what confirm writes. Prices in centavos; `seen_*` is the listing at preview time. */
export interface PlannedRow {
  line: number;
  product_id: number;
  condition: string;
  language: string;
  extras: number;
  quantity: number;
  price: number;
  listing_id: number | null;
  seen_quantity: number | null;
  seen_price: number | null;
}

export interface ExistingListing {
  id: number;
  quantity: number;
  price: number;
  status: string;
}

/** A listing as read for an import (its key's columns and what confirm compares). */
export interface ListingRow extends ExistingListing {
  product_id: number;
  condition: string;
  language: string;
  extras: number;
}

export const listingKey = (productId: number, condition: string, language: string, extras: number) =>
  `${productId}|${condition}|${language}|${extras}`;

const lookup = (list: readonly Coded[], codeCase: 'upper' | 'lower') => {
  const map = new Map<string, string>();
  for (const item of list) {
    map.set(codeCase === 'upper' ? item.code.toUpperCase() : item.code.toLowerCase(), item.code);
    map.set(normalizeText(item.name), item.code);
    // "Praticamente nova (NM)" is also "Praticamente nova".
    map.set(normalizeText(item.name.replace(/\s*\(.*\)\s*$/, '')), item.code);
  }
  return (value: string) =>
    map.get(codeCase === 'upper' ? value.trim().toUpperCase() : value.trim().toLowerCase()) ??
    map.get(normalizeText(value));
};
const cardCondition = lookup(CARD_CONDITIONS, 'upper');
const otherCondition = lookup(OTHER_CONDITIONS, 'lower');
const language = lookup(LANGUAGES, 'upper');
const extra = lookup(EXTRAS, 'lower');

const list = (items: readonly Coded[]) => {
  const labels = items.map((c) => c.code);
  return `${labels.slice(0, -1).join(', ')} ou ${labels[labels.length - 1]}`;
};

/** The product a row names, or the error message (not found, ambiguous). */
function resolveProduct(
  row: CsvRow,
  index: CatalogueIndex,
): { product: ImportProduct } | { column: CsvColumn; message: string } {
  const code = row.cells.codigo ?? '';
  const name = row.cells.nome ?? '';
  const edition = row.cells.edicao ?? '';
  if (!code && !name) return { column: 'nome', message: 'Informe o nome ou o código do produto.' };
  let candidates = code
    ? (index.byCode.get(codeKey(code)) ?? [])
    : (index.byName.get(normalizeText(name)) ?? []);
  if (edition) {
    const ids = index.editions.get(normalizeText(edition));
    if (!ids) return { column: 'edicao', message: `Edição não encontrada: "${edition}".` };
    candidates = candidates.filter((p) => p.collection_id !== null && ids.includes(p.collection_id));
  }
  if (code && name && candidates.length > 1) {
    const wanted = normalizeText(name);
    const named = candidates.filter(
      (p) => normalizeText(p.name) === wanted || normalizeText(p.name_en ?? '') === wanted,
    );
    if (named.length > 0) candidates = named;
  }
  if (candidates.length === 1) return { product: candidates[0] };
  const what = code ? `código "${code}"` : `nome "${name}"`;
  const where = edition ? ` na edição "${edition}"` : '';
  if (candidates.length === 0) {
    return { column: code ? 'codigo' : 'nome', message: `Produto não encontrado: ${what}${where}.` };
  }
  const shown = candidates.slice(0, 5).map(describeProduct).join('; ');
  const more = candidates.length > 5 ? ` e mais ${candidates.length - 5}` : '';
  return {
    column: code ? 'codigo' : 'nome',
    message: `Mais de um produto tem o ${what}${where}: ${shown}${more}. Informe a edição ou o código do produto.`,
  };
}

/** A valid row before the store's listings are known: its listing key and what it writes. */
export type CheckedRow = Omit<PlannedRow, 'listing_id' | 'seen_quantity' | 'seen_price'> & { key: string };

export interface CheckedFile {
  valid: CheckedRow[];
  errors: RowError[];
  products: Map<number, ImportProduct>;
}

/** Every row checked against the index; `valid` holds the rows without a problem. */
export function checkRows(rows: readonly CsvRow[], index: CatalogueIndex): CheckedFile {
  const errors: RowError[] = [];
  const valid: CheckedRow[] = [];
  const products = new Map<number, ImportProduct>();
  const firstLine = new Map<string, number>();

  for (const row of rows) {
    const rowErrors: RowError[] = [];
    const fail = (column: CsvColumn | null, message: string) =>
      rowErrors.push({ line: row.line, column, message });
    const found = resolveProduct(row, index);
    const product = 'product' in found ? found.product : null;
    if (!product && 'message' in found) fail(found.column, found.message);
    const isCard = product?.type === 'card';

    const conditionText = row.cells.condicao ?? '';
    let condition: string | undefined;
    if (!conditionText) fail('condicao', 'Informe a condição.');
    else if (product) {
      condition = isCard ? cardCondition(conditionText) : otherCondition(conditionText);
      if (!condition) {
        fail(
          'condicao',
          isCard
            ? `Condição inválida para cards: "${conditionText}". Use ${list(CARD_CONDITIONS)}.`
            : `Condição inválida para este produto: "${conditionText}". Use ${list(OTHER_CONDITIONS)}.`,
        );
      }
    }

    const languageText = row.cells.idioma ?? '';
    let lang: string | undefined;
    if (!languageText) {
      if (product && !isCard) lang = 'BR';
      else fail('idioma', 'Informe o idioma.');
    } else {
      lang = language(languageText);
      if (!lang) fail('idioma', `Idioma inválido: "${languageText}". Use ${list(LANGUAGES)}.`);
    }

    let extras = 0;
    const extrasText = row.cells.extras ?? '';
    const extraCodes = extrasText
      .split('|')
      .map((e) => e.trim())
      .filter(Boolean);
    if (extraCodes.length && product && !isCard) fail('extras', 'Extras valem só para cards avulsos.');
    for (const item of extraCodes) {
      const code = extra(item);
      if (!code) fail('extras', `Extra inválido: "${item}". Use ${list(EXTRAS)}, separados por |.`);
      else extras |= 1 << EXTRAS.findIndex((e) => e.code === code);
    }

    const quantity = parseQuantity(row.cells.quantidade ?? '');
    if (quantity === null)
      fail('quantidade', 'A quantidade deve ser um número inteiro maior ou igual a zero.');
    else if (quantity > MAX_QUANTITY)
      fail('quantidade', `A quantidade máxima é ${MAX_QUANTITY.toLocaleString('pt-BR')}.`);

    const priceText = row.cells.preco ?? '';
    const price = parsePrice(priceText);
    if (!priceText) fail('preco', 'Informe o preço.');
    else if (price === null)
      fail('preco', `Preço inválido: "${priceText}". Use reais com vírgula ou ponto decimal, como 12,50.`);
    else if (price <= 0) fail('preco', 'O preço deve ser maior que zero.');
    else if (price > MAX_PRICE_CENTS) fail('preco', 'O preço máximo é R$ 1.000.000,00.');

    if (product && condition && lang && rowErrors.length === 0) {
      const key = listingKey(product.id, condition, lang, extras);
      const first = firstLine.get(key);
      if (first !== undefined) {
        fail(null, `Linha repetida: o mesmo produto, condição, idioma e extras já estão na linha ${first}.`);
      } else firstLine.set(key, row.line);
    }
    if (rowErrors.length) {
      errors.push(...rowErrors);
      continue;
    }
    const p = product as ImportProduct;
    products.set(p.id, p);
    valid.push({
      key: listingKey(p.id, condition as string, lang as string, extras),
      line: row.line,
      product_id: p.id,
      condition: condition as string,
      language: lang as string,
      extras,
      quantity: quantity as number,
      price: price as number,
    });
  }

  return { valid, errors, products };
}

/** The valid rows with the store's listing of their key (an update), or none (a create). */
export function planRows(
  valid: readonly CheckedRow[],
  existing: ReadonlyMap<string, ExistingListing>,
): PlannedRow[] {
  return valid.map(({ key, ...row }) => {
    const listing = existing.get(key);
    return {
      ...row,
      listing_id: listing?.id ?? null,
      seen_quantity: listing?.quantity ?? null,
      seen_price: listing?.price ?? null,
    };
  });
}

/** Adds a page of listings to the map by key, keeping the first (oldest) listing of a key. */
function addListings(out: Map<string, ExistingListing>, rows: readonly ListingRow[]): void {
  for (const r of rows) {
    const key = listingKey(r.product_id, r.condition, r.language, Number(r.extras));
    if (!out.has(key)) out.set(key, { id: r.id, quantity: r.quantity, price: r.price, status: r.status });
  }
}

/** One page of the store's listings of some products (keyset on id): what the checker thread asks for. */
export interface ListingLookup {
  kind: 'listings';
  productIds: number[];
  after: number;
}

/** Products per listings query, and listings per page of one query. */
const PRODUCTS_PER_QUERY = 500;
export const LISTINGS_PER_PAGE = 1000;

/**
 * The store's listings of these products by key (the first, i.e. oldest, listing of a key), asked page
 * by page in id order within each group of products.
 */
export async function collectListings(
  productIds: readonly number[],
  ask: (lookup: ListingLookup) => Promise<ListingRow[]>,
): Promise<Map<string, ExistingListing>> {
  const out = new Map<string, ExistingListing>();
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += PRODUCTS_PER_QUERY) {
    const part = ids.slice(i, i + PRODUCTS_PER_QUERY);
    for (let after = 0; ; ) {
      const rows = await ask({ kind: 'listings', productIds: part, after });
      addListings(out, rows);
      if (rows.length < LISTINGS_PER_PAGE) break;
      after = rows[rows.length - 1].id;
    }
  }
  return out;
}
