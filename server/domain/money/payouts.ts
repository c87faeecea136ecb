import { SqliteAdapter } from 'kysely';
import type { Payout, PayoutStatus } from '../../../resources/js/types/pages/sellerWallet.ts';
import { formatCentsText } from '../../../shared/money.ts';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { PayoutDriver } from '../../drivers/payouts/index.ts';
import type { Broadcast } from '../broadcasts.ts';
import { transactionWithBroadcasts } from '../broadcasts.ts';
import { toReais } from '../cart/money.ts';
import { invalidField } from '../errors.ts';
import { postLedger } from '../ledger/post.ts';
import { storeChannel } from '../orders/status.ts';
import { pageInfo } from '../paging.ts';
import { addDays } from '../stores/views.ts';
import { payoutFailed, payoutPaid, payoutRequested } from './payout-postings.ts';
import { LATEST_SCHEDULE_DAYS, storeBalances, withdrawalSettings } from './wallet.ts';
import { bankAccountRow, payoutBankAccount } from './wallet-bank-accounts.ts';
import { addBusinessDays, brDate, isBusinessDay, isCalendarDay, today } from './wallet-calendar.ts';

/**
 * Cash-outs (docs/payouts-and-plans.md, "Wallet and cash-outs"). Asking for one moves the amount and
 * its fee out of the store's wallet at once (`payout_requested`), in the transaction that records the
 * payout; the payout driver settles it on its date: `payout_paid`, or `payout_failed` and the amount
 * and fee go back to the wallet. The wallet never goes below zero: postLedger's conditional update on
 * `store_wallet` decides between concurrent cash-outs, whatever the checks before it read.
 */

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pendente',
  paid: 'Pago',
  failed: 'Falhou',
};

/** "R$ 1.234,56" with a plain space, for messages. */
export const money = formatCentsText;

export interface CashOutInput {
  storeId: number;
  userId: number;
  amountCents: number;
  bankAccountId: number;
  /** YYYY-MM-DD. */
  date: string;
}

export interface PayoutDeps {
  db: DB;
  now: Date;
  driverName: string;
}

/**
 * Asks for a cash-out. Every check answers 422 with its field and changes nothing; the last word on
 * the balance is the ledger's (two cash-outs racing for the same money: one gets the 422 of
 * InsufficientStoreBalanceError).
 */
