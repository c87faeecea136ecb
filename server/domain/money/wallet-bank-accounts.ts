import type { BankAccount } from '../../../resources/js/types/pages/sellerBank.ts';
import type { PayoutBankAccount } from '../../../resources/js/types/pages/sellerWallet.ts';
import type { DB } from '../../db/index.ts';
import { listBankAccounts, maskAccount } from './bank-accounts.ts';

/**
 * The store's bank accounts as the cash-out needs them: an adapter over the bank accounts module
 * (bank-accounts.ts) that keeps only what the wallet shows — the number masked, never the document
 * nor the PIX key. Deleted accounts (`deleted_at`) are never offered nor accepted.
 */

/** A bank account row as listed (`is_default` as the database gives it). */
type BankRow = Pick<
  BankAccount,
  'id' | 'bank_code' | 'bank_name' | 'agency' | 'agency_digit' | 'account' | 'account_digit' | 'holder_name'
> & { is_default: boolean | number };

export function payoutBankAccount(row: BankRow): PayoutBankAccount {
  return {
    id: row.id,
    bank_code: row.bank_code,
    bank_name: row.bank_name,
    agency: row.agency,
    account_masked: maskAccount(row),
    holder_name: row.holder_name,
    is_default: Number(row.is_default) === 1 || row.is_default === true,
  };
}

/** The store's live accounts, the default first. */
export async function storePayoutAccounts(db: DB, storeId: number): Promise<PayoutBankAccount[]> {
  return (await listBankAccounts(db, storeId)).map(payoutBankAccount);
}

/** One account with its full number (for the payout driver), deleted or not, or undefined. */
export function bankAccountRow(db: DB, id: number) {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}
