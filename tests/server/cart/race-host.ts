/**
 * One host process of the race tests, started with `node --import tsx` by race-hosts.ts and kept for
 * every test of a file: each test sends `open` with its database (the AppConfig database; a shared
 * SQLite file or a PostgreSQL test database), and the process opens its own connection to it and builds
 * the whole host; `release` closes both again. Two ways to race:
 * - `place`: the requests go at once; every checkout is held after its cart check until `go`, so the
 *   checkouts of every process reach their transactions together.
 * - `load` then `go`: the requests wait in the process until `go`, then all are sent at once (moves of
 *   an order, cash-outs: requests without a cart check to hold at).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { type AppConfig, loadConfig } from '../../../server/config.ts';
import { type DatabaseHandle, openDatabase } from '../../../server/db/index.ts';

export interface RaceRequest {
  index: number;
  path: string;
  token: string;
  body: unknown;
}

export type HostMessage =
  | { type: 'ready'; pid: number }
  | { type: 'opened' }
  | { type: 'released' }
  | { type: 'held' }
  | { type: 'loaded' }
  | { type: 'answer'; index: number; status: number; body: unknown; pid: number };

export type TestMessage =
  | { type: 'open'; database: AppConfig['database'] }
  | { type: 'place'; orders: RaceRequest[] }
  | { type: 'load'; moves: RaceRequest[] }
  | { type: 'go' }
  | { type: 'release' };

const XSRF = 'race-xsrf-token';
const send = (message: HostMessage) => process.send?.(message);

let current: { app: FastifyInstance; handle: DatabaseHandle } | null = null;
let loaded: RaceRequest[] = [];
let release: () => void = () => {};

async function open(database: AppConfig['database']) {
  await close();
  // Three connections each on PostgreSQL: CI's run has up to four test files at once, two of them
  // with five of these processes, and at ten each they took all of PostgreSQL's 100 connections
  // ("too many clients already", a 500). Fifteen transactions still contend across five processes.
  const handle = openDatabase(database.kind === 'postgres' ? { ...database, poolSize: 3 } : database);
  const app = await buildApp({
    config: { ...loadConfig({}), appUrl: 'http://localhost:8000', realtime: false, database },
    database: handle,
  });
  await app.ready();
  const go = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.commerce.beforeReservation = async () => {
    send({ type: 'held' });
    await go;
  };
  current = { app, handle };
}

async function close() {
  if (!current) return;
  const { app, handle } = current;
  current = null;
  loaded = [];
  release();
  await app.close();
  await handle.close();
}

function sendRequest(app: FastifyInstance, request: RaceRequest) {
  void app
    .inject({
      method: 'POST',
      url: request.path,
      payload: request.body as object,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${request.token}`,
        'x-xsrf-token': XSRF,
      },
      cookies: { 'XSRF-TOKEN': XSRF },
    })
    .then((response) =>
      send({
        type: 'answer',
        index: request.index,
        status: response.statusCode,
        body: response.json(),
        pid: process.pid,
      }),
    );
}

process.on('message', (message: TestMessage) => {
  if (message.type === 'open') void open(message.database).then(() => send({ type: 'opened' }));
  if (message.type === 'release') void close().then(() => send({ type: 'released' }));
  if (!current) return;
  const { app } = current;
  if (message.type === 'place') for (const order of message.orders) sendRequest(app, order);
  if (message.type === 'load') {
    loaded = message.moves;
    send({ type: 'loaded' });
  }
  if (message.type === 'go') {
    release();
    for (const move of loaded) sendRequest(app, move);
    loaded = [];
  }
});
// The test's process ended (or dropped the channel): nothing is left to answer.
process.on('disconnect', () => void close().finally(() => process.exit(0)));

send({ type: 'ready', pid: process.pid });
