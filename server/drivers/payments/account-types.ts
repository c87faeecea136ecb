import type { AccountFieldError } from '../../../resources/js/types/pages/sellerIntegrations.ts';
/**
 * Sellers' payment accounts, PagBank-style ("Connect" account creation). Field names follow
 * the PagBank API (snake_case) so a real driver can pass the input through and errors point
 * at the same parameter paths the real API reports.
 */

export interface AccountPhone {
  /** Country code, "55". */
  country: string;
  /** DDD, two digits. */
  area: string;
  /** 8 (landline) or 9 (mobile) digits. */
  number: string;
  type: 'MOBILE' | 'BUSINESS' | 'HOME';
}

export interface AccountAddress {
  street: string;
  number: string;
  complement?: string;
  /** Bairro. */
  locality: string;
  city: string;
  /** UF, e.g. "SP". */
  region_code: string;
  country: 'BRA';
  /** CEP, 8 digits (masked accepted). */
  postal_code: string;
}

export interface CreateAccountInput {
  type: 'SELLER';
  email: string;
  /** The person responsible for the account (the seller, or the company's legal representative). */
  person: {
    name: string;
    /** CPF. */
    tax_id: string;
    /** YYYY-MM-DD; the person must be at least 18. */
    birth_date: string;
    mother_name?: string;
    phones: AccountPhone[];
    /** Required when there is no company. */
    address?: AccountAddress;
  };
  /** Present for companies (CNPJ); absent for individual sellers (CPF only). */
  company?: {
    name: string;
    /** CNPJ. */
    tax_id: string;
    phones: AccountPhone[];
    address: AccountAddress;
  };
}

/** One rejected parameter, as the PagBank API reports it (and the store's integrations page shows it). */
export type { AccountFieldError };

export interface PaymentAccount {
  id: string;
  type: 'SELLER';
  status: 'ACTIVE';
  email: string;
  /** Company name, or the person's name for individual sellers. */
  name: string;
  /** CNPJ or CPF, digits only. */
  tax_id: string;
  tax_id_type: 'CNPJ' | 'CPF';
  created_at: string;
}

export type CreateAccountResult =
  | { ok: true; account: PaymentAccount }
  | { ok: false; errors: AccountFieldError[] };

export interface PaymentAccountDriver {
  readonly name: string;
  /** Validates and creates the account; validation problems come back as errors, not thrown. */
  createAccount(input: CreateAccountInput): Promise<CreateAccountResult>;
  getAccount(accountId: string): Promise<PaymentAccount | null>;
}