export async function requestPayout(deps: PayoutDeps, input: CashOutInput): Promise<Payout> {
  const { db } = deps;
  const settings = await withdrawalSettings(db);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw invalidField('amount', 'Informe um valor maior que zero.');
  if (input.amountCents < settings.minAmountCents)
    throw invalidField('amount', `O valor mínimo de saque é ${money(settings.minAmountCents)}.`);

  const account = await bankAccountRow(db, input.bankAccountId);
  if (!account || account.store_id !== input.storeId || account.deleted_at !== null)
    throw invalidField('bank_account_id', 'Escolha uma conta bancária ativa desta loja.');

  const earliest = addBusinessDays(today(deps.now), settings.minBusinessDays);
  const latest = addDays(earliest, LATEST_SCHEDULE_DAYS);
  if (!isCalendarDay(input.date)) throw invalidField('date', 'Informe uma data válida.');
  if (input.date < earliest)
    throw invalidField('date', `A data mais próxima para este saque é ${brDate(earliest)}.`);
  if (input.date > latest) throw invalidField('date', `Agende o saque para no máximo ${brDate(latest)}.`);
  if (!isBusinessDay(input.date))
    throw invalidField('date', 'Escolha um dia útil: saques não são pagos em fins de semana e feriados.');

  const fee = settings.feeCents;
  const { available } = await storeBalances(db, input.storeId);
  if (input.amountCents + fee > available) {
    throw invalidField(
      'amount',
      `O saldo disponível (${money(available)}) não cobre ${money(input.amountCents)} mais a tarifa de ${money(fee)}.`,
    );
  }

  const id = await db.transaction().execute(async (trx) => {
    await writerFirst(trx);
    const row = await trx
      .insertInto('payouts')
      .values({
        store_id: input.storeId,
        bank_account_id: account.id,
        requested_by: input.userId,
        amount_cents: input.amountCents,
        fee_cents: fee,
        status: 'pending',
        driver: deps.driverName,
        external_id: null,
        scheduled_for: input.date,
        failure_reason: null,
        created_at: nowIso(deps.now),
        settled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postLedger(
      trx,
      payoutRequested({
        id: row.id,
        store_id: input.storeId,
        amount_cents: input.amountCents,
        fee_cents: fee,
      }),
    );
    return row.id;
  });
  return (await payoutById(db, id)) as Payout;
}

const PAYOUT_COLUMNS = [
  'p.id',
  'p.store_id',
  'p.amount_cents',
  'p.fee_cents',
  'p.status',
  'p.scheduled_for',
  'p.created_at',
  'p.settled_at',
  'p.failure_reason',
  'b.id as b_id',
  'b.bank_code',
  'b.bank_name',
  'b.agency',
  'b.agency_digit',
  'b.account',
  'b.account_digit',
  'b.holder_name',
  'b.is_default',
] as const;

function payoutsQuery(db: DB) {
  return db
    .selectFrom('payouts as p')
    .leftJoin('bank_accounts as b', 'b.id', 'p.bank_account_id')
    .select(PAYOUT_COLUMNS);
}

type PayoutRow = Awaited<ReturnType<ReturnType<typeof payoutsQuery>['executeTakeFirstOrThrow']>>;

function payoutOf(row: PayoutRow): Payout {
  return {
    id: row.id,
    store_id: row.store_id,
    amount: toReais(row.amount_cents),
    fee: toReais(row.fee_cents),
    total: toReais(row.amount_cents + row.fee_cents),
    status: row.status,
    status_label: PAYOUT_STATUS_LABELS[row.status],
    scheduled_for: row.scheduled_for,
    created_at: row.created_at,
    settled_at: row.settled_at,
    failure_reason: row.failure_reason,
    bank_account:
      row.b_id === null
        ? null
        : payoutBankAccount({
            id: row.b_id,
            bank_code: row.bank_code as string,
            bank_name: row.bank_name as string,
            agency: row.agency as string,
            agency_digit: row.agency_digit,
            account: row.account as string,
            account_digit: row.account_digit as string,
            holder_name: row.holder_name as string,
            is_default: Number(row.is_default),
          }),
  };
}

export async function payoutById(db: DB, id: number): Promise<Payout | null> {
  const row = await payoutsQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? payoutOf(row) : null;
}

/** The store's cash-outs, newest first. */
export async function storePayouts(db: DB, storeId: number, page: number, perPage: number) {
  const total = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const rows = await payoutsQuery(db)
    .where('p.store_id', '=', storeId)
    .orderBy('p.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const n = Number(total.n);
  return {
    data: rows.map(payoutOf),
    paginate: pageInfo(page, perPage, n),
  };
}

export interface SettleDeps {
  db: DB;
  driver: PayoutDriver;
  broadcast: Broadcast;
  now: Date;
}

/**
 * Settles one pending payout through the driver, in its own transaction: a conditional update from
 * `pending` decides, so a payout settles once even when two jobs (or a job and the sandbox call)
 * race; the loser changes nothing. Broadcasts `payout.settled` on the store's channel after the
 * commit. Null when it was no longer pending.
 */
export async function settlePayout(deps: SettleDeps, payoutId: number): Promise<Payout | null> {
  const payout = await deps.db
    .selectFrom('payouts')
    .selectAll()
    .where('id', '=', payoutId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!payout) return null;
  const account = await bankAccountRow(deps.db, payout.bank_account_id);
  const outcome = account
    ? await deps.driver.transfer({
        payoutId: payout.id,
        amountCents: payout.amount_cents,
        bankCode: account.bank_code,
        agency: account.agency,
        account: account.account,
        accountDigit: account.account_digit,
        holderName: account.holder_name,
        holderDocument: account.holder_document,
        pixKey: account.pix_key,
      })
    : { status: 'failed' as const, externalId: null, reason: 'Conta bancária não encontrada.' };

  const settled = await transactionWithBroadcasts(deps.db, deps.broadcast, async (trx, broadcast) => {
    await writerFirst(trx);
    const moved = await trx
      .updateTable('payouts')
      .set({
        status: outcome.status,
        external_id: outcome.externalId,
        failure_reason: outcome.status === 'failed' ? outcome.reason.slice(0, 255) : null,
        settled_at: nowIso(deps.now),
      })
      .where('id', '=', payout.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    await postLedger(trx, outcome.status === 'paid' ? payoutPaid(payout) : payoutFailed(payout));
    broadcast([storeChannel(payout.store_id)], 'payout.settled', {
      payout_id: payout.id,
      status: outcome.status,
      status_label: PAYOUT_STATUS_LABELS[outcome.status],
      amount: toReais(payout.amount_cents),
      failure_reason: outcome.status === 'failed' ? outcome.reason : null,
    });
    return payout.id;
  });
  return settled === null ? null : payoutById(deps.db, settled);
}

/**
 * Every pending payout whose date has come (São Paulo day; `until` another day — the sandbox's
 * "settle now" passes the far future), oldest first; the ones settled by this call.
 */
export async function settleDuePayouts(
  deps: SettleDeps,
  { limit = 100, until = today(deps.now) }: { limit?: number; until?: string } = {},
): Promise<Payout[]> {
  const due = await deps.db
    .selectFrom('payouts')
    .select('id')
    .where('status', '=', 'pending')
    .where('scheduled_for', '<=', until)
    .where('driver', '=', deps.driver.name)
    .orderBy('scheduled_for')
    .orderBy('id')
    .limit(limit)
    .execute();
  const settled: Payout[] = [];
  for (const { id } of due) {
    const payout = await settlePayout(deps, id);
    if (payout) settled.push(payout);
  }
  return settled;
}

/**
 * On SQLite, makes the transaction a writer before it reads: one that reads first and writes later
 * fails at once (SQLITE_BUSY) when another process wrote in between; as a writer from the start it
 * waits its turn (busy_timeout). PostgreSQL locks the rows it updates: nothing to do there.
 */
async function writerFirst(trx: DB): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) return;
  await trx.updateTable('payouts').set({ id: 0 }).where('id', '=', -1).execute();
}
