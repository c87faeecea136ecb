// React renders pages on the server (SSR) in this process: its production build unless told otherwise.
process.env.NODE_ENV ??= 'production';

import { buildApp } from './app.ts';
import { startRealtime } from './bootstrap/realtime.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';
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
const stopPaymentExpiry = startPaymentExpiryJob(app.commerce);
const stopPaymentReconcile = startPaymentReconcileJob(app.commerce);
const stopCatalogueStats = startCatalogueStatsJob(database.db);
const stopOrderAutoConclude = startOrderAutoConcludeJob(app.commerce);
const stopPayoutSettle = startPayoutSettleJob(app.commerce);
const stopSubscriptionRenewal = startSubscriptionRenewalJob(app.commerce);
const stopFeaturedExpiry = startFeaturedExpiryJob(app.commerce);
console.log(`Marketplace em ${config.appUrl} (${config.database.kind})`);
if (realtime.server) console.log(`Tempo real (Pusher) na porta ${realtime.server.port}`);

const shutdown = async () => {
  stopPaymentExpiry();
  stopPaymentReconcile();
  stopOrderAutoConclude();
  stopPayoutSettle();
  stopSubscriptionRenewal();
  stopFeaturedExpiry();
  await stopCatalogueStats();
  await app.close();
  await realtime.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
