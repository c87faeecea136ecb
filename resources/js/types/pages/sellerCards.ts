import type { SellerStore } from './seller';

/** A saved card as the store owner's screen shows it: only what is kept of it (never the number). */
export interface SellerCard {
  id: number;
  /** visa, mastercard, amex, elo, hipercard, diners, discover, jcb. */
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
  /** Past its expiry month (São Paulo time): it can no longer pay. */
  expired: boolean;
}

/**
 * /my-store/{store_id}/bankCardCredit: the store owner's saved cards, the ones that pay the store's
 * plans and ads (GET /pagbank/orders/list_credit_card?store_id= lists the same).
 */
export interface SellerCardsProps {
  store: SellerStore;
  cards: SellerCard[];
}
