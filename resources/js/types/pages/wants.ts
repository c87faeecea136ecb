/** Want lists and the cart optimizer as /v1/wants answers them (docs/optimizer.md). */

export interface WantListSummary {
  id: number;
  name: string;
  alerts: boolean;
  created_at: string;
  updated_at: string;
  lines_count: number;
  cards_count: number;
  unresolved_count: number;
}

export interface WantSuggestion {
  product_id: number;
  name: string;
  collection: string | null;
  image: string | null;
}

export interface WantLine {
  id: number;
  position: number;
  quantity: number;
  source: string;
  status: 'matched' | 'ambiguous' | 'unmatched';
  any_edition: boolean;
  product: {
    id: number;
    name: string;
    collection: string | null;
    number: string | null;
    image: string | null;
  } | null;
  card_name: string | null;
  min_condition: string | null;
  languages: string[];
  extras: string[];
  max_price: number | null;
  suggestions: WantSuggestion[];
}

export interface WantList {
  id: number;
  name: string;
  alerts: boolean;
  created_at: string;
  updated_at: string;
  lines: WantLine[];
}

export interface OptimizedItem {
  listing_id: number;
  line_id: number;
  product: { id: number; name: string; collection: string | null } | null;
  condition: string;
  language: string;
  extras: string[];
  price: number;
  quantity: number;
  total: number;
}

export interface OptimizedStore {
  id: number;
  name: string;
  slug: string;
  uf: string;
  subtotal: number;
  shipping: number;
  free_shipping: boolean;
  weight_grams: number;
  items: OptimizedItem[];
}

export interface Optimization {
  list_id: number;
  cep: string;
  status: 'optimal' | 'time_limit';
  gap: number;
  bound: number;
  millis: number;
  items: number;
  shipping: number;
  total: number;
  stores_count: number;
  /** Fewest stores: whether `stores_count` is proven the fewest; null in the other modes. */
  stores_proven: boolean | null;
  /** The most stores the total is the cheapest under (fewest, max_stores); null for the cheapest total. */
  store_limit: number | null;
  stores: OptimizedStore[];
  uncovered: {
    line_id: number;
    card_name: string | null;
    wanted: number;
    missing: number;
    message: string;
  }[];
  unresolved: { line_id: number; source: string; status: string }[];
  naive: { total: number; saving: number; stores_count: number };
  cart: { total: number; saving: number; items_count: number } | null;
}

export type OptimizeMode = 'cheapest' | 'fewest' | 'max_stores';

/** /wants: the buyer's lists. */
export interface WantsIndexProps {
  lists: WantListSummary[];
}

/** /wants/{id}: the list with its lines, and the CEP of the buyer's default address (or null). */
export interface WantsShowProps {
  list: WantList;
  cep: string | null;
}
