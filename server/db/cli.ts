import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase } from './index.ts';
import { migrateToLatest } from './migrate.ts';
import { seedCatalogueForDemoUsers, seedDemo } from './seed/index.ts';

/**
 * Database commands:
 *   tsx server/db/cli.ts migrate
 *   tsx server/db/cli.ts seed [--scale N] [--fresh]
 * --fresh deletes the SQLite file (or recreates the PostgreSQL schema) first. DB_DATABASE and
 * DATABASE_URL choose the database as they do for the host.
 */
const [command = 'help', ...args] = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const config = loadConfig();

async function main(): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    console.log('Uso: tsx server/db/cli.ts migrate | seed [--scale N] [--fresh]');
    process.exitCode = command === 'help' ? 0 : 1;
    return;
  }
  if (command === 'seed' && flag('fresh')) await dropEverything();
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(
      applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco já está na última migração.',
    );
    if (command === 'migrate') return;
    const scale = Number(option('scale') ?? 1);
    if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale deve ser um número positivo.');
    const started = Date.now();
    const log = (line: string) => console.log(line);
    const hasUsers = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!hasUsers) await seedDemo(database.db, { scale, log });
    else if ((await seedCatalogueForDemoUsers(database.db, { scale, log })) === null)
      console.log('O catálogo já existe: use --fresh para recriar.');
    console.log(`Seed concluído em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

async function dropEverything(): Promise<void> {
  if (config.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(config.database.file + suffix, { force: true });
    return;
  }
  const database = openDatabase(config.database);
  await sql`DROP SCHEMA public CASCADE`.execute(database.db);
  await sql`CREATE SCHEMA public`.execute(database.db);
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
