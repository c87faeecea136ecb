import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/index.ts';
import { runOnce, startJob } from '../../../server/jobs/run-once.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The jobs' run-once rule (server/jobs/run-once.ts) with two hosts on one database: the test's own
 * handle and a second one with its own pool, as another host process would have (on SQLite, a file
 * both open). The concurrency cases need PostgreSQL (TEST_DATABASE_URL); on SQLite there is one host.
 */

let t: TestApp;
let other: DatabaseHandle;
const pg = Boolean(process.env.TEST_DATABASE_URL);
const folder = pg ? null : mkdtempSync(join(tmpdir(), 'jobs-'));

beforeAll(async () => {
  t = await createTestApp({}, folder ? { sqliteFile: join(folder, 'jobs.sqlite') } : {});
  other = openDatabase(t.database);
  await sql`CREATE TABLE job_test_items (id integer PRIMARY KEY, handled integer NOT NULL DEFAULT 0)`.execute(
    t.db,
  );
});
afterAll(async () => {
  await other.close();
  await t.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function addItems(from: number, count: number) {
  const rows = Array.from({ length: count }, (_, i) => sql`(${from + i})`);
  await sql`INSERT INTO job_test_items (id) VALUES ${sql.join(rows)}`.execute(t.db);
}

/** A job that is not idempotent by itself: it reads the due items, then adds one to each. */
async function handleDue(db: DatabaseHandle['db'], beforeWrite: () => Promise<void> = async () => {}) {
  const due = await sql<{ id: number }>`SELECT id FROM job_test_items WHERE handled = 0`.execute(db);
  await beforeWrite();
  const ids = due.rows.map((r) => r.id);
  if (ids.length > 0)
    await sql`UPDATE job_test_items SET handled = handled + 1 WHERE id IN (${sql.join(ids)})`.execute(db);
  return ids.length;
}

const handledCounts = async () =>
  (await sql<{ handled: number }>`SELECT handled FROM job_test_items ORDER BY id`.execute(t.db)).rows.map(
    (r) => Number(r.handled),
  );

describe('runOnce', () => {
  it('runs the work and returns its value when nobody else runs the job', async () => {
    expect(await runOnce(t.db, 'alone', async () => 42)).toEqual({ ran: true, value: 42 });
    // The lock is given back: the other host gets it next.
    expect(await runOnce(other.db, 'alone', async () => 7)).toEqual({ ran: true, value: 7 });
  });

  it.runIf(pg)('skips a host while another host runs the job: each due item is handled once', async () => {
    await sql`DELETE FROM job_test_items`.execute(t.db);
    await addItems(1, 20);
    let otherOutcome: Awaited<ReturnType<typeof runOnce>> | undefined;
    // Host A has read the due items; host B ticks before A writes.
    const a = runOnce(t.db, 'items', () =>
      handleDue(t.db, async () => {
        otherOutcome = await runOnce(other.db, 'items', () => handleDue(other.db));
      }),
    );
    expect(await a).toEqual({ ran: true, value: 20 });
    expect(otherOutcome).toEqual({ ran: false });
    expect(await handledCounts()).toEqual(Array(20).fill(1));
  });

  it.runIf(pg)('a lock is per job: another job runs meanwhile', async () => {
    let inner: Awaited<ReturnType<typeof runOnce>> | undefined;
    await runOnce(t.db, 'first', async () => {
      inner = await runOnce(other.db, 'second', async () => 'ok');
    });
    expect(inner).toEqual({ ran: true, value: 'ok' });
  });

  it.runIf(pg)('two hosts ticking the job many times over handle every item exactly once', async () => {
    await sql`DELETE FROM job_test_items`.execute(t.db);
    let next = 1;
    const host = async (db: DatabaseHandle['db']) => {
      for (let tick = 0; tick < 30; tick++) {
        await runOnce(db, 'items', () => handleDue(db, () => new Promise((r) => setImmediate(r))));
        if (tick % 3 === 0) {
          const from = next;
          next += 5;
          await addItems(from, 5);
        }
      }
    };
    await Promise.all([host(t.db), host(other.db)]);
    await runOnce(t.db, 'items', () => handleDue(t.db));
    const counts = await handledCounts();
    expect(counts.length).toBe(next - 1);
    expect(counts.every((c) => c === 1)).toBe(true);
  });

  it('with a period, runs once per period whichever host asks', async () => {
    const ran: string[] = [];
    const work = (who: string) => async () => {
      ran.push(who);
    };
    expect((await runOnce(t.db, 'daily', work('a'), { period: '2026-11-28' })).ran).toBe(true);
    expect((await runOnce(other.db, 'daily', work('b'), { period: '2026-11-28' })).ran).toBe(false);
    expect((await runOnce(t.db, 'daily', work('a'), { period: '2026-11-28' })).ran).toBe(false);
    expect((await runOnce(other.db, 'daily', work('b'), { period: '2026-11-29' })).ran).toBe(true);
    expect(ran).toEqual(['a', 'b']);
  });

  it('a period is not recorded when the work fails: the next tick tries again', async () => {
    await expect(
      runOnce(t.db, 'flaky', () => Promise.reject(new Error('falhou')), { period: 'p1' }),
    ).rejects.toThrow('falhou');
    expect((await runOnce(other.db, 'flaky', async () => 1, { period: 'p1' })).ran).toBe(true);
  });
});

describe('startJob', () => {
  it('the stop function waits for the run under way', async () => {
    let finished = false;
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    let unblock: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    const stop = startJob({
      name: 'stopping',
      db: t.db,
      intervalMs: 60_000,
      immediately: true,
      failure: 'falha',
      run: async () => {
        release();
        await blocked;
        finished = true;
      },
    });
    await started;
    const stopping = stop();
    unblock();
    await stopping;
    expect(finished).toBe(true);
  });
});
