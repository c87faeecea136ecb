import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { lockInIdOrder } from '../../db/locks.ts';
import { RefusedError } from '../errors.ts';
import { type AccountRef, accountIds } from './accounts.ts';

export interface LedgerLine {
  account: AccountRef;
  /** Signed centavos: positive raises the account's balance. */
  amount: number;
}

export interface LedgerPosting {
  kind: string;
  orderGroupId?: number | null;
  storeOrderId?: number | null;
  memo?: string | null;
  lines: LedgerLine[];
}

/** The buyer's wallet cannot pay what it does not hold. */
export class InsufficientCreditError extends RefusedError {
  constructor() {
    super('Seu saldo de crédito não é suficiente para este pedido.', {
      error: true,
      messages: [
        {
          description: 'Seu saldo de crédito não é suficiente para este pedido.',
          code: 'insufficient_credit',
        },
      ],
      errors: { wallet_credit: ['Seu saldo de crédito não é suficiente para este pedido.'] },
    });
  }
}

/** A store's wallet cannot pay out what it does not hold. */
export class InsufficientStoreBalanceError extends RefusedError {
  constructor() {
    const message = 'O saldo disponível da loja não é suficiente para este valor.';
    super(message, {
      error: true,
      messages: [{ description: message, code: 'insufficient_balance' }],
      errors: { amount: [message] },
    });
  }
}

/** Accounts whose balance never goes below zero: a net debit is a conditional update. */
const NEVER_NEGATIVE = new Set(['buyer_wallet', 'store_wallet']);

/**
 * Posts balanced transactions inside the caller's database transaction: each posting's lines must
 * sum to zero. Balances move once per account, in account-id order (a fixed lock order, so
 * concurrent postings never deadlock on PostgreSQL); a net debit of a buyer or store wallet is a
 * conditional update that refuses to go below zero — except a store wallet's with `allowStoreDebt` (a
 * gateway refund after the store was paid out). Call it last in a transaction, after the stock and
 * product rows (docs/ledger.md "Lock order"). Returns the ids of the transactions written.
 */
