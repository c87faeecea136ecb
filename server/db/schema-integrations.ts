import type { Generated } from 'kysely';

/**
 * Migration 0016: the PagBank account and Bling (accounting tool) connections of a company
 * (docs/payouts-and-plans.md, "PagBank account and Bling"). Columns ending in `_enc` hold
 * AES-256-GCM ciphertexts (server/domain/integrations/secrets.ts), never the raw value; `_hash`
 * columns a SHA-256 hex digest.
 */
export type GatewayAccountStatus = 'active' | 'pending' | 'closed';
export type BlingConnectionStatus = 'pending' | 'connected' | 'error';
export type BlingPushStatus = 'sending' | 'sent' | 'failed';

export interface GatewayAccountsTable {
  id: Generated<number>;
  company_id: number;
  /** The account driver that created it (`sandbox`, `pagbank`). */
  driver: string;
  /** The gateway's id, e.g. "ACCO_…". */
  external_id: string;
  status: GatewayAccountStatus;
  name: string;
  email: string;
  /** CNPJ or CPF, digits only. */
  tax_id: string;
  tax_id_type: 'CNPJ' | 'CPF';
  /** POST /v1/bankData/generate-access: the pending Connect authorization's state, hashed. */
  access_state_hash: string | null;
  access_expires_at: string | null;
  /** When the seller last confirmed the Connect authorization. */
  access_granted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlingConnectionsTable {
  id: Generated<number>;
  company_id: number;
  client_id: string;
  client_secret_enc: string;
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  token_expires_at: string | null;
  oauth_state_hash: string | null;
  state_expires_at: string | null;
  status: BlingConnectionStatus;
  connected_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlingInvoicePushesTable {
  id: Generated<number>;
  company_id: number;
  store_order_id: number;
  invoice_id: number;
  status: BlingPushStatus;
  /** Bling's id of the pushed NF-e. */
  external_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface IntegrationTables {
  gateway_accounts: GatewayAccountsTable;
  bling_connections: BlingConnectionsTable;
  bling_invoice_pushes: BlingInvoicePushesTable;
}
