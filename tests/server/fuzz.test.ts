import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/db/seed/catalogue/index.ts';
import { createTestApp, registerUser, type TestApp, XSRF } from './support/testApp.ts';

/**
 * Every state-changing route gets at least 50 malformed bodies (not JSON, not an object, every field
 * of the wrong type, absurd sizes, injection strings, prototype keys) from a logged-in seller who owns
 * a store, and from an admin where the seller is refused: no answer may be a 5xx, and the database
 * must be exactly as it was (a fingerprint of every table's rows).
 */

const root = resolve(__dirname, '../..');

/** Routes whose point is to act without a body, or that are not JSON APIs; each says why. */
const SKIP: Record<string, string> = {
  'POST /v1/auth/logout': 'ends the session whatever the body (no input)',
  'POST /v1/refresh': 'issues a new token whatever the body (no input)',
  'POST /v1/:business/products-show/:id': 'a read (a POST by the spec) that counts a view of the product',
  'PUT /v1/notices/:id': 'marks the notice read: the id is the whole input',
  'POST /broadcasting/auth': 'a form post of the websocket protocol (tested in tests/server/broadcasting)',
  'POST /broadcasting/user-auth':
    'a form post of the websocket protocol (tested in tests/server/broadcasting)',
};

/** Columns that change on any authenticated request: when the session was last used. */
const VOLATILE: Record<string, string[]> = { access_tokens: ['last_used_at'] };

/** Every key any /v1 handler or page could read: the object keys written in server/http. */
function fieldNames(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });
  const names = new Set<string>();
  for (const file of files(resolve(root, 'server/http'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s+([a-z_][a-z0-9_]*)\??:/gim)) names.add(m[1]);
  }
  return [...names];
}

/** A text far longer than any field takes. */
const HUGE = 'x'.repeat(70_000);

/** Values no field accepts: the wrong type for a text, a number, a flag or a list, or far too big. */
const BAD_VALUES: unknown[] = [
  { $gt: '' },
  [[]],
  { nested: { deeper: [1, { x: null }] } },
  HUGE,
  [{ __proto__: { admin: true } }],
  { toString: 'boom' },
  [Number.MAX_SAFE_INTEGER, -1],
];

/** Bodies that are not a JSON object at all, sent as raw text with a JSON content type. */
const RAW: string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '[1,2,3]',
  '"texto"',
  '12',
  'true',
  '{"a":1}}',
  '<xml/>',
  "'; DROP TABLE users; --",
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '9'.repeat(400),
];

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function malformedBodies(fields: string[], seed: number): { payload: string; type: string }[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const bodies = RAW.map((payload) => ({ payload, type: 'application/json' }));
  bodies.push({ payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' });
  bodies.push({ payload: 'plain text', type: 'text/plain' });
  while (bodies.length < 56) {
    // Every known field, each with a value of the wrong kind: whichever a route reads, it is wrong.
    // At most one far-too-big value per body: with one in every seventh field the body passed the
    // host's 2 MiB limit and was refused before any route read it.
    const body: Record<string, unknown> = {};
    let huge = false;
    for (const name of fields) {
      let value = pick(BAD_VALUES);
      while (value === HUGE && huge) value = pick(BAD_VALUES);
      huge ||= value === HUGE;
      body[name] = value;
    }
    bodies.push({ payload: JSON.stringify(body), type: 'application/json' });
  }
  return bodies;
}

interface Route {
  method: string;
  path: string;
}

/** The app's routes from Fastify's own tree (children add to their parent's path). */
function stateChangingRoutes(t: TestApp): Route[] {
  const out: Route[] = [];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const stack: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false, method: method as 'POST' }).split('\n')) {
      const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!m) continue;
      const depth = m[1].length / 4;
      stack.length = depth;
      stack.push(m[2]);
      if (m[3]?.split(', ').includes(method)) out.push({ method, path: stack.join('') });
    }
  }
  return out;
}

/** Path parameters: a number that exists, one that does not, and text. */
const PARAM_VALUES = ['1', '999999', 'abc'];
const withParams = (path: string, i: number) =>
  path.replace(/:[a-zA-Z_]+\??/g, () => PARAM_VALUES[i % PARAM_VALUES.length]).replace(/\*$/, 'x');

