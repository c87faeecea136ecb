import { type RawBuilder, sql } from 'kysely';
import type { DB, Dialect } from '../../db/index.ts';
import { roundDown } from './offer-totals.ts';
import {
  hasOfferFilters,
  listConditions,
  offerPriceSubquery,
  type PageRow,
  type ProductQuery,
} from './product-query.ts';
import { ftsMatch, nameStarting, productMatch, type SearchBackend, windowExpansions } from './search.ts';

/**
 * Search results in relevance order (docs/search.md, "Ordering"), in two parts, each read in an index's
 * own order and cut short once the page is full, so a page costs the same however many products match:
 *
 * 1. the products whose Portuguese name starts with the typed words, in name order (a range of the
 *    name index): "dragao anc" → "Dragão Ancião …" first;
 * 2. every other match, newest first (highest id: the latest printings). FTS5 reads its doclist in rowid
 *    order and stops. On PostgreSQL the planner reads the primary key backwards, testing each product
 *    against the typed words, when its statistics say they are common enough for that to stop soon,
 *    and otherwise reads the few matches on the trigram index and sorts them.
 *
 * With filters, each candidate is tested as it is read (its columns, and for offer filters a probe of
 * its offer facets), so the filters cost the rows read, not the matches.
 *
 * The total: on SQLite, a search without filters is counted on the FTS5 index alone (exact). Otherwise
 * the first COUNT_SCAN + 1 matches the index gives are read and tested against the filters: exact when
 * that was every match, else the number that passed, a true lower bound shown as "mais de N"
 * (rounded down as offer-totals.ts does). On PostgreSQL the matches come from a bitmap that holds every
 * match before the first is read, so when more than COUNT_SCAN names start with the typed words, the
 * bound is taken from those names instead, read in the name index's order (see searchTotal).
 */
export async function relevancePage(
  db: DB,
  dialect: Dialect,
  backend: SearchBackend,
  q: ProductQuery,
  tokens: string[],
  countScan = COUNT_SCAN,
): Promise<{ rows: PageRow[]; total: number; atLeast: boolean }> {
  const expansions = await windowExpansions(db, backend, tokens);
  const search = matchSource(backend, tokens, expansions);
  const name = nameStarting(dialect, tokens.join(' '));
  const filters = listConditions(q);
  const price = hasOfferFilters(q) ? sql`(${offerPriceSubquery(q)})` : sql`p.min_price`;
  const offset = (q.page - 1) * q.perPage;
  const wanted = offset + q.perPage;
  // Part 1. A name that starts with the typed words has each of them as a word prefix, so it matches,
  // except on pg_trgm when a short word stands for only its most frequent expansions: then the match
  // is tested too.
  const named = [name.starts, ...(search.onRow && expansions.size ? [search.onRow] : [])];
  const [first, total] = await Promise.all([
    sql<PageRow>`SELECT p.id, ${price} AS offer_price, 0 AS total_count FROM products p ${name.index}
      WHERE ${and([...named, ...filters])} ORDER BY ${name.order} LIMIT ${wanted}`.execute(db),
    searchTotal(db, search, named, filters, countScan),
  ]);
  const rows = first.rows.slice(offset);
  if (first.rows.length < wanted) {
    // Part 1 ended on this page: part 2 from where the page needs it.
    const rest = await sql<PageRow>`SELECT p.id, ${price} AS offer_price, 0 AS total_count ${search.from}
      WHERE ${and([search.match, sql`NOT (${name.starts})`, ...filters])}
      ORDER BY ${search.newest} LIMIT ${q.perPage - rows.length}
      OFFSET ${Math.max(0, offset - first.rows.length)}`.execute(db);
    rows.push(...rest.rows);
  }
  // A lower bound never reads less than what the pages up to this one have shown.
  const shown = rows.length ? offset + rows.length : 0;
  return { rows, total: Math.max(total.total, shown), atLeast: total.atLeast };
}

/** Matches read to count a search: up to this many its total is exact, past it a lower bound. */
export const COUNT_SCAN = 500;

interface MatchSource {
  /** `FROM …` with every product as `p` (joined to the FTS5 table `m` on SQLite). */
  from: RawBuilder<unknown>;
  /** The match, as a condition of `from`. */
  match: RawBuilder<unknown>;
  /** The match as a condition on p alone (pg_trgm), or null (FTS5: it needs its table). */
  onRow: RawBuilder<unknown> | null;
  /** Newest match first, in the order the index reads. */
  newest: RawBuilder<unknown>;
  /** `FROM …` with the first `limit` matches the index reads, as `p`. */
  firstMatches: (limit: number) => RawBuilder<unknown>;
  /**
   * How many products match, counted on the index alone (FTS5's doclists), or null where counting
   * means reading every match's row (pg_trgm rechecks each on the heap). Null also means firstMatches
   * builds every match before it gives the first: a GIN index is read as a bitmap of all its matches
   * (0.09 ms for the 473 of "dragao" at the demo size, 0.75 ms for its 4,668 at ×10), and the rows under
   * LIMIT are then spread over more of the table, where FTS5 reads its doclist and stops.
   */
  count: RawBuilder<unknown> | null;
}

