/**
 * One host process of the store-order race test (store-orders-race.test.ts), started with
 * `node --import tsx`: its own connection to the shared database (RACE_DATABASE), the whole host, and
 * the moves the test sends it, held until the test says "go" so every process fires at once.
 */
import { buildApp } from '../../../server/app.ts';
import { type AppConfig, loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/index.ts';

export type MoveHostMessage =
  | { type: 'ready'; pid: number }
  | { type: 'loaded' }
  | { type: 'answer'; index: number; status: number; body: unknown; pid: number };

export type MoveTestMessage =
  | { type: 'load'; moves: { index: number; path: string; token: string; body: unknown }[] }
  | { type: 'go' }
  | { type: 'close' };

const XSRF = 'race-xsrf-token';
const send = (message: MoveHostMessage) => process.send?.(message);

const database = JSON.parse(process.env.RACE_DATABASE ?? 'null') as AppConfig['database'];
if (!database) throw new Error('RACE_DATABASE is not set');
const handle = openDatabase(database);
const app = await buildApp({
  config: { ...loadConfig({}), appUrl: 'http://localhost:8000', realtime: false, database },
  database: handle,
});
await app.ready();

let loaded: Extract<MoveTestMessage, { type: 'load' }>['moves'] = [];

process.on('message', (message: MoveTestMessage) => {
  if (message.type === 'load') {
    loaded = message.moves;
    send({ type: 'loaded' });
  }
  if (message.type === 'go') {
    for (const move of loaded) {
      void app
        .inject({
          method: 'POST',
          url: move.path,
          payload: move.body as object,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${move.token}`,
            'x-xsrf-token': XSRF,
          },
          cookies: { 'XSRF-TOKEN': XSRF },
        })
        .then((response) =>
          send({
            type: 'answer',
            index: move.index,
            status: response.statusCode,
            body: response.json(),
            pid: process.pid,
          }),
        );
    }
  }
  if (message.type === 'close') {
    void app
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  }
});

send({ type: 'ready', pid: process.pid });
