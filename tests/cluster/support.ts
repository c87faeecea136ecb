import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import type { DB } from '../../server/db/index.ts';
import { hashPassword } from '../../server/domain/auth/passwords.ts';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';

/**
 * What the cluster tests need besides the cluster: a scratch database, checks, buyers, an HTTP client
 * and a Pusher client.
 */

/** A database of its own on TEST_DATABASE_URL's server for one run: its URL, create and drop. */
export function scratchDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://ci:ci@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    create: () => admin(`CREATE DATABASE ${name}`),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined),
  };
}

/**
 * Named checks printed as they run; `print()` ends with "N passed, N failed" and gives the exit code.
 * `run(main)` runs a test's body, counts an exception as a failed check, prints and exits.
 */
export function checker() {
  let passed = 0;
  let failed = 0;
  const check = (name: string, ok: boolean, detail = '') => {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  };
  return {
    check,
    run(main: () => Promise<void>) {
      main()
        .catch((error) => {
          console.error(error);
          check('o teste chegou ao fim', false);
        })
        .finally(() => {
          console.log(`${passed} passed, ${failed} failed`);
          process.exit(failed === 0 ? 0 : 1);
        });
    },
    failed: () => failed,
  };
}

export interface Buyer {
  id: number;
  email: string;
  addressId: number;
  token: string;
}

export const PASSWORD = 'senha-cluster-1234';

/** `count` buyers with a verified e-mail and one address each (straight into the database). */
export async function makeBuyers(db: DB, count: number): Promise<Omit<Buyer, 'token'>[]> {
  const password_hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const buyers: Omit<Buyer, 'token'>[] = [];
  for (let k = 0; k < count; k++) {
    const email = `comprador-${k}-${randomUUID().slice(0, 8)}@cluster.test`;
    const user = await db
      .insertInto('users')
      .values({
        name: `Comprador ${k}`,
        last_name: 'Cluster',
        email,
        password_hash,
        role: 'supplier',
        phone: '11987654321',
        document: null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const address = await db
      .insertInto('addresses')
      .values({
        user_id: user.id,
        label: 'Casa',
        recipient: `Comprador ${k} Cluster`,
        postcode: '01310100',
        address: 'Avenida Paulista',
        number: String(1000 + k),
        complement: null,
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        is_default: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    buyers.push({ id: user.id, email, addressId: address.id });
  }
  return buyers;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads a few known fields of the answers.
  json: any;
  /** The host port nginx sent the request to (X-Upstream), when it answered. */
  upstream: number | null;
  /** The session token a login set in its HttpOnly cookie (the body carries none). */
  sessionToken: string | null;
  /** Why no answer came (status 0): the network error's code, e.g. `UND_ERR_SOCKET`. */
  failure?: string;
}

const XSRF = randomUUID();

/** Keep-alive connections to nginx, as a browser keeps them. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

function sendOnce(url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent, timeout: 60_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('ETIMEDOUT')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // Closed before any answer on a connection that had already served a request: nginx closes
      // idle keep-alive connections when it reloads (a drained restart reloads it). A browser sends
      // the request again on a new connection without showing anything (Chromium does so for any
      // method); so does this client, once, as Node's documentation of `reusedSocket` shows.
      reject(Object.assign(error, { retry: req.reusedSocket && error.code === 'ECONNRESET' }));
    });
    req.end(body);
  });
}

/** How many requests were sent again because their reused connection closed before any answer. */
export const resent = { count: 0 };

/** One request, sent again once when its reused connection closed before any answer. */
async function send(url: URL, method: string, headers: Record<string, string>, body?: string) {
  try {
    return await sendOnce(url, method, headers, body);
  } catch (error) {
    if (!(error as { retry?: boolean }).retry) throw error;
    resent.count++;
    return sendOnce(url, method, headers, body);
  }
}

/** Why a request got no answer: the network error's code. */
export function networkFailure(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e.code ?? e.message ?? String(error);
}

/** A JSON call through `origin`; a network failure is status 0. */
export async function call(
  origin: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  try {
    const response = await send(
      new URL(path, origin),
      method,
      {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body === undefined ? undefined : JSON.stringify(body),
    );
    let json: unknown = null;
    try {
      json = JSON.parse(response.text);
    } catch {
      json = response.text;
    }
    const upstream = response.headers['x-upstream'];
    return {
      status: response.status,
      json,
      upstream: typeof upstream === 'string' ? Number(upstream.split(':').pop()) : null,
      sessionToken: sessionTokenFromSetCookie(response.headers['set-cookie'] ?? []),
    };
  } catch (error) {
    return { status: 0, json: null, upstream: null, sessionToken: null, failure: networkFailure(error) };
  }
}

/** A page through `origin` (HTML): its status, or 0 and the network failure. */
export async function page(origin: string, path: string): Promise<{ status: number; failure?: string }> {
  try {
    return { status: (await send(new URL(path, origin), 'GET', { accept: 'text/html' })).status };
  } catch (error) {
    return { status: 0, failure: networkFailure(error) };
  }
}

export interface ReceivedEvent {
  event: string;
  channel: string;
  data: Record<string, unknown>;
}

/**
 * A Pusher-protocol client on one socket server, subscribed to the buyer's private channel (signed by a
 * host through `origin`'s /broadcasting/auth). Collects every event it receives.
 */
export async function listen(
  socketPort: number,
  appKey: string,
  origin: string,
  token: string,
  channel: string,
): Promise<{ events: ReceivedEvent[]; close(): void }> {
  const ws = new WebSocket(`ws://127.0.0.1:${socketPort}/app/${appKey}?protocol=7&client=js&version=8.4.0`);
  const events: ReceivedEvent[] = [];
  const subscribed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sem inscrição em ${channel}`)), 20_000);
    ws.on('message', async (raw) => {
      const message = JSON.parse(String(raw)) as { event: string; channel?: string; data?: string };
      const data = typeof message.data === 'string' ? JSON.parse(message.data) : (message.data ?? {});
      if (message.event === 'pusher:connection_established') {
        const auth = await call(origin, 'POST', '/broadcasting/auth', {
          token,
          body: { socket_id: data.socket_id, channel_name: channel },
        });
        if (auth.status !== 200) {
          reject(new Error(`broadcasting/auth: ${auth.status} ${JSON.stringify(auth.json)}`));
          return;
        }
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.json.auth } }));
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        clearTimeout(timer);
        resolve();
      } else if (message.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (message.channel === channel) {
        events.push({ event: message.event, channel, data });
      }
    });
    ws.on('error', reject);
  });
  await subscribed;
  return { events, close: () => ws.close() };
}
