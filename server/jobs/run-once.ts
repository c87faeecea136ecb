import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { isPostgres } from '../db/migrations/helpers.ts';

/**
 * The jobs' run-once rule (docs/deploy.md, "Jobs"): every host starts every job's timer, but a run
 * happens only under the job's PostgreSQL advisory lock, taken with pg_try_advisory_lock on a
 * connection held for the run. A host that finds the lock taken skips its tick: another host is doing
 * that work, and what it leaves due is picked up by the next tick of whichever host gets the lock.
 * The runs of a job are therefore one after another across all hosts, each reading the items still due
 * after the last one committed: an item is handled once. A host killed mid-run loses its connection and
 * PostgreSQL frees the lock with it. On SQLite there is one host (the file is on its disk), and the
 * lock is only the process's own "never two runs at once".
 */

/** The first key of the two-part advisory lock: the jobs' namespace (the tests' template uses 727001). */
const LOCK_NAMESPACE = 727030;

/** The job's name as the lock's second key (a signed 32-bit integer). */
export function jobLockKey(name: string): number {
  return createHash('sha1').update(name).digest().readInt32BE(0);
}

export type RunOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` if no other host is running the job `name` right now; `{ ran: false }` otherwise. With a
 * `period` (e.g. the UTC day), `work` runs only if the job has not completed that period yet on any
 * host, and the period is recorded when it returns.
 */
export async function runOnce<T>(
  db: DB,
  name: string,
  work: () => Promise<T>,
  { period }: { period?: string } = {},
): Promise<RunOutcome<T>> {
  const guarded = async (): Promise<RunOutcome<T>> => {
    if (period !== undefined && (await completedPeriod(db, name)) === period) return { ran: false };
    const value = await work();
    if (period !== undefined) await recordPeriod(db, name, period);
    return { ran: true, value };
  };
  if (!isPostgres(db as never)) return guarded();
  const key = jobLockKey(name);
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${LOCK_NAMESPACE}, ${key}) AS locked`.execute(conn);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return await guarded();
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_NAMESPACE}, ${key})`.execute(conn).catch(() => undefined);
    }
  });
}

async function completedPeriod(db: DB, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('job_runs').select('period').where('name', '=', name).executeTakeFirst();
  return row?.period;
}

async function recordPeriod(db: DB, name: string, period: string): Promise<void> {
  const finished = new Date().toISOString();
  await db
    .insertInto('job_runs')
    .values({ name, period, finished_at: finished })
    .onConflict((oc) => oc.column('name').doUpdateSet({ period, finished_at: finished }))
    .execute();
}

export interface JobSpec<T> {
  /** The job's name: its lock, and its row in job_runs when it has a period. */
  name: string;
  db: DB;
  intervalMs: number;
  run: () => Promise<T>;
  /** Logged with the error when a run fails (Portuguese, as the other host logs). */
  failure: string;
  /** A job done once per period (see runOnce); the period is asked at every tick. */
  period?: () => string;
  /** Tick once right away as well as every intervalMs. */
  immediately?: boolean;
}

/**
 * Ticks every `intervalMs` (never two runs at once in this process; never two at once across hosts,
 * see runOnce). Returns a stop function that clears the timer and waits for a run under way, so a
 * host shutting down does not close the database under it.
 */
export function startJob<T>(spec: JobSpec<T>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runOnce(spec.db, spec.name, spec.run, { period: spec.period?.() })
      .then(() => undefined)
      .catch((error) => console.error(spec.failure, error))
      .finally(() => {
        running = null;
      });
  };
  if (spec.immediately) tick();
  const timer = setInterval(tick, spec.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
