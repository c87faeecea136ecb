import type { DB } from '../db/index.ts';
import { runDailyStats, utcDay } from '../domain/catalogue/daily-stats.ts';

/**
 * The catalogue's daily statistics (server/domain/catalogue/daily-stats.ts): run once when the host
 * starts and again at the first check after each UTC midnight. A run is idempotent for its day, so a
 * restart the same day only rewrites what moved since. Returns a stop function that waits for a run
 * in progress, so the database is not closed under it.
 */
export function startCatalogueStatsJob(
  db: DB,
  { checkEveryMs = 15 * 60_000, now = () => new Date() }: { checkEveryMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  let lastDay: number | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    const today = utcDay(now());
    if (running || lastDay === today) return;
    running = runDailyStats(db, now())
      .then(() => {
        lastDay = today;
      })
      .catch((error) => console.error('Falha nas estatísticas diárias do catálogo', error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
