import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../server/db/seed/catalogue/index.ts';
import { ledgerHealth } from '../../server/domain/ledger/post.ts';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';
import { demoEnv } from '../../server/production-check.ts';
import { sandboxCardBody } from '../../shared/cardTokenizer/sandboxToken.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

/**
 * The host is killed with SIGKILL in the middle of a burst of card checkouts from several buyers at
 * once. Afterwards: every order a buyer was told was placed (a 2xx) exists; no listing lost or gained
 * a unit (what it had = what it has + what placed orders hold); the ledger balances; SQLite's
 * integrity check passes; and the host starts again on the same database and serves.
 */

const root = resolve(__dirname, '../..');
const BUYERS = 6;

/** Resolves once the process has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Host {
  child: ChildProcess;
  origin: string;
}

async function startHost(t: TestApp, sqliteFile: string | null): Promise<Host> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...demoEnv(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    WS_PORT: String(await freePort()),
    REALTIME: 'false',
    SSR: 'false',
    APP_URL: `http://127.0.0.1:${port}`,
  };
  if (t.database.kind === 'postgres') env.DATABASE_URL = t.database.url;
  else {
    delete env.DATABASE_URL;
    env.DB_DATABASE = sqliteFile ?? '';
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`host exited: ${output}`);
    try {
      if ((await fetch(`${origin}/v1/states`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`host did not start: ${output}`);
}

/** A browser-like client of the host: the XSRF pair and a bearer token once logged in. */
function client(origin: string) {
  const xsrf = randomUUID();
  let token = '';
  return {
    setToken: (value: string) => {
      token = value;
    },
    async call(method: string, path: string, body?: unknown) {
      const res = await fetch(origin + path, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        session: sessionTokenFromSetCookie(res.headers.getSetCookie()),
        // biome-ignore lint/suspicious/noExplicitAny: the test reads a few known fields of the answers.
        json: (await res.json().catch(() => ({}))) as Record<string, any>,
      };
    },
  };
}

type Buyer = ReturnType<typeof client> & { addressId: number };

