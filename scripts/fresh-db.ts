import { rmSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';

/** Removes the SQLite database named by DB_DATABASE (and its WAL files) so the host starts from scratch. */
const { database } = loadConfig();
if (database.kind !== 'sqlite') throw new Error('fresh-db only removes SQLite files');
for (const suffix of ['', '-wal', '-shm']) rmSync(database.file + suffix, { force: true });
console.log(`Banco removido: ${database.file}`);
