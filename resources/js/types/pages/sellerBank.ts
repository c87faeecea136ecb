import type { BankAccountType, PixKeyType } from '../../../../shared/constants/payouts.ts';
import type { SellerStore } from './seller';

export {
  BANK_ACCOUNT_TYPES,
  type BankAccountType,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '../../../../shared/constants/payouts.ts';

/** A bank of GET /v1/bank: COMPE code (3 digits) and the name people know it by. */
export interface Bank {
  code: string;
  name: string;
}

/** A store's bank account as GET /v1/bankData lists it and the add/update calls answer it. */
export interface BankAccount {
  id: number;
  bank_code: string;
  bank_name: string;
  /** Digits, zero-padded to the bank's length where the bank has one. */
  agency: string;
  agency_digit: string | null;
  account: string;
  account_digit: string;
  /** For lists and the cash-out modal: `Ag. 1584-9 · ••••0169-6`. */
  account_masked: string;
  account_type: BankAccountType;
  holder_name: string;
  /** CPF (11) or CNPJ (14), digits only: the store's own data, shown to its owner only. */
  holder_document: string;
  pix_key_type: PixKeyType | null;
  /** Normalized: CPF/CNPJ digits, e-mail lower case, phone `+55DDDNUMBER`, random key lower case. */
  pix_key: string | null;
  is_default: boolean;
  created_at: string;
}

/** The form of POST /v1/bankData/add_bank (and, every field optional, /upt_bank). */
export interface BankAccountInput {
  bank_code: string;
  agency: string;
  agency_digit?: string | null;
  account: string;
  account_digit: string;
  account_type: BankAccountType;
  holder_name: string;
  holder_document: string;
  pix_key_type?: PixKeyType | null;
  pix_key?: string | null;
  is_default?: boolean;
}

/** /my-store/{store_id}/bankAccount: the store's accounts (default first) and the bank list. */
export interface SellerBankAccountProps {
  store: SellerStore;
  accounts: BankAccount[];
  banks: Bank[];
}