async function newBuyer(origin: string, n: number): Promise<Buyer> {
  const c = client(origin);
  const email = `comprador${n}_${randomUUID().slice(0, 6)}@exemplo.com`;
  const reg = await c.call('POST', '/register', {
    user: {
      name: 'Comprador',
      last_name: `${n}`,
      email,
      password: 'segredo123',
      password_confirmation: 'segredo123',
    },
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${JSON.stringify(reg.json)}`);
  c.setToken(reg.session ?? '');
  const address = await c.call('POST', '/v1/address', {
    recipient: 'Comprador Teste',
    postcode: '01310100',
    address: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
  if (address.status >= 300) throw new Error(`address ${address.status} ${JSON.stringify(address.json)}`);
  return Object.assign(c, { addressId: address.json.result.id as number });
}

async function listingQuantities(t: TestApp): Promise<Map<number, number>> {
  const rows = await t.db.selectFrom('store_listings').select(['id', 'quantity']).execute();
  return new Map(rows.map((r) => [r.id, r.quantity]));
}

/** Units each listing has in orders that still hold them (not canceled, refused or expired). */
async function heldUnits(t: TestApp): Promise<Map<number | null, number>> {
  const rows = await t.db
    .selectFrom('order_items as i')
    .innerJoin('store_orders as o', 'o.id', 'i.store_order_id')
    .select(['i.listing_id', (eb) => eb.fn.sum<number>('i.quantity').as('units')])
    .where('o.status', 'not in', ['canceled', 'refused', 'expired'])
    .groupBy('i.listing_id')
    .execute();
  return new Map(rows.map((r) => [r.listing_id, Number(r.units)]));
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  const runs =
    dialect === 'postgres' ? Boolean(process.env.TEST_DATABASE_URL) : !process.env.TEST_DATABASE_URL;
  describe.runIf(runs)(`kill -9 during a burst of checkouts (${dialect})`, () => {
    let t: TestApp;
    let sqliteFile: string | null = null;
    let host: Host | null = null;

    beforeAll(async () => {
      sqliteFile = dialect === 'sqlite' ? join(mkdtempSync(join(tmpdir(), 'crash-')), 'db.sqlite') : null;
      t = await createTestApp({}, sqliteFile ? { sqliteFile } : {});
      await seedCatalogue(t.db, { scale: 0.01, now: new Date() });
      // The test's own app is only a handle on the database: the host under test is another process.
      await t.app.close();
    }, 120_000);

    afterAll(async () => {
      host?.child.kill('SIGKILL');
      await t?.close();
    });

    it('keeps every confirmed order, the stock and the ledger consistent, and restarts', async () => {
      const first = await startHost(t, sqliteFile);
      host = first;
      const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, n) => newBuyer(first.origin, n)));
      const before = await listingQuantities(t);
      const heldBefore = await heldUnits(t);
      const pool = await t.db
        .selectFrom('store_listings')
        .select(['id'])
        .where('status', '=', 'available')
        .where('quantity', '>', 0)
        .orderBy('quantity', 'desc')
        .limit(40)
        .execute();

      const confirmed: { id: number; number: string }[] = [];
      let placed = 0;
      let killed = false;
      const killAfter = 8;
      const loop = async (buyer: Buyer, n: number) => {
        for (let i = 0; !killed && i < 200; i++) {
          try {
            // Two buyers share each listing, so the checkouts race for the same units.
            const listing = pool[(n % 3) * 2 + (i % 2)] ?? pool[0];
            const added = await buyer.call('POST', '/v1/add-to-cart', {
              listing_id: listing.id,
              quantity: 1,
            });
            if (added.status !== 200) continue;
            const order = await buyer.call('POST', '/v1/order/credit-card', {
              idempotency_key: randomUUID(),
              address_id: buyer.addressId,
              wallet_credit: 0,
              card: sandboxCardBody('4111111111111111', { holder: 'Comprador Teste' }),
            });
            if (order.status >= 200 && order.status < 300) {
              const result = order.json.result;
              confirmed.push({ id: result.order_id ?? result.data?.id, number: result.data?.number });
              if (++placed === killAfter && !killed) {
                killed = true;
                first.child.kill('SIGKILL');
              }
            }
          } catch {
            // The host is gone: the connection was cut mid-request.
            return;
          }
        }
      };
      await Promise.all(buyers.map((b, n) => loop(b, n)));
      expect(killed).toBe(true);
      await exited(first.child);

      // Every order a buyer was told about exists.
      expect(confirmed.length).toBeGreaterThanOrEqual(killAfter);
      const ids = confirmed.map((c) => c.id).filter((id): id is number => typeof id === 'number');
      expect(ids.length).toBe(confirmed.length);
      const found = await t.db.selectFrom('order_groups').select('id').where('id', 'in', ids).execute();
      expect(found.length).toBe(ids.length);

      // No unit appeared or vanished: what a listing had = what it has + what the new orders hold.
      const after = await listingQuantities(t);
      const heldAfter = await heldUnits(t);
      for (const [id, quantity] of before) {
        const taken = (heldAfter.get(id) ?? 0) - (heldBefore.get(id) ?? 0);
        expect(quantity, `listing ${id}`).toBe((after.get(id) ?? 0) + taken);
      }
      expect([...after.values()].every((q) => q >= 0)).toBe(true);

      expect(await ledgerHealth(t.db)).toEqual({
        balanceSum: 0,
        entrySum: 0,
        unbalancedTransactions: 0,
        driftedAccounts: 0,
      });
      if (dialect === 'sqlite') {
        const check = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(t.db);
        expect(check.rows.map((r) => r.integrity_check)).toEqual(['ok']);
      }

      // The host starts again on the same database, and a buyer's order is still there.
      host = await startHost(t, sqliteFile);
      const again = client(host.origin);
      expect((await again.call('GET', '/v1/states')).status).toBe(200);
      host.child.kill('SIGKILL');
    }, 240_000);
  });
}
