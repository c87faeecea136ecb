/**
 * Opening a store, the seller's company and the seller's stores: what the /v1 calls answer and what
 * the screens (besaler, company-info, my-store list) receive as props (docs/stores.md).
 */
import type { StoreStatus } from '../../../../shared/constants/catalogue.ts';
import type { Address } from '../cart';
import type { CompanyIntegrations } from './sellerIntegrations';

export type { StoreStatus } from '../../../../shared/constants/catalogue.ts';

export type DocumentType = 'cpf' | 'cnpj';

/** One of the seller's stores as GET /v1/my-stores lists it. */
export interface MyStore {
  id: number;
  name: string;
  slug: string;
  uf: string;
  city: string;
  status: StoreStatus;
  logo_url: string | null;
  /** Listings on sale (available, with units). */
  offers_count: number;
  document_type: DocumentType | null;
  company_id: number | null;
  origin_postcode: string | null;
  blocked_reason: string | null;
  activated_at: string | null;
  created_at: string;
}

/** A store waiting for activation, as an admin sees it (any owner). */
export interface PendingStore extends MyStore {
  owner_name: string | null;
  owner_email: string | null;
}

/** POST /v1/store/add_store. */
export interface OpenStoreInput {
  name: string;
  /** Optional: derived from the name when empty (docs/stores.md, "Slug"). */
  slug?: string;
  uf: string;
  city: string;
  /** CPF (11 digits) or CNPJ (14 digits), punctuation allowed. */
  document: string;
}

/** The seller's legal entity (GET /v1/company), with its address. */
export interface Company {
  id: number;
  cnpj: string;
  legal_name: string;
  trade_name: string | null;
  state_registration: string | null;
  email: string | null;
  phone: string | null;
  address: Address | null;
  created_at: string;
  updated_at: string;
}

/** The address part of the company's form (the fields of an address, no recipient or nickname). */
export interface CompanyAddressInput {
  postcode: string;
  address: string;
  number: string;
  complement?: string | null;
  district: string;
  city: string;
  state: string;
}

/** POST /v1/company/add_companies and /update_company. */
export interface CompanyInput {
  cnpj: string;
  legal_name: string;
  trade_name?: string | null;
  state_registration?: string | null;
  email: string;
  phone: string;
  address: CompanyAddressInput;
}

/** A store with its shipping origin address (GET /v1/address-default-store/{store_id}). */
export interface StoreOrigin {
  id: number;
  name: string;
  origin: Address | null;
}

/** /my-store/besaler: null for a visitor (the screen asks them to log in). */
export interface BeSellerProps {
  prefill: {
    /** The account's CPF, or the company's CNPJ, to start the document field with. */
    document: string;
    uf: string;
    city: string;
    /** Stores the viewer already owns. */
    stores_count: number;
  } | null;
}

/** /my-store/company-info. */
export interface CompanyInfoProps {
  company: Company | null;
  /** The viewer's address book (GET /v1/address-store-null): the candidates for a store's origin. */
  book: Address[];
  /** The viewer's stores with their origin address. */
  stores: StoreOrigin[];
  /** PagBank account and Bling connection (sellerIntegrations.ts); null without a company. */
  integrations: CompanyIntegrations | null;
}

/** /my-store/list. */
export interface MyStoreListProps {
  stores: MyStore[];
  /** For an admin: every store of the site waiting for activation; null for anyone else. */
  pending: PendingStore[] | null;
}
