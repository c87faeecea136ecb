import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type {
  BankAccount,
  BankAccountType,
  PixKeyType,
} from '../../../resources/js/types/pages/sellerBank.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { lockInIdOrder } from '../../db/locks.ts';
import type { BankAccountsTable } from '../../db/schema-money.ts';
import { notFound, RefusedError } from '../errors.ts';
import { checkBankNumbers } from './bank-digits.ts';
import { bankByCode } from './banks.ts';
import { normalizePixKey } from './pix-keys.ts';

/** Accounts a store may keep at once (not counting deleted ones). */
export const MAX_BANK_ACCOUNTS = 10;

/** What defines where a cash-out goes: every field of an account but its default flag. */
export interface BankAccountFields {
  bank_code: string;
  agency: string;
  agency_digit: string | null;
  account: string;
  account_digit: string;
  account_type: BankAccountType;
  holder_name: string;
  holder_document: string;
  pix_key_type: PixKeyType | null;
  pix_key: string | null;
}

const DESTINATION: readonly (keyof BankAccountFields)[] = [
  'bank_code',
  'agency',
  'agency_digit',
  'account',
  'account_digit',
  'account_type',
  'holder_name',
  'holder_document',
  'pix_key_type',
  'pix_key',
];

type FieldMessages = Record<string, string[]>;

/** A refused add (plain 422), update ('Erro ao alterar: …') or delete ('Erro ao excluir: …'). */
export function refusal(errors: FieldMessages, prefix?: string): RefusedError {
  const first = Object.values(errors).flat()[0] ?? 'Dados inválidos.';
  return new RefusedError(prefix ? `${prefix}: ${first}` : first, { errors });
}

/**
 * Checks an account's fields beyond their shape (the route's zod schema has stripped masks): the bank is in
 * the list, agency/account lengths and check digits (bank-digits.ts), the holder's CPF or CNPJ check
 * digits, the PIX key against its type. Returns the normalized fields (zero-padded numbers, canonical PIX
 * key, the bank's name) or the errors per field.
 */
