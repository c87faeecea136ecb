import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

/** Migration 0031: want lists, their lines, the last optimized offers and the alert e-mail days. */
export type WantLineStatus = 'matched' | 'ambiguous' | 'unmatched';

export interface WantListsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  alerts: Flag;
  created_at: string;
  updated_at: string;
}

export interface WantLinesTable {
  id: Generated<number>;
  list_id: number;
  user_id: number;
  position: number;
  quantity: number;
  /** The line as the buyer typed it. */
  source: string;
  status: WantLineStatus;
  /** A chosen edition; null with `name_norm` set means any edition of that card. */
  product_id: number | null;
  /** The card's normalized Portuguese name (products.name_norm) for "any edition". */
  name_norm: string | null;
  card_name: string | null;
  /** The worst condition accepted (M, NM, SP, MP, HP, D); null accepts any. */
  min_condition: string | null;
  /** Comma-separated language codes; null accepts any. */
  languages: string | null;
  /** Extras every offer must have (bit mask of references.ts EXTRAS). */
  extras: number;
  /** Centavos; null for no limit (and no alert). */
  max_price: number | null;
  /** JSON of the products offered to pick from, for an ambiguous or unmatched line. */
  suggestions_json: string | null;
  /** The offer the last alert was about, and its price then (an alert is not repeated for it). */
  alert_listing_id: number | null;
  alert_price: number | null;
  created_at: string;
  updated_at: string;
}

export interface WantOptimizedOffersTable {
  list_id: number;
  listing_id: number;
  user_id: number;
  price: number;
  quantity: number;
}

export interface WantAlertMailsTable {
  user_id: number;
  day: string;
  sent_at: string;
}

export interface WantTables {
  want_lists: WantListsTable;
  want_lines: WantLinesTable;
  want_optimized_offers: WantOptimizedOffersTable;
  want_alert_mails: WantAlertMailsTable;
}
