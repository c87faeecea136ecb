/** The store a store-area screen is about, as every store-scoped resolver gives it (`store` prop). */
export interface SellerStore {
  id: number;
  name: string;
  slug: string;
  /** `pending` (waiting for activation), `active` or `blocked` (docs/stores.md). */
  status: 'pending' | 'active' | 'blocked';
  logo_url: string | null;
  uf: string;
  city: string;
}

/** What every store-scoped screen receives besides its own data. */
export interface SellerPageProps {
  store: SellerStore;
}
