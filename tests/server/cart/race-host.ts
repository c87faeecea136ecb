/**
 * One host process of the race tests (tests/server/cart/race.test.ts), started with
 * `node --import tsx` by race-hosts.ts. It opens its own connection to the shared database
 * (RACE_DATABASE: the AppConfig database as JSON), builds the whole host and places the orders the
 * test sends it through HTTP (inject). Every checkout is held after its cart check until the test
 * says "go", so the checkouts of every process reach their transactions together.
 */
import { buildApp } from '../../../server/app.ts';
import { type AppConfig, loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/index.ts';

export type HostMessage =
  | { type: 'ready'; pid: number }
  | { type: 'held' }
  | { type: 'answer'; index: number; status: number; body: unknown; pid: number };

export type TestMessage =
  | { type: 'place'; orders: { index: number; path: string; token: string; body: unknown }[] }
  | { type: 'go' }
  | { type: 'close' };

const XSRF = 'race-xsrf-token';
const send = (message: HostMessage) => process.send?.(message);

const database = JSON.parse(process.env.RACE_DATABASE ?? 'null') as AppConfig['database'];
if (!database) throw new Error('RACE_DATABASE is not set');
const handle = openDatabase(database);
const app = await buildApp({
  config: { ...loadConfig({}), appUrl: 'http://localhost:8000', realtime: false, database },
  database: handle,
});
await app.ready();

let release: () => void = () => {};
const go = new Promise<void>((resolve) => {
  release = resolve;
});
app.commerce.beforeReservation = async () => {
  send({ type: 'held' });
  await go;
};

process.on('message', (message: TestMessage) => {
  if (message.type === 'go') release();
  if (message.type === 'close') {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  }
  if (message.type === 'place') {
    for (const order of message.orders) {
      void app
        .inject({
          method: 'POST',
          url: order.path,
          payload: order.body as object,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${order.token}`,
            'x-xsrf-token': XSRF,
          },
          cookies: { 'XSRF-TOKEN': XSRF },
        })
        .then((response) =>
          send({
            type: 'answer',
            index: order.index,
            status: response.statusCode,
            body: response.json(),
            pid: process.pid,
          }),
        );
    }
  }
});

send({ type: 'ready', pid: process.pid });
