import { sql } from 'kysely';
import Papa from 'papaparse';
import type {
  StatementAccount,
  StatementEntry,
  StatementFilters,
  StatementKind,
} from '../../../resources/js/types/pages/sellerWallet.ts';
import type { DB } from '../../db/index.ts';
import { toReais } from '../cart/money.ts';
import { accounts } from '../ledger/accounts.ts';
import { pageInfo } from '../paging.ts';
import { dayRangeUtc, localDay } from '../stores/views.ts';

/**
 * The store's statement (docs/payouts-and-plans.md, "Wallet and cash-outs"): every ledger entry of
 * its two accounts — `store_receivable:{id}` (sales held until concluded) and `store_wallet:{id}`
 * (money it can cash out) — newest first, with the transaction's kind, the store order's number where
 * there is one and the account's balance right after the entry (a window sum over the account's
 * entries in id order, taken before the filters so a filtered page still shows true balances).
 */

export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  order_paid: 'Venda paga (a receber)',
  store_release: 'Pedido concluído (liberado)',
  store_order_refund: 'Pedido cancelado ou devolvido',
  store_order_gateway_refund: 'Pagamento estornado ao comprador',
  store_order_chargeback: 'Contestação do cartão (chargeback)',
  payout_requested: 'Saque solicitado',
  payout_failed: 'Saque devolvido (falhou)',
};

export const STATEMENT_ACCOUNT_LABELS: Record<StatementAccount, string> = {
  wallet: 'Carteira',
  receivable: 'A receber',
};

/** The memo a payout's postings carry, so the statement can name the payout. */
export const payoutMemo = (payoutId: number) => `payout:${payoutId}`;

export interface StatementQuery extends StatementFilters {
  page: number;
  perPage: number;
}

interface Row {
  id: number;
  transaction_id: number;
  account_id: number;
  amount: number;
  created_at: string;
  kind: string;
  memo: string | null;
  store_order_id: number | null;
  order_number: string | null;
  balance_after: number;
}

/** The ids of the store's two accounts (absent until first used). */
async function storeAccountIds(db: DB, storeId: number) {
  const codes = {
    [accounts.storeWallet(storeId).code]: 'wallet',
    [accounts.storeReceivable(storeId).code]: 'receivable',
  } as Record<string, StatementAccount>;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'code'])
    .where('code', 'in', Object.keys(codes))
    .execute();
  return new Map(rows.map((r) => [r.id, codes[r.code] as StatementAccount]));
}

function filtered(db: DB, accountIds: number[], f: StatementFilters) {
  const running = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('store_orders as o', 'o.id', 't.store_order_id')
    .select([
      'e.id',
      'e.transaction_id',
      'e.account_id',
      'e.amount',
      'e.created_at',
      't.kind',
      't.memo',
      't.store_order_id',
      'o.number as order_number',
      sql<number>`sum(e.amount) over (partition by e.account_id order by e.id)`.as('balance_after'),
    ])
    .where('e.account_id', 'in', accountIds)
    .as('s');
  let query = db.selectFrom(running).selectAll('s');
  const range = dayRangeUtc(f.from ?? '2000-01-01', f.to ?? '2999-12-31');
  if (f.from) query = query.where('s.created_at', '>=', range.start);
  if (f.to) query = query.where('s.created_at', '<', range.end);
  if (f.kind) query = query.where('s.kind', '=', f.kind);
  return query;
}

function entryOf(row: Row, accountOf: Map<number, StatementAccount>): StatementEntry {
  const payout = row.memo?.startsWith('payout:') ? Number(row.memo.slice(7)) : null;
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    created_at: row.created_at,
    kind: row.kind,
    kind_label: STATEMENT_KIND_LABELS[row.kind as StatementKind] ?? row.kind,
    account: accountOf.get(row.account_id) as StatementAccount,
    amount: toReais(Number(row.amount)),
    balance_after: toReais(Number(row.balance_after)),
    order_number: row.order_number,
    store_order_id: row.store_order_id,
    payout_id: payout !== null && Number.isSafeInteger(payout) ? payout : null,
  };
}

function idsFor(accountOf: Map<number, StatementAccount>, account: StatementAccount | null) {
  return [...accountOf].filter(([, a]) => !account || a === account).map(([id]) => id);
}

/** One page of the statement, newest first, with the count of every entry the filters match. */
export async function storeStatement(db: DB, storeId: number, q: StatementQuery) {
  const accountOf = await storeAccountIds(db, storeId);
  const ids = idsFor(accountOf, q.account);
  const empty = { data: [] as StatementEntry[], paginate: pageInfo(q.page, q.perPage, 0) };
  if (ids.length === 0) return empty;
  const countRow = await filtered(db, ids, q)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.n);
  const rows = (await filtered(db, ids, q)
    .orderBy('s.id', 'desc')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute()) as Row[];
  return { data: rows.map((r) => entryOf(r, accountOf)), paginate: pageInfo(q.page, q.perPage, total) };
}

/** The latest entries (the wallet's "últimas movimentações"). */
export async function lastMovements(db: DB, storeId: number, limit = 5): Promise<StatementEntry[]> {
  const page = await storeStatement(db, storeId, {
    from: null,
    to: null,
    kind: null,
    account: null,
    page: 1,
    perPage: limit,
  });
  return page.data;
}

/** At most this many lines in one CSV: a longer period is asked in parts. */
export const CSV_MAX_ROWS = 20_000;

const decimal = (reais: number) => reais.toFixed(2).replace('.', ',');

/**
 * The statement as a CSV an accountant's spreadsheet opens as it is: UTF-8 with a BOM, `;` between
 * fields, decimal comma without thousands separators, ISO dates (the São Paulo day) and times (UTC),
 * oldest first.
 */
export async function statementCsv(db: DB, storeId: number, f: StatementFilters): Promise<string> {
  const accountOf = await storeAccountIds(db, storeId);
  const ids = idsFor(accountOf, f.account);
  const rows = ids.length
    ? ((await filtered(db, ids, f).orderBy('s.id', 'asc').limit(CSV_MAX_ROWS).execute()) as Row[])
    : [];
  const lines = rows.map((row) => {
    const e = entryOf(row, accountOf);
    return [
      localDay(new Date(e.created_at)),
      e.created_at,
      STATEMENT_ACCOUNT_LABELS[e.account],
      e.kind,
      e.kind_label,
      e.order_number ?? '',
      e.payout_id ?? '',
      decimal(e.amount),
      decimal(e.balance_after),
      e.transaction_id,
    ];
  });
  const csv = Papa.unparse(
    {
      fields: [
        'data',
        'data_hora_utc',
        'conta',
        'tipo',
        'descricao',
        'pedido',
        'saque',
        'valor',
        'saldo_apos',
        'transacao',
      ],
      data: lines,
    },
    { delimiter: ';', newline: '\r\n', quotes: false },
  );
  return `\uFEFF${csv}\r\n`;
}
