/**
 * Search text normalization: lowercase, accents removed (NFD, then the combining marks dropped),
 * everything that is not a letter or digit turned into single spaces. "Dragão Ancião" → "dragao anciao".
 * The same function builds the index and reads the query, so both sides always agree.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokenize(query: string, max = 8): string[] {
  const tokens = normalizeText(query).split(' ').filter(Boolean);
  return [...new Set(tokens)].slice(0, max);
}

export interface SearchableProduct {
  name: string;
  name_en?: string | null;
  code_pro?: string | null;
}

/** The indexed text of a product: Portuguese and English names plus its product code. */
export function productSearchText(product: SearchableProduct): string {
  return normalizeText([product.name, product.name_en ?? '', product.code_pro ?? ''].join(' '));
}

/** Slug as the spec defines it (trim, lowercase, whitespace runs to hyphens), also without accents. */
export function slugify(value: string): string {
  return normalizeText(value).replace(/ /g, '-');
}

/** Words worth a vocabulary entry: at least 3 characters, not only digits. */
export function vocabularyWords(searchText: string): string[] {
  return [...new Set(searchText.split(' ').filter((w) => w.length >= 3 && !/^\d+$/.test(w)))];
}

/** The word itself and every word with one letter deleted: the deletion neighbourhood of edit distance 1. */
export function deletionVariants(word: string): string[] {
  const out = new Set<string>([word]);
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), capped. */
export function editDistance(a: string, b: string, cap = 2): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[rows - 1][cols - 1];
}
