import type { DB } from '../db/index.ts';
import { runDailyStats, utcDay } from '../domain/catalogue/daily-stats.ts';
import { startJob } from './run-once.ts';

/**
 * The catalogue's daily statistics (server/domain/catalogue/daily-stats.ts): run when the host starts
 * and at the first check after each UTC midnight, once a day whatever the number of hosts or restarts
 * (the day done is kept in job_runs, read under the job's lock: run-once.ts). Returns a stop function
 * that waits for a run in progress, so the database is not closed under it.
 */
export function startCatalogueStatsJob(
  db: DB,
  { checkEveryMs = 15 * 60_000, now = () => new Date() }: { checkEveryMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  return startJob({
    name: 'catalogue-stats',
    db,
    intervalMs: checkEveryMs,
    immediately: true,
    period: () => new Date(utcDay(now())).toISOString().slice(0, 10),
    run: () => runDailyStats(db, now()),
    failure: 'Falha nas estatísticas diárias do catálogo',
  });
}
