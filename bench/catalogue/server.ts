/**
 * The host the catalogue benchmark drives: the real app on a SQLite file given in BENCH_DB, listening on
 * a random loopback port, plus a bare route answered by the same Fastify instance for comparison.
 * Started by bench/catalogue/run.ts as a child process so the load generator does not share its thread.
 */
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';

const file = process.env.BENCH_DB;
if (!file) throw new Error('BENCH_DB is required');
const config = {
  ...loadConfig({}),
  database: { kind: 'sqlite' as const, file },
  realtime: false,
  sandbox: false,
};
const database = openDatabase(config.database);
const app = await buildApp({ config, database });
app.get('/_bench/bare', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
// The load generator asks for the server's CPU time around each measurement: CPU per request does not
// depend on what else the machine is running, unlike latency.
process.on('message', (m: { cmd?: string }) => {
  if (m.cmd === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: (user + system) / 1000 });
  }
});
process.on('disconnect', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
