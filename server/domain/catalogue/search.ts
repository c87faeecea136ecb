import { type RawBuilder, sql } from 'kysely';
import type { DB, Dialect } from '../../db/index.ts';
import { deletionVariants, editDistance } from './text.ts';

/**
 * The dialect-specific half of product search (docs/search.md): which index answers a query and how a
 * query becomes a `(product_id, score)` candidate set. Lower score = better match on both dialects.
 *
 * - SQLite: FTS5 over products.search_text (unicode61, prefix indexes of 2 and 3 characters).
 * - PostgreSQL: pg_trgm GIN index over products.search_text (substring LIKE per word), or, when the
 *   extension could not be created, a GIN index over to_tsvector('simple', search_text) with prefix queries.
 */
export type SearchBackend = 'fts5' | 'trgm' | 'tsvector';

const backends = new WeakMap<DB, Promise<SearchBackend>>();

export function searchBackend(db: DB, dialect: Dialect): Promise<SearchBackend> {
  if (dialect === 'sqlite') return Promise.resolve('fts5');
  let found = backends.get(db);
  if (!found) {
    found = sql<{
      n: number;
    }>`SELECT COUNT(*) AS n FROM pg_indexes WHERE indexname = 'products_search_trgm_idx'`
      .execute(db)
      .then((r) => (Number(r.rows[0]?.n) > 0 ? 'trgm' : 'tsvector'));
    backends.set(db, found);
  }
  return found;
}

export interface Candidates {
  product_id: number;
  score: number;
}

/** Words shorter than this are matched only as word prefixes on PostgreSQL (trigrams need 3 letters). */
const TRIGRAM_MIN = 3;

/**
 * The products whose search text has every token (each as a word prefix on FTS5 and tsvector, as a
 * substring on pg_trgm). `expansions` replaces a short token that pg_trgm cannot index by the vocabulary
 * words it starts (see shortTokenExpansions).
 *
 * `window` bounds the matches a suggestion ranks, so the work per keystroke does not grow with the
 * catalogue. FTS5 reads its doclist newest first (highest rowid: the latest printings) and stops.
 * pg_trgm has no order to stop in: sorting its matches by id read every one of them on the heap (about
 * 10 ms for "guardiao da" at ×10), so PostgreSQL takes the first matches its bitmap scan gives, in
 * table order, and stops there.
 */
export function matchCandidates(
  backend: SearchBackend,
  tokens: readonly string[],
  expansions: ReadonlyMap<string, string[]> = new Map(),
  window?: number,
): RawBuilder<Candidates> {
  if (backend === 'fts5') {
    const match = ftsMatch(tokens, expansions);
    // BM25 needs corpus-wide counts of every matching term (a walk over all matches), so the bounded
    // window scores by name start and sales alone (see suggestionRows).
    const score = window ? sql`0` : sql`rank`;
    return sql<Candidates>`(SELECT rowid AS product_id, ${score} AS score FROM products_fts WHERE products_fts MATCH ${match}
      ${window ? sql`ORDER BY rowid DESC LIMIT ${window}` : sql``})`;
  }
  const match = productMatch(backend, tokens, expansions, 'products');
  return sql<Candidates>`(SELECT id AS product_id, ${match.score} AS score
    FROM products WHERE ${match.where} ${window ? sql`LIMIT ${window}` : sql``})`;
}

/**
 * The FTS5 query of the tokens: every token as a word prefix, or as the OR of the vocabulary words it
 * was expanded to (prefixExpansions), all ANDed. Tokens are [a-z0-9] only, so nothing typed is syntax.
 */
export function ftsMatch(tokens: readonly string[], expansions: ReadonlyMap<string, string[]>): string {
  return tokens
    .map((t) => {
      const words = expansions.get(t);
      return words?.length ? `(${words.map((w) => `"${w}"`).join(' OR ')})` : `"${t}"*`;
    })
    .join(' AND ');
}

