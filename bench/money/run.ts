/**
 * Money under load (docs/ledger.md, "Proof under load"): 10,000 random concurrent operations —
 * orders paid from credit or by PIX, expiries, cancellations with refunds, releases on conclusion,
 * cash-outs and their settlement, subscription charges, credit grants — against a real host on
 * SQLite and on PostgreSQL, then the books: zero drift, no negative balance, every account equal to
 * the sum of its entries. Prints the figures and PASS/FAIL per database.
 *
 *   npx tsx bench/money/run.ts                  # SQLite, and PostgreSQL at TEST_DATABASE_URL
 *   MONEY_OPERATIONS=2000 npx tsx bench/money/run.ts
 */
import { moneyExtraOperations } from '../../tests/server/money/operations.ts';
import { runMoneySimulation } from '../../tests/server/money/simulation.ts';
import { createTestApp } from '../../tests/server/support/testApp.ts';

const OPERATIONS = Number(process.env.MONEY_OPERATIONS ?? 10_000);
const CONCURRENCY = Number(process.env.MONEY_CONCURRENCY ?? 16);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://ci:ci@127.0.0.1:5432/postgres';

async function run(label: string, pg: string | undefined): Promise<boolean> {
  if (pg) process.env.TEST_DATABASE_URL = pg;
  else delete process.env.TEST_DATABASE_URL;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  try {
    t = await createTestApp();
  } catch (error) {
    console.log(`${label}: skipped (${(error as Error).message})`);
    return true;
  }
  try {
    const r = await runMoneySimulation(t, {
      operations: OPERATIONS,
      concurrency: CONCURRENCY,
      extra: moneyExtraOperations(),
    });
    const ok =
      r.operations === OPERATIONS &&
      Object.values(r.health).every((v) => v === 0) &&
      r.negativeWallets === 0 &&
      r.negativeStock === 0;
    console.log(`\n== ${label}: ${r.operations} operations, ${CONCURRENCY} at a time`);
    console.log(`time ${r.seconds.toFixed(1)} s, ${(r.operations / r.seconds).toFixed(0)} operations/s`);
    for (const [name, n] of Object.entries(r.done).sort()) {
      console.log(
        `  ${name.padEnd(48)} ${String(n).padStart(6)} done ${String(r.refused[name] ?? 0).padStart(5)} refused`,
      );
    }
    console.log(`refusal reasons: ${JSON.stringify(r.reasons)}`);
    console.log(`ledger health: ${JSON.stringify(r.health)} over ${r.accountsChecked} accounts`);
    console.log(`negative balances: ${r.negativeWallets}, negative stock: ${r.negativeStock}`);
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${label}: zero drift, no negative balance, balances = sums of entries`,
    );
    return ok;
  } finally {
    await t.close();
  }
}

const sqliteOk = await run('SQLite', undefined);
const pgOk = await run('PostgreSQL', PG_URL);
process.exit(sqliteOk && pgOk ? 0 : 1);
