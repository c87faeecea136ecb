/**
 * The host: database, migrations, demo data, realtime, HTTP and the jobs. Started by `main.ts` once the
 * production check has passed, so a refused start loads none of this.
 */
import { buildApp } from './app.ts';
import { startRealtime } from './bootstrap/realtime.ts';
import { stopOnSignals } from './bootstrap/shutdown.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { solverThreads } from './domain/wants/solve-thread.ts';
import { startCatalogueStatsJob } from './jobs/catalogue-stats.ts';
import { startFeaturedExpiryJob } from './jobs/featured-expiry.ts';
import { startOrderAutoConcludeJob } from './jobs/order-auto-conclude.ts';
import { startPaymentExpiryJob } from './jobs/payment-expiry.ts';
import { startPaymentReconcileJob } from './jobs/payment-reconcile.ts';
import { startPayoutSettleJob } from './jobs/payout-settle.ts';
import { startSubscriptionRenewalJob } from './jobs/subscription-renewal.ts';

const config = loadConfig();
const database = openDatabase(config.database);
await migrateToLatest(database.db);
await seedIfEmpty(database.db, { log: (line) => console.log(line) });

const realtime = await startRealtime(config);
const app = await buildApp({
  config,
  database,
  broadcaster: realtime.broadcaster,
  logger: process.env.LOG_REQUESTS === 'true',
});
await app.listen({ port: config.port, host: config.host });
// The cart optimizer's solver thread started (HiGHS compiled) now, not in the first buyer's request.
void solverThreads.warm();
const jobs = [
  startPaymentExpiryJob(app.commerce),
  startPaymentReconcileJob(app.commerce),
  startCatalogueStatsJob(database.db),
  startOrderAutoConcludeJob(app.commerce),
  startPayoutSettleJob(app.commerce),
  startSubscriptionRenewalJob(app.commerce),
  startFeaturedExpiryJob(app.commerce),
];
console.log(`Marketplace em ${config.appUrl} (${config.database.kind})`);
if (realtime.server) console.log(`Tempo real (Pusher) na porta ${realtime.server.port}`);

stopOnSignals({ app, realtime, jobs, threads: solverThreads, database });