function matchSource(
  backend: SearchBackend,
  tokens: readonly string[],
  expansions: ReadonlyMap<string, string[]>,
): MatchSource {
  if (backend === 'fts5') {
    const match = sql`products_fts MATCH ${ftsMatch(tokens, expansions)}`;
    return {
      from: sql`FROM products_fts m INNER JOIN products p ON p.id = m.rowid`,
      match,
      onRow: null,
      newest: sql`m.rowid DESC`,
      firstMatches: (limit) => sql`FROM (SELECT rowid AS id FROM products_fts WHERE ${match} LIMIT ${limit}) m
        INNER JOIN products p ON p.id = m.id`,
      count: sql`SELECT COUNT(*) AS n FROM products_fts WHERE ${match}`,
    };
  }
  const { where } = productMatch(backend, tokens, expansions, 'p');
  return {
    from: sql`FROM products p`,
    match: where,
    onRow: where,
    newest: sql`p.id DESC`,
    firstMatches: (limit) => sql`FROM (SELECT p.* FROM products p WHERE ${where} LIMIT ${limit}) p`,
    count: null,
  };
}

/**
 * The total of a search (see relevancePage). `named` is the condition "the name starts with the typed
 * words" (a range of the name index), which implies the match.
 */
async function searchTotal(
  db: DB,
  search: MatchSource,
  named: RawBuilder<unknown>[],
  filters: RawBuilder<unknown>[],
  countScan: number,
): Promise<{ total: number; atLeast: boolean }> {
  const count = async (query: RawBuilder<unknown>) =>
    Number((await sql<{ n: number }>`${query}`.execute(db)).rows[0]?.n ?? 0);
  if (!filters.length && search.count) return { total: await count(search.count), atLeast: false };
  // Whether a row passes the filters, or null when there are none.
  const passes = filters.length ? sql`CASE WHEN ${and(filters)} THEN 1 ELSE 0 END` : null;
  const { scanned, passed } = search.count
    ? await scanFirst(db, search.firstMatches(countScan + 1), passes)
    : await scanNamesFirst(db, search, named, passes, countScan);
  if (scanned <= countScan) return { total: passed, atLeast: false };
  if (passed > 0) return { total: roundDown(passed), atLeast: true };
  // None of the first matches passes the filters: no bound to give, so count them all.
  return {
    total: await count(sql`SELECT COUNT(*) AS n ${search.from} WHERE ${and([search.match, ...filters])}`),
    atLeast: false,
  };
}

interface Scan {
  scanned: number;
  passed: number;
}

/** The rows of `source` (`FROM (… LIMIT n) p`), counted, and those that pass the filters. */
async function scanFirst(
  db: DB,
  source: RawBuilder<unknown>,
  passes: RawBuilder<unknown> | null,
): Promise<Scan> {
  const { rows } = await sql<{ scanned: number; passed: number | null }>`SELECT COUNT(*) AS scanned,
    SUM(${passes ?? sql`1`}) AS passed ${source}`.execute(db);
  return { scanned: Number(rows[0]?.scanned ?? 0), passed: Number(rows[0]?.passed ?? 0) };
}

/**
 * searchTotal's scan where firstMatches reads every match (no `count`: PostgreSQL), in one statement
 * whose steps each run only when the one before asks for it (a one-time filter of the plan):
 *
 * 1. Do more than countScan names start with the typed words? Counted on the name index alone (an
 *    index-only range of countScan + 1 entries).
 * 2. If so, those names are tested against the filters; when some pass, that is the lower bound. Read
 *    in the name index's order, it stops there however many products match, and since those names all
 *    match, the bound is as true as one from the search index.
 * 3. Otherwise (few such names, or none of them passes) the first matches of the search index, as on
 *    SQLite: the only step whose total can be exact.
 *
 * At ×10 this took the total of "dragao" from 1.8 to 0.9 ms; a search with few such names pays about
 * 0.25 ms more than reading the search index alone (step 1 and planning the larger statement).
 */
async function scanNamesFirst(
  db: DB,
  search: MatchSource,
  named: RawBuilder<unknown>[],
  passes: RawBuilder<unknown> | null,
  countScan: number,
): Promise<Scan> {
  const limit = countScan + 1;
  const names = sql`(SELECT p.* FROM products p WHERE ${and(named)} LIMIT ${limit})`;
  const pass = passes ?? sql`1`;
  const { rows } = await sql<{ by_name: number; scanned: number; passed: number | null }>`
    WITH by_name AS MATERIALIZED (
      SELECT COUNT(*) AS scanned, SUM(${pass}) AS passed FROM ${names} p
      WHERE (SELECT COUNT(*) FROM ${names} n) > ${countScan})
    SELECT 1 AS by_name, scanned, passed FROM by_name
    UNION ALL
    SELECT 0, COUNT(*), SUM(${pass}) ${search.firstMatches(limit)}
    WHERE (SELECT COALESCE(passed, 0) FROM by_name) = 0`.execute(db);
  const scans = rows.map((r) => ({
    byName: Number(r.by_name) === 1,
    scanned: Number(r.scanned),
    passed: Number(r.passed ?? 0),
  }));
  const byName = scans.find((r) => r.byName && r.passed > 0);
  return byName ?? scans.find((r) => !r.byName) ?? { scanned: 0, passed: 0 };
}

const and = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` AND `);
