/**
 * The "Integrações" part of /my-store/company-info (docs/payouts-and-plans.md, "PagBank account and
 * Bling"): the company's PagBank account and its Bling connection. Never a secret: no client
 * secret, no token, no OAuth state.
 */

/** One rejected parameter of the account creation (spec section 3), in Portuguese. */
export interface AccountFieldError {
  parameter_name: string;
  description: string;
  errors: string[];
}

export interface GatewayAccountView {
  /** The gateway's id ("ACCO_…"). */
  id: string;
  driver: string;
  status: 'active' | 'pending' | 'closed';
  name: string;
  email: string;
  tax_id: string;
  tax_id_type: 'CNPJ' | 'CPF';
  access_granted_at: string | null;
  created_at: string;
}

/** What the account form starts with: the company's data and the owner's. */
export interface AccountPrefill {
  email: string;
  person_name: string;
  person_tax_id: string;
  phone: string;
  company_name: string;
  company_tax_id: string;
  address: {
    street: string;
    number: string;
    complement: string;
    locality: string;
    city: string;
    region_code: string;
    postal_code: string;
  } | null;
}

/** GET /pagbank/accounts/authorization?company_id=. */
export interface AccountAuthorization {
  company_id: number;
  account: GatewayAccountView | null;
  prefill: AccountPrefill;
}

/** GET /v1/bling/get-bling-configuration?company_id=. */
export interface BlingConfiguration {
  company_id: number;
  /** Null before any credentials were saved. */
  client_id: string | null;
  status: 'none' | 'pending' | 'connected' | 'error';
  connected_at: string | null;
  /** When the current access token expires (it is refreshed before use). */
  expires_at: string | null;
}

export interface BlingPushView {
  id: number;
  store_order_id: number;
  order_number: string;
  status: 'sending' | 'sent' | 'failed';
  external_id: string | null;
  error: string | null;
  created_at: string;
}

export interface CompanyIntegrations {
  company_id: number;
  pagbank: AccountAuthorization;
  bling: BlingConfiguration;
  pushes: BlingPushView[];
}
