import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { generationReadFloor } from '../../db/commit-wait.ts';
import { type DB, type Dialect, preparedQuery, sqliteRead } from '../../db/index.ts';

/**
 * The list cache (docs/catalogue.md, "List cache"): answers of the product lists and the search
 * suggestions kept in memory, each with the catalogue generation it was read at (migration
 * 0021_catalogue_generation: a counter that triggers bump in every transaction that changes what these
 * answers read). A request reads the current generation first (one indexed row) and uses a kept answer
 * only when it was read at that same generation, so a listing change, a price, a stock level, a paused
 * store or a renamed product shows in the very next request, on any process sharing the database.
 *
 * Why this is correct: the generation is read before the answer's queries, and a change commits its
 * data and its bump together. An answer kept under generation G holds data at least as new as G; it is
 * served only while G is still current, that is while nothing it reads has changed since.
 *
 * Entries also expire after MAX_AGE_MS: the best-seller order breaks ties by page views, which do not
 * bump the generation (a view is not a catalogue change).
 */

const MAX_ENTRIES = 2000;
const MAX_AGE_MS = 60_000;

interface Entry {
  generation: number;
  value: unknown;
}

interface Cache {
  enabled: boolean;
  entries: LRUCache<string, Entry>;
}

const caches = new WeakMap<DB, Cache>();

function cacheOf(db: DB): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { enabled: true, entries: new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS }) };
    caches.set(db, cache);
  }
  return cache;
}

/** Turns the list cache of a database on or off (CATALOGUE_CACHE=off; the benchmark measures both). */
export function setListCache(db: DB, enabled: boolean): void {
  const cache = cacheOf(db);
  cache.enabled = enabled;
  if (!enabled) cache.entries.clear();
}

/** The catalogue's current generation: the sum of its counter rows (one on SQLite), read now. */
async function readGeneration(db: DB, dialect: Dialect): Promise<number> {
  if (dialect === 'sqlite') {
    const text = 'SELECT n FROM catalogue_generation WHERE shard = 0';
    const direct = sqliteRead<{ n: number }>(db, text);
    if (direct !== null) return Number(direct?.n ?? 0);
    return Number((await sql.raw<{ n: number }>(text).execute(db)).rows[0]?.n ?? 0);
  }
  const text = 'SELECT sum(n)::bigint AS n FROM catalogue_generation';
  const rows =
    (await preparedQuery<{ n: number }>(db, 'catalogue_generation', text)) ??
    (await sql.raw<{ n: number }>(text).execute(db)).rows;
  return Number(rows[0]?.n ?? 0);
}

/** A generation read: its value, and when it was sent (performance.now()). */
interface Read {
  value: Promise<number>;
  sentAt: number;
}

/** The generation read under way for a database, the one queued to start when it ends, the last done. */
interface Reads {
  current?: Read;
  next?: Promise<number>;
  last?: { value: number; sentAt: number };
}
const reads = new WeakMap<DB, Reads>();

/**
 * The catalogue's current generation, as a read sent late enough for this call: concurrent requests
 * share reads. Late enough is after the call (SQLite), or on PostgreSQL after the generation read floor
 * (commit-wait.ts: within the commit wait before the call, and after this process's last committed
 * write), so there a read already done or under way is often enough and no round trip is made.
 * Otherwise the caller waits for the read after the one under way, which every caller arriving
 * meanwhile shares. Exact as one read per caller, at one read per wave of concurrent requests instead
 * of one per request: on PostgreSQL a read is a round trip, about a third of the host's CPU for a
 * cached list answer.
 */
export function catalogueGeneration(db: DB, dialect: Dialect): Promise<number> {
  let state = reads.get(db);
  if (!state) {
    state = {};
    reads.set(db, state);
  }
  const shared = state;
  const floor = generationReadFloor(db);
  if (floor !== null) {
    if (shared.last && shared.last.sentAt >= floor) return Promise.resolve(shared.last.value);
    if (shared.current && shared.current.sentAt >= floor) return shared.current.value;
  }
  const start = (): Promise<number> => {
    const sentAt = performance.now();
    const value = readGeneration(db, dialect);
    const read: Read = { value, sentAt };
    shared.current = read;
    return value
      .then((n) => {
        if (!shared.last || shared.last.sentAt < sentAt) shared.last = { value: n, sentAt };
        return n;
      })
      .finally(() => {
        if (shared.current === read) shared.current = undefined;
      });
  };
  if (!shared.current) return start();
  // Whether the read under way succeeds or fails, the next one starts when it ends.
  const startNext = () => {
    shared.next = undefined;
    return start();
  };
  shared.next ??= shared.current.value.then(startNext, startNext);
  return shared.next;
}

/** Where cached answers are read: the database, and a page request's own generation read (below). */
export interface CacheContext {
  db: DB;
  dialect: Dialect;
  /** The catalogue generation as this request read it (requestGeneration); else read for each answer. */
  generation?: () => Promise<number>;
}

/**
 * The generation read once for one request, however many cached answers it holds (a list page has
 * its list and the day's featured ads). Still exact: an answer read at the request's start is as new
 * as that generation, and one read later is newer and kept under the older generation, so it is never
 * served once the generation has moved. Made per request (web.ts), never kept across requests.
 */
export function requestGeneration(db: DB, dialect: Dialect): () => Promise<number> {
  let read: Promise<number> | undefined;
  return () => {
    read ??= catalogueGeneration(db, dialect);
    return read;
  };
}

/**
 * The answer kept for `key` when it was read at the current generation; otherwise `read()`'s, kept.
 * Callers never change what they get: it may be handed to the next request too.
 */
export async function cachedRead<T>(ctx: CacheContext, key: string, read: () => Promise<T>): Promise<T> {
  const cache = cacheOf(ctx.db);
  if (!cache.enabled) return read();
  const generation = await (ctx.generation?.() ?? catalogueGeneration(ctx.db, ctx.dialect));
  const kept = cache.entries.get(key);
  if (kept && kept.generation === generation) return kept.value as T;
  const value = await read();
  cache.entries.set(key, { generation, value });
  return value;
}
