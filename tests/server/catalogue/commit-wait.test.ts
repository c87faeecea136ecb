import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { commitWait, mayWrite, setCommitWait } from '../../../server/db/commit-wait.ts';
import { type DatabaseHandle, openDatabase } from '../../../server/db/index.ts';
import { afterCommitWait, holdAnswersForCommitWait } from '../../../server/http/support/commitWait.ts';
import { XSRF } from '../support/testApp.ts';
import { addListings, B, createCatalogueApp, makeProduct, makeStores } from './support.ts';

/**
 * The commit wait (server/db/commit-wait.ts; docs/catalogue.md, "List cache"): on PostgreSQL a cached
 * answer may use a generation read sent within the commit wait before its request, because whatever a
 * host sends after a write waits that long after the commit. These tests stretch the wait to a second, so
 * a read that should not be used would be used if anything were missing.
 */

describe('which statements may write', () => {
  it('reads and transaction control do not; writes and data-modifying WITH do', () => {
    for (const text of [
      'select * from products where id = $1',
      'SELECT id FROM store_listings WHERE id = $1 FOR UPDATE',
      'with x as (select 1) select * from x',
      'begin',
      'start transaction isolation level serializable',
      'commit',
      'rollback',
      'savepoint sp1',
      'release savepoint sp1',
      'set local statement_timeout = 1000',
      'select updated_at, deleted_at from products',
    ])
      expect(mayWrite(text), text).toBe(false);
    for (const text of [
      'insert into products (name) values ($1)',
      'update store_listings set price = $1',
      'delete from cart_items where id = $1',
      'with moved as (update store_listings set quantity = 0 returning id) select * from moved',
      'alter table products add column x int',
      'refresh materialized view something',
    ])
      expect(mayWrite(text), text).toBe(true);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WAIT = 1000;

describe.runIf(onPostgres)('on PostgreSQL', () => {
  let t: Awaited<ReturnType<typeof createCatalogueApp>>;
  let other: { handle: DatabaseHandle; app: Awaited<ReturnType<typeof buildApp>> };
  let stores: { sp: number; rj: number };

  beforeAll(async () => {
    t = await createCatalogueApp();
    stores = await makeStores(t);
    // A second host on the same database: its own connections, cache and generation reads.
    const handle = openDatabase(t.database);
    other = { handle, app: await buildApp({ config: t.config, database: handle }) };
    await other.app.ready();
    setCommitWait(t.db, WAIT);
    setCommitWait(handle.db, WAIT);
  });
  afterAll(async () => {
    await other.app.close();
    await other.handle.close();
    await t.close();
  });

  /** The price products/paginate shows for product `id` (searched by `name`) on `app`. */
  const priceOn = async (app: typeof other.app, id: number, name: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `${B}/products/paginate`,
      payload: { type: 'card', search: name },
      headers: { 'x-xsrf-token': XSRF, accept: 'application/json' },
      cookies: { 'XSRF-TOKEN': XSRF },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { code: number; price: number }[]).find((i) => i.code === id)?.price;
  };

  it("another host's next list shows a write once the writer's commit wait has passed", async () => {
    const id = await makeProduct(t, { name: 'Quimera Vizinha' });
    await addListings(t, id, [{ storeId: stores.rj, price: 9 }]);
    await new Promise((done) => setTimeout(done, WAIT));
    expect(await priceOn(other.app, id, 'Quimera Vizinha')).toBe(9);
    // Written by the first host, which holds what it sends until its commit wait has passed.
    await addListings(t, id, [{ storeId: stores.sp, price: 4 }]);
    const started = performance.now();
    await commitWait(t.db);
    expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT - 50);
    expect(await priceOn(other.app, id, 'Quimera Vizinha')).toBe(4);
  });

  it('without the wait, the other host would still use its recent read (what the wait is for)', async () => {
    const id = await makeProduct(t, { name: 'Quimera Vizinha Dois' });
    await addListings(t, id, [{ storeId: stores.rj, price: 9 }]);
    await new Promise((done) => setTimeout(done, WAIT));
    const list = () => priceOn(other.app, id, 'Quimera Vizinha Dois');
    expect(await list()).toBe(9);
    await addListings(t, id, [{ storeId: stores.sp, price: 4 }]);
    expect(await list()).toBe(9);
    await new Promise((done) => setTimeout(done, WAIT));
    expect(await list()).toBe(4);
  });

  it("a host's own write shows in its next list at once, without waiting", async () => {
    const id = await makeProduct(t, { name: 'Quimera Propria' });
    await addListings(t, id, [{ storeId: stores.rj, price: 9 }]);
    const own = () => priceOn(t.app, id, 'Quimera Propria');
    expect(await own()).toBe(9);
    await addListings(t, id, [{ storeId: stores.sp, price: 4 }]);
    expect(await own()).toBe(4);
  });

  it('holds an answer whose request wrote, not one that only read; a read-only transaction notes nothing', async () => {
    await new Promise((done) => setTimeout(done, WAIT));
    const app = Fastify();
    holdAnswersForCommitWait(app, t.db);
    app.post('/write', async () => {
      await t.db.updateTable('collections').set({ name: sql`name` }).execute();
      return { ok: true };
    });
    app.get('/read', async () => {
      await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('collections').select('id').limit(1).execute();
      });
      return { ok: true };
    });
    const timed = async (method: 'GET' | 'POST', url: string) => {
      const started = performance.now();
      expect((await app.inject({ method, url })).statusCode).toBe(200);
      return performance.now() - started;
    };
    expect(await timed('GET', '/read')).toBeLessThan(WAIT / 2);
    expect(await timed('POST', '/write')).toBeGreaterThanOrEqual(WAIT - 50);
    await new Promise((done) => setTimeout(done, WAIT));
    expect(await timed('GET', '/read')).toBeLessThan(WAIT / 2);
    await app.close();
  });

  it('a realtime message after a write waits for the commit wait too', async () => {
    const sent: number[] = [];
    const broadcaster = afterCommitWait(t.db, {
      broadcast: async () => {
        sent.push(performance.now());
      },
    });
    await t.db.updateTable('collections').set({ name: sql`name` }).execute();
    const committed = performance.now();
    await broadcaster.broadcast(['catalogue'], 'changed', {});
    expect(sent[0] - committed).toBeGreaterThanOrEqual(WAIT - 50);
  });
});