async function fingerprint(t: TestApp): Promise<string> {
  const tables =
    t.dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(t.db)
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
        ).rows;
  const hash = createHash('sha256');
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    const lines = rows.map((row) => {
      for (const column of VOLATILE[name] ?? []) delete row[column];
      return JSON.stringify(row);
    });
    hash.update(`${name}:${lines.sort().join('\n')}\n`);
  }
  return hash.digest('hex');
}

let t: TestApp;
let seller: { token: string };
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerUser(t, { email: 'lojista@exemplo.com' });
  seller = owner;
  await seedCatalogue(t.db, { scale: 0.01, users: { seller: owner.id }, now: new Date() });
  const boss = await registerUser(t, { email: 'admin@exemplo.com' });
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', boss.id).execute();
  admin = boss;
}, 60_000);
afterAll(() => t.close());

describe('malformed bodies on every state-changing route', () => {
  it('never get a 5xx and never change a row', async () => {
    const fields = fieldNames();
    const routes = stateChangingRoutes(t).filter((r) => !(`${r.method} ${r.path}` in SKIP));
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let sent = 0;
    // Bodies refused for their size before the route read them (each must stay under the host's limit).
    const tooLarge: string[] = [];
    for (const [index, route] of routes.entries()) {
      const before = await fingerprint(t);
      const bodies = malformedBodies(fields, index + 1);
      for (const [i, body] of bodies.entries()) {
        const send = (token: string) =>
          t.app.inject({
            method: route.method as 'POST',
            url: withParams(route.path, i),
            payload: body.payload,
            headers: {
              'content-type': body.type,
              authorization: `Bearer ${token}`,
              'x-xsrf-token': XSRF,
              accept: 'application/json',
            },
            cookies: { 'XSRF-TOKEN': XSRF },
          });
        let res = await send(seller.token);
        if (res.statusCode === 403) res = await send(admin.token);
        sent++;
        if (res.statusCode === 413) tooLarge.push(`${route.method} ${route.path}`);
        if (res.statusCode >= 500) {
          problems.push(
            `${route.method} ${withParams(route.path, i)} ${body.payload.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
      if ((await fingerprint(t)) !== before) problems.push(`${route.method} ${route.path}: rows changed`);
    }
    expect(problems).toEqual([]);
    expect(tooLarge).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * 50);
  }, 600_000);
});

/** Header values no host takes: bad hosts and ports, schemes, and XSRF tokens that do not decode. */
const BAD_HOSTS = [
  'evil.example:99999',
  'evil:0',
  'a b',
  'evil.example/x',
  'user@evil',
  '[::1',
  '',
  'x'.repeat(300),
];
const BAD_PROTOS = ['javascript', 'https, gopher', ''];
const BAD_TOKENS = ['%', 'abc%zz', '%E0%A4%A', '%00', '\u00e9', 'x'.repeat(5000)];

describe('malformed headers on pages, reads and state-changing routes', () => {
  it('never get a 5xx', async () => {
    const targets: { method: 'GET' | 'POST'; url: string }[] = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/collection/list' },
      { method: 'GET', url: '/v1/states' },
      { method: 'GET', url: '/robots.txt' },
      { method: 'POST', url: '/token' },
      { method: 'POST', url: '/v1/add-to-cart' },
    ];
    const cases: { headers: Record<string, string>; cookie?: string }[] = [
      ...BAD_HOSTS.map((host) => ({ headers: { host } })),
      ...BAD_HOSTS.map((host) => ({ headers: { 'x-forwarded-host': host } })),
      ...BAD_PROTOS.map((proto) => ({ headers: { 'x-forwarded-proto': proto } })),
      ...BAD_TOKENS.map((token) => ({ headers: { 'x-xsrf-token': token } })),
      ...BAD_TOKENS.map((token) => ({ headers: { 'x-xsrf-token': XSRF }, cookie: token })),
      ...BAD_TOKENS.map((token) => ({ headers: { 'x-xsrf-token': token }, cookie: token })),
    ];
    const problems: string[] = [];
    for (const target of targets) {
      for (const { headers, cookie } of cases) {
        const res = await t.app.inject({
          ...target,
          payload: target.method === 'POST' ? { email: 'a@b.com', listing_id: 1, quantity: 1 } : undefined,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${seller.token}`,
            'x-xsrf-token': XSRF,
            ...headers,
          },
          cookies: { 'XSRF-TOKEN': cookie ?? XSRF },
        });
        if (res.statusCode >= 500)
          problems.push(
            `${target.method} ${target.url} ${JSON.stringify(headers)} ${cookie ?? ''} → ${res.statusCode}`,
          );
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
