/**
 * The seller-stock benchmark's databases: the whole demo dataset (demo accounts, the catalogue, the
 * checkout demo) at a scale, in database/bench-seller-stock-x{scale}.sqlite. Seeded once; a complete
 * file is reused and migrated to the latest schema (as bench/catalogue/run.ts does with its own).
 *
 *   npx tsx bench/seller-stock/database.ts 1 10   # seed (or migrate) the files of scales 1 and 10
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/db/seed/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export const dbFile = (scale: number) => resolve(ROOT, `database/bench-seller-stock-x${scale}.sqlite`);

/** Seeds the benchmark database of `scale` once; a complete one is reused (migrated to the latest schema). */
export async function ensureDatabase(
  scale: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const file = dbFile(scale);
  if (existsSync(file)) {
    const handle = openDatabase({ kind: 'sqlite', file });
    try {
      // The checkout demo is the seed's last step: its orders mark a complete file.
      const row = await handle.db.selectFrom('store_orders').select('id').executeTakeFirst();
      if (row) {
        const applied = await migrateToLatest(handle.db);
        if (applied.length) log(`  migrated: ${applied.join(', ')}`);
        return;
      }
    } catch {
      // An unfinished file: seed again below.
    } finally {
      await handle.close();
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  mkdirSync(dirname(file), { recursive: true });
  const started = performance.now();
  const handle = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { scale, log: (line) => log(`  ${line}`) });
  await handle.close();
  log(`  seed x${scale} em ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const scale of process.argv.slice(2).map(Number)) await ensureDatabase(scale);
}
