import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { moneyExtraOperations } from './operations.ts';
import { runMoneySimulation } from './simulation.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * 10,000 operations on SQLite. The PostgreSQL run of the API tests (CI runs them twice) makes 2,500 to
 * keep CI short; `npm run bench -- money` makes 10,000 on both databases.
 */
const OPERATIONS = Number(
  process.env.MONEY_SIM_OPERATIONS ?? (process.env.TEST_DATABASE_URL ? 2_500 : 10_000),
);

describe('money under random concurrent traffic', () => {
  it(`${OPERATIONS} operations end with the books exact`, { timeout: 600_000 }, async () => {
    const report = await runMoneySimulation(t, {
      operations: OPERATIONS,
      concurrency: 16,
      extra: moneyExtraOperations(),
    });
    console.log(JSON.stringify({ ...report, dialect: t.dialect }));
    expect(report.operations).toBe(OPERATIONS);
    expect(report.health).toEqual({
      balanceSum: 0,
      entrySum: 0,
      unbalancedTransactions: 0,
      driftedAccounts: 0,
    });
    expect(report.negativeWallets).toBe(0);
    expect(report.negativeStock).toBe(0);
    for (const name of Object.keys(report.done)) expect(report.done[name]).toBeGreaterThan(0);
  });
});