/**
 * On PostgreSQL (tsvector or pg_trgm), the match as a condition and a score on a products row aliased
 * `alias`, so a query that reads the products anyway need not join them a second time (one index scan
 * per match).
 */
export function productMatch(
  backend: Exclude<SearchBackend, 'fts5'>,
  tokens: readonly string[],
  expansions: ReadonlyMap<string, string[]>,
  alias: string,
): { where: RawBuilder<unknown>; score: RawBuilder<unknown> } {
  const text = sql.ref(`${alias}.search_text`);
  if (backend === 'tsvector') {
    const query = tokens.map((t) => `${t}:*`).join(' & ');
    return {
      where: sql`to_tsvector('simple', ${text}) @@ to_tsquery('simple', ${query})`,
      score: sql`-ts_rank(to_tsvector('simple', ${text}), to_tsquery('simple', ${query}))`,
    };
  }
  const conditions = tokens.map((token) => {
    if (token.length >= TRIGRAM_MIN) return sql`${text} LIKE ${`%${token}%`}`;
    const words = expansions.get(token);
    if (words?.length)
      return sql`(${sql.join(
        words.map((w) => sql`${text} LIKE ${`%${w}%`}`),
        sql` OR `,
      )})`;
    return sql`${text} ~ ${`(^| )${token}`}`;
  });
  return { where: sql.join(conditions, sql` AND `), score: substringScore(tokens, text) };
}

/**
 * pg_trgm's relevance, lower is better, from plain string searches on the matched row: 1 for each
 * typed word found only inside another word (not at a word start), 0.5 when several words are not
 * found side by side as typed, plus the first word's position / 1000 (earlier in the name is better).
 * `word_similarity` gave a similar order but cost most of a search's time (trigrams of every match:
 * 34 of 36 ms for the 4,668 matches of "dragao" at ×10).
 */
function substringScore(tokens: readonly string[], text: RawBuilder<unknown>): RawBuilder<unknown> {
  const spaced = sql`(' ' || ${text})`;
  const inside = tokens.map((t) => sql`CASE WHEN strpos(${spaced}, ${` ${t}`}) > 0 THEN 0 ELSE 1 END`);
  const phrase = tokens.join(' ');
  const apart =
    tokens.length > 1 ? sql`CASE WHEN strpos(${text}, ${phrase}) > 0 THEN 0 ELSE 0.5 END` : sql`0`;
  return sql`(${sql.join(inside, sql` + `)} + ${apart} + strpos(${text}, ${tokens[0]}) / 1000.0)`;
}

/**
 * pg_trgm cannot use its index for a one- or two-letter pattern, so when every token is that short
 * (a header search after two keystrokes) each token becomes the most frequent vocabulary words it starts,
 * found on the vocabulary's B-tree. Other backends and longer queries need nothing.
 */
export async function shortTokenExpansions(
  db: DB,
  backend: SearchBackend,
  tokens: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (backend !== 'trgm' || tokens.some((t) => t.length >= TRIGRAM_MIN)) return out;
  for (const token of tokens) {
    const rows = await db
      .selectFrom('search_vocabulary')
      .select('term')
      .where('term', '>=', token)
      .where('term', '<', upperBound(token))
      .orderBy('doc_count', 'desc')
      .limit(24)
      .execute();
    out.set(
      token,
      rows.map((r) => r.term),
    );
  }
  return out;
}

/**
 * For the bounded suggestion window on FTS5: a word longer than the prefix indexes (4+ letters) becomes
 * the vocabulary words it starts, ORed as exact terms. FTS5 builds a prefix query's whole merged
 * doclist before returning the first row, while an OR of terms is merged lazily and stops with the
 * window. A word that starts more than `limit` vocabulary words (or only digits) stays a prefix query.
 */