export function checkBankAccount(
  fields: BankAccountFields,
): { ok: true; value: BankAccountFields & { bank_name: string } } | { ok: false; errors: FieldMessages } {
  const errors: FieldMessages = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };
  const bank = bankByCode(fields.bank_code);
  const value = { ...fields, bank_name: bank?.name ?? '' };
  if (!bank) add('bank_code', 'Banco não encontrado: escolha um banco da lista.');
  else {
    const numbers = checkBankNumbers({
      bankCode: bank.code,
      bankName: bank.name,
      agency: fields.agency,
      agencyDigit: fields.agency_digit,
      account: fields.account,
      accountDigit: fields.account_digit,
    });
    for (const [field, message] of Object.entries(numbers.errors)) add(field, message);
    value.agency = numbers.value.agency;
    value.agency_digit = numbers.value.agencyDigit;
    value.account = numbers.value.account;
    value.account_digit = numbers.value.accountDigit;
  }
  const doc = fields.holder_document;
  if (!(doc.length === 11 ? isValidCpf(doc) : doc.length === 14 && isValidCnpj(doc)))
    add('holder_document', 'Informe um CPF ou CNPJ válido do titular da conta.');
  if (fields.pix_key_type && !fields.pix_key) add('pix_key', 'Informe a chave PIX.');
  else if (!fields.pix_key_type && fields.pix_key) add('pix_key_type', 'Escolha o tipo da chave PIX.');
  else if (fields.pix_key_type && fields.pix_key) {
    const pix = normalizePixKey(fields.pix_key_type, fields.pix_key);
    if (pix.ok) value.pix_key = pix.value;
    else add('pix_key', pix.message);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

type Row = Pick<
  BankAccountsTable,
  | 'store_id'
  | 'bank_code'
  | 'bank_name'
  | 'agency'
  | 'agency_digit'
  | 'account'
  | 'account_digit'
  | 'account_type'
  | 'holder_name'
  | 'holder_document'
  | 'pix_key_type'
  | 'pix_key'
  | 'is_default'
  | 'created_at'
> & { id: number };

const COLUMNS = [
  'id',
  'store_id',
  'bank_code',
  'bank_name',
  'agency',
  'agency_digit',
  'account',
  'account_digit',
  'account_type',
  'holder_name',
  'holder_document',
  'pix_key_type',
  'pix_key',
  'is_default',
  'created_at',
] as const;

/** `Ag. 1584-9 · ••••0169-6`: enough to recognise the account, not enough to copy it. */
export function maskAccount(row: Pick<Row, 'agency' | 'agency_digit' | 'account' | 'account_digit'>): string {
  const agency = row.agency_digit ? `${row.agency}-${row.agency_digit}` : row.agency;
  return `Ag. ${agency} · ••••${row.account.slice(-4)}-${row.account_digit}`;
}

function present(row: Row): BankAccount {
  return {
    id: row.id,
    bank_code: row.bank_code,
    bank_name: row.bank_name,
    agency: row.agency,
    agency_digit: row.agency_digit,
    account: row.account,
    account_digit: row.account_digit,
    account_masked: maskAccount(row),
    account_type: row.account_type,
    holder_name: row.holder_name,
    holder_document: row.holder_document,
    pix_key_type: row.pix_key_type,
    pix_key: row.pix_key,
    is_default: Number(row.is_default) === 1,
    created_at: row.created_at,
  };
}

/** The store's accounts (deleted ones left out): the default first, then oldest first. */
export async function listBankAccounts(db: DB, storeId: number): Promise<BankAccount[]> {
  const rows = await db
    .selectFrom('bank_accounts')
    .select(COLUMNS)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(present);
}

async function findAccount(trx: DB, storeId: number, id: number): Promise<Row> {
  const row = await trx
    .selectFrom('bank_accounts')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Conta bancária não encontrada.');
  return row;
}

async function payoutCounts(trx: DB, accountId: number) {
  const rows = await trx
    .selectFrom('payouts')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bank_account_id', '=', accountId)
    .groupBy('status')
    .execute();
  const pending = Number(rows.find((r) => r.status === 'pending')?.n ?? 0);
  const total = rows.reduce((s, r) => s + Number(r.n), 0);
  return { pending, total };
}

async function duplicateOf(trx: DB, storeId: number, v: BankAccountFields, exceptId?: number) {
  let q = trx
    .selectFrom('bank_accounts')
    .select('id')
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .where('bank_code', '=', v.bank_code)
    .where('agency', '=', v.agency)
    .where('account', '=', v.account)
    .where('account_digit', '=', v.account_digit);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

async function unsetDefault(trx: DB, storeId: number, now: string) {
  await trx
    .updateTable('bank_accounts')
    .set({ is_default: 0, updated_at: now })
    .where('store_id', '=', storeId)
    .where('is_default', '=', 1)
    .execute();
}

/**
 * Adds an account. The store's first account is its default; `is_default` on a later one moves the
 * default to it in the same transaction (at most one default per store). The store row is locked first
 * (PostgreSQL), so two adds at once cannot both become "the first".
 */
export async function addBankAccount(
  db: DB,
  storeId: number,
  fields: BankAccountFields,
  makeDefault = false,
): Promise<BankAccount> {
  const checked = checkBankAccount(fields);
  if (!checked.ok) throw refusal(checked.errors);
  const v = checked.value;
  return db.transaction().execute(async (trx) => {
    await lockInIdOrder(trx, 'stores', [storeId]);
    const count = Number(
      (
        await trx
          .selectFrom('bank_accounts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('store_id', '=', storeId)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (count >= MAX_BANK_ACCOUNTS)
      throw refusal({
        bank_code: [
          `A loja já tem ${MAX_BANK_ACCOUNTS} contas bancárias: exclua uma antes de cadastrar outra.`,
        ],
      });
    if (await duplicateOf(trx, storeId, v))
      throw refusal({ account: ['Esta conta já está cadastrada para a loja.'] });
    const now = nowIso();
    const isDefault = count === 0 || makeDefault;
    if (isDefault) await unsetDefault(trx, storeId, now);
    const row = await trx
      .insertInto('bank_accounts')
      .values({ ...v, store_id: storeId, is_default: isDefault ? 1 : 0, created_at: now, updated_at: now })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return present(row);
  });
}

/**
 * Changes an account: only the fields given change, then the whole account is checked again. Refusals
 * answer 'Erro ao alterar: …' (spec section 8). `is_default: true` moves the store's default to it;
 * the default cannot be unset directly (another account is made default instead).
 *
 * The destination (numbers, holder, PIX key) of an account with a pending payout cannot change: the payout
 * is on its way there. An account with settled payouts keeps its row as the payouts' record: the change
 * is saved as a new account (same default flag) and the old row is soft-deleted.
 */
export async function updateBankAccount(
  db: DB,
  storeId: number,
  id: number,
  patch: Partial<BankAccountFields> & { is_default?: boolean },
): Promise<BankAccount> {
  return db.transaction().execute(async (trx) => {
    await lockInIdOrder(trx, 'stores', [storeId]);
    const row = await findAccount(trx, storeId, id);
    const current: BankAccountFields = {
      bank_code: row.bank_code,
      agency: row.agency,
      agency_digit: row.agency_digit,
      account: row.account,
      account_digit: row.account_digit,
      account_type: row.account_type,
      holder_name: row.holder_name,
      holder_document: row.holder_document,
      pix_key_type: row.pix_key_type,
      pix_key: row.pix_key,
    };
    const merged = { ...current };
    for (const key of DESTINATION) if (patch[key] !== undefined) Object.assign(merged, { [key]: patch[key] });
    const checked = checkBankAccount(merged);
    if (!checked.ok) throw refusal(checked.errors, 'Erro ao alterar');
    const v = checked.value;
    const wasDefault = Number(row.is_default) === 1;
    if (patch.is_default === false && wasDefault)
      throw refusal(
        { is_default: ['Esta é a conta principal: escolha outra conta como principal.'] },
        'Erro ao alterar',
      );
    const changed = DESTINATION.some((k) => v[k] !== current[k]);
    const payouts = changed ? await payoutCounts(trx, id) : { pending: 0, total: 0 };
    if (payouts.pending > 0)
      throw refusal(
        { id: ['A conta tem um saque pendente: espere o pagamento para alterar os dados.'] },
        'Erro ao alterar',
      );
    if (changed && (await duplicateOf(trx, storeId, v, id)))
      throw refusal({ account: ['Esta conta já está cadastrada para a loja.'] }, 'Erro ao alterar');

    const now = nowIso();
    const isDefault = wasDefault || patch.is_default === true;
    if (isDefault && !wasDefault) await unsetDefault(trx, storeId, now);
    if (changed && payouts.total > 0) {
      await trx
        .updateTable('bank_accounts')
        .set({ deleted_at: now, is_default: 0, updated_at: now })
        .where('id', '=', id)
        .execute();
      const fresh = await trx
        .insertInto('bank_accounts')
        .values({ ...v, store_id: storeId, is_default: isDefault ? 1 : 0, created_at: now, updated_at: now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return present(fresh);
    }
    const updated = await trx
      .updateTable('bank_accounts')
      .set({ ...v, is_default: isDefault ? 1 : 0, updated_at: now })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return present(updated);
  });
}

/**
 * Deletes an account (soft: `deleted_at`, so payouts keep naming it). Refused with 'Erro ao excluir: …'
 * while a payout to it is pending. When the default goes, the oldest remaining account becomes the default.
 */
export async function deleteBankAccount(
  db: DB,
  storeId: number,
  id: number,
): Promise<{ id: number; default_id: number | null }> {
  return db.transaction().execute(async (trx) => {
    await lockInIdOrder(trx, 'stores', [storeId]);
    const row = await findAccount(trx, storeId, id);
    if ((await payoutCounts(trx, id)).pending > 0)
      throw refusal(
        { id: ['A conta tem um saque pendente: ela pode ser excluída depois que o saque for pago.'] },
        'Erro ao excluir',
      );
    const now = nowIso();
    await trx
      .updateTable('bank_accounts')
      .set({ deleted_at: now, is_default: 0, updated_at: now })
      .where('id', '=', id)
      .execute();
    let defaultId: number | null = null;
    if (Number(row.is_default) === 1) {
      const next = await trx
        .selectFrom('bank_accounts')
        .select('id')
        .where('store_id', '=', storeId)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'asc')
        .executeTakeFirst();
      if (next) {
        await trx
          .updateTable('bank_accounts')
          .set({ is_default: 1, updated_at: now })
          .where('id', '=', next.id)
          .execute();
        defaultId = next.id;
      }
    } else {
      const current = await trx
        .selectFrom('bank_accounts')
        .select('id')
        .where('store_id', '=', storeId)
        .where('deleted_at', 'is', null)
        .where('is_default', '=', 1)
        .executeTakeFirst();
      defaultId = current?.id ?? null;
    }
    return { id, default_id: defaultId };
  });
}
