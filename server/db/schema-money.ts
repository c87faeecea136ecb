import type { Generated } from 'kysely';
import type { BankAccountType, PayoutStatus, PixKeyType } from '../../shared/constants/payouts.ts';
import type { Flag } from './schema.ts';

export type { BankAccountType, PayoutStatus, PixKeyType } from '../../shared/constants/payouts.ts';

export interface BankAccountsTable {
  id: Generated<number>;
  store_id: number;
  bank_code: string;
  bank_name: string;
  agency: string;
  agency_digit: string | null;
  account: string;
  account_digit: string;
  account_type: BankAccountType;
  holder_name: string;
  holder_document: string;
  pix_key_type: PixKeyType | null;
  pix_key: string | null;
  is_default: Flag;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface PayoutsTable {
  id: Generated<number>;
  store_id: number;
  bank_account_id: number;
  requested_by: number;
  amount_cents: number;
  fee_cents: number;
  status: PayoutStatus;
  driver: string;
  external_id: string | null;
  scheduled_for: string;
  failure_reason: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface MoneyTables {
  bank_accounts: BankAccountsTable;
  payouts: PayoutsTable;
}