export async function prefixExpansions(
  db: DB,
  backend: SearchBackend,
  tokens: readonly string[],
  limit = 32,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (backend !== 'fts5') return out;
  for (const token of tokens) {
    if (token.length < 4 || /^\d+$/.test(token)) continue;
    const rows = await db
      .selectFrom('search_vocabulary')
      .select('term')
      .where('term', '>=', token)
      .where('term', '<', upperBound(token))
      .limit(limit + 1)
      .execute();
    if (rows.length > 0 && rows.length <= limit)
      out.set(
        token,
        rows.map((r) => r.term),
      );
  }
  return out;
}

/**
 * "The Portuguese name starts with the phrase" as a range of the name index, and that index's order.
 * Names and phrases are normalized to [a-z0-9 ], so in a binary collation the range is exactly the
 * names that start with it. SQLite compares in binary and is told the index (its planner preferred
 * skipping through the category index and sorting); PostgreSQL compares in "C" on the index of
 * migration 0023.
 */
export function nameStarting(dialect: Dialect, phrase: string) {
  const column = dialect === 'sqlite' ? sql`p.name_norm` : sql`p.name_norm COLLATE "C"`;
  return {
    starts: sql`(${column} >= ${phrase} AND ${column} < ${upperBound(phrase)})`,
    order: sql`${column}, p.id`,
    index: dialect === 'sqlite' ? sql`INDEXED BY products_name_norm_idx` : sql``,
  };
}

/**
 * Every expansion a bounded read of the matches needs: pg_trgm's short words (shortTokenExpansions) and
 * FTS5's longer prefixes as ORs of terms (prefixExpansions). Each backend gets only its own kind.
 */
export async function windowExpansions(
  db: DB,
  backend: SearchBackend,
  tokens: readonly string[],
): Promise<Map<string, string[]>> {
  return new Map([
    ...(await shortTokenExpansions(db, backend, tokens)),
    ...(await prefixExpansions(db, backend, tokens)),
  ]);
}

/** The smallest string greater than every string that starts with prefix. */
export function upperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * One-typo correction against the vocabulary (a deletion-neighbourhood lookup, the same on both dialects):
 * a token of 4+ letters that starts no vocabulary word is replaced by the closest word at edit distance 1
 * (insertion, deletion, substitution or swap of neighbours), the most frequent on a tie. Returns null when
 * nothing changed. "dargao" → "dragao"; "dragaõ" needs no correction (accents are stripped first).
 */
export async function correctTokens(db: DB, tokens: readonly string[]): Promise<string[] | null> {
  const suspects = await unknownTokens(
    db,
    tokens.filter((t) => t.length >= 4 && !/^\d+$/.test(t)),
  );
  if (suspects.length === 0) return null;
  const variants = [...new Set(suspects.flatMap((t) => deletionVariants(t)))];
  const rows = await db
    .selectFrom('search_term_variants as v')
    .innerJoin('search_vocabulary as w', 'w.term', 'v.term')
    .select(['v.term', 'w.doc_count'])
    .where('v.variant', 'in', variants)
    .execute();
  let changed = false;
  const corrected = tokens.map((token) => {
    if (!suspects.includes(token)) return token;
    let best: { term: string; count: number } | null = null;
    for (const row of rows) {
      if (editDistance(token, row.term, 1) > 1) continue;
      if (!best || row.doc_count > best.count) best = { term: row.term, count: row.doc_count };
    }
    if (!best) return token;
    changed = true;
    return best.term;
  });
  return changed ? corrected : null;
}

/** The tokens that are not the start of any vocabulary word. */
async function unknownTokens(db: DB, tokens: readonly string[]): Promise<string[]> {
  if (tokens.length === 0) return [];
  const probes = tokens.map(
    (t) =>
      sql<{
        token: string;
      }>`SELECT CAST(${t} AS varchar(80)) AS token WHERE EXISTS (SELECT 1 FROM search_vocabulary WHERE term >= ${t} AND term < ${upperBound(t)})`,
  );
  const known = await sql<{ token: string }>`${sql.join(probes, sql` UNION ALL `)}`.execute(db);
  const knownSet = new Set(known.rows.map((r) => r.token));
  return tokens.filter((t) => !knownSet.has(t));
}