export async function postLedger(
  trx: DB,
  postings: LedgerPosting | readonly LedgerPosting[],
  options: { allowStoreDebt?: boolean } = {},
): Promise<number[]> {
  const list = (Array.isArray(postings) ? postings : [postings]) as readonly LedgerPosting[];
  const written = list
    .map((posting) => ({ posting, lines: balancedLines(posting) }))
    .filter((p) => p.lines.length > 0);
  if (written.length === 0) return [];

  const refs = written.flatMap((p) => p.lines.map((l) => l.account));
  const ids = await accountIds(trx, refs);
  const net = new Map<number, { kind: string; amount: number }>();
  for (const line of written.flatMap((p) => p.lines)) {
    const id = ids.get(line.account.code) as number;
    const entry = net.get(id) ?? { kind: line.account.kind, amount: 0 };
    entry.amount += line.amount;
    net.set(id, entry);
  }
  await moveBalances(trx, net, options.allowStoreDebt ?? false);

  const now = nowIso();
  const txIds: number[] = [];
  for (const { posting, lines } of written) {
    const tx = await trx
      .insertInto('ledger_transactions')
      .values({
        kind: posting.kind,
        order_group_id: posting.orderGroupId ?? null,
        store_order_id: posting.storeOrderId ?? null,
        memo: posting.memo ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ledger_entries')
      .values(
        lines.map((l) => ({
          transaction_id: tx.id,
          account_id: ids.get(l.account.code) as number,
          amount: l.amount,
          created_at: now,
        })),
      )
      .execute();
    txIds.push(tx.id);
  }
  return txIds;
}

/**
 * Every balance moves in one statement; a buyer wallet's net debit only where its balance covers it
 * (the row is left out otherwise, and the whole posting fails). On PostgreSQL the rows are locked
 * first in account-id order, so concurrent postings sharing accounts (the gateway, the platform fee)
 * queue up instead of deadlocking.
 */
async function moveBalances(
  trx: DB,
  net: ReadonlyMap<number, { kind: string; amount: number }>,
  allowStoreDebt: boolean,
) {
  // Every account the entries name is locked, in id order, before anything else: also one whose
  // postings net to zero here (a wallet hold taken and spent in one go). Its entries' foreign-key
  // check takes a share lock on the account row, which would otherwise queue behind another
  // transaction's lock out of id order and deadlock with it.
  await lockInIdOrder(
    trx,
    'ledger_accounts',
    [...net.keys()].sort((a, b) => a - b),
  );
  const moves = [...net].filter(([, m]) => m.amount !== 0).sort((a, b) => a[0] - b[0]);
  if (moves.length === 0) return;
  const ids = moves.map(([id]) => id);
  // A gateway refund of money the store already received is taken back even when it was cashed out:
  // the store's wallet goes into debt (docs/ledger.md "Refunds and chargebacks").
  const debits = moves.filter(
    ([, m]) => NEVER_NEGATIVE.has(m.kind) && m.amount < 0 && !(allowStoreDebt && m.kind === 'store_wallet'),
  );
  const amounts = sql.join(
    moves.map(([id, m]) => sql`WHEN ${id} THEN ${m.amount}`),
    sql` `,
  );
  let update = trx
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + CASE id ${amounts} ELSE 0 END` })
    .where('id', 'in', ids);
  if (debits.length) {
    const covers = sql.join(
      debits.map(([id, m]) => sql`WHEN ${id} THEN balance >= ${-m.amount}`),
      sql` `,
    );
    update = update.where(sql<boolean>`CASE id ${covers} ELSE TRUE END`);
  }
  const moved = new Set((await update.returning('id').execute()).map((row) => row.id));
  if (moved.size === ids.length) return;
  const refused = debits.filter(([id]) => !moved.has(id));
  if (refused.some(([, m]) => m.kind === 'store_wallet')) throw new InsufficientStoreBalanceError();
  throw new InsufficientCreditError();
}

/** The posting's lines merged per account, zeros dropped; throws when they do not sum to zero. */
function balancedLines(posting: LedgerPosting): LedgerLine[] {
  const byCode = new Map<string, LedgerLine>();
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amount))
      throw new Error(`ledger amount must be integer centavos: ${line.amount}`);
    const entry = byCode.get(line.account.code);
    if (entry) entry.amount += line.amount;
    else byCode.set(line.account.code, { account: line.account, amount: line.amount });
  }
  const lines = [...byCode.values()];
  const sum = lines.reduce((total, l) => total + l.amount, 0);
  if (sum !== 0) throw new Error(`unbalanced ledger posting ${posting.kind}: ${sum}`);
  return lines.filter((l) => l.amount !== 0);
}

/** The buyer's wallet credit balance in centavos (0 without an account). */
export async function walletBalance(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', `buyer_wallet:${userId}`)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

/** Invariants docs/ledger.md promises: every account sums to zero overall and per transaction. */
export async function ledgerHealth(db: DB): Promise<{
  balanceSum: number;
  entrySum: number;
  unbalancedTransactions: number;
  driftedAccounts: number;
}> {
  const balances = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  const unbalanced = await db
    .selectFrom(
      db
        .selectFrom('ledger_entries')
        .select(['transaction_id', (eb) => eb.fn.sum<number>('amount').as('total')])
        .groupBy('transaction_id')
        .as('t'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.total', '<>', 0)
    .executeTakeFirstOrThrow();
  const drifted = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      db
        .selectFrom('ledger_entries')
        .select(['account_id', (eb) => eb.fn.sum<number>('amount').as('total')])
        .groupBy('account_id')
        .as('e'),
      'e.account_id',
      'a.id',
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`a.balance <> coalesce(e.total, 0)`)
    .executeTakeFirstOrThrow();
  return {
    balanceSum: Number(balances.total),
    entrySum: Number(entries.total),
    unbalancedTransactions: Number(unbalanced.n),
    driftedAccounts: Number(drifted.n),
  };
}
