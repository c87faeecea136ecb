/**
 * A whole host process for tests/server/payments/capture-crash.test.ts, started with
 * `node --import tsx`. It opens its own connection to the shared database (CRASH_DATABASE: the
 * AppConfig database as JSON), places the one card checkout the test sends it, and kills itself with
 * SIGKILL the moment the gateway has captured the card — before the host records the charge and
 * settles the order, the worst place to stop.
 */
import { buildApp } from '../../../server/app.ts';
import { type AppConfig, loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { XSRF } from '../support/testApp.ts';

export type CrashMessage = { type: 'place'; path: string; token: string; body: unknown };

const database = JSON.parse(process.env.CRASH_DATABASE ?? 'null') as AppConfig['database'];
if (!database) throw new Error('CRASH_DATABASE is not set');
const handle = openDatabase(database);
const app = await buildApp({
  config: { ...loadConfig({}), appUrl: 'http://localhost:8000', realtime: false, database },
  database: handle,
});
await app.ready();
app.commerce.afterCapture = () => {
  process.kill(process.pid, 'SIGKILL');
};

process.on('message', (message: CrashMessage) => {
  if (message.type !== 'place') return;
  void app.inject({
    method: 'POST',
    url: message.path,
    payload: message.body as object,
    headers: { accept: 'application/json', authorization: `Bearer ${message.token}`, 'x-xsrf-token': XSRF },
    cookies: { 'XSRF-TOKEN': XSRF },
  });
});

process.send?.({ type: 'ready' });
