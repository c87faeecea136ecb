/**
 * The hosts the catalogue benchmark drives, in one process: the real app on the database given in
 * BENCH_DB (JSON: `{kind: 'sqlite', file}` or `{kind: 'postgres', url}`), and next to it a plain `Fastify()` instance with a single route (no plugins, hooks,
 * sessions or compression), the floor the app's figures are compared with. Both listen on random
 * loopback ports. Started by bench/catalogue/run.ts as a child process so the load generator does not
 * share its thread.
 */
import Fastify from 'fastify';
import { buildApp } from '../../server/app.ts';
import { type AppConfig, loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { setListCache } from '../../server/domain/catalogue/list-cache.ts';

if (!process.env.BENCH_DB) throw new Error('BENCH_DB is required');
const config: AppConfig = {
  ...loadConfig({}),
  database: JSON.parse(process.env.BENCH_DB) as AppConfig['database'],
  realtime: false,
  sandbox: false,
};
const database = openDatabase(config.database);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: { server: { address(): unknown } }) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? (address as { port: number }).port : 0;
};
process.send?.({ port: portOf(app), barePort: portOf(bare) });
// The load generator asks for the server's CPU time around each measurement: CPU per request does not
// depend on what else the machine is running, unlike latency.
process.on('message', (m: { cmd?: string }) => {
  if (m.cmd === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: (user + system) / 1000 });
  }
  // The list cache on or off (emptied when turned off): latency is judged on answers read from the
  // database, throughput with the cache as production runs it.
  if (m.cmd === 'cache-on' || m.cmd === 'cache-off') {
    setListCache(database.db, m.cmd === 'cache-on');
    process.send?.({ cache: m.cmd });
  }
});
process.on('disconnect', async () => {
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
});
