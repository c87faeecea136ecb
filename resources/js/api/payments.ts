import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { InstallmentOption, NewCardInput, SavedCard } from '@/types/cart';

/** Card payment calls of spec section 7 ("Card payments"): the buyer's checkout and the store owner's cards. */
export const paymentsApi = {
  /** GET /v1/pagarme/cards: the buyer's saved cards (brand, last 4 digits, holder, expiry). */
  cards: () => http.get<ActionResponse<SavedCard[]>>('/v1/pagarme/cards').then((r) => r.data),
  /**
   * POST /v1/pagarme/cards: saves a card tokenized in the browser (lib/cardTokenizer) with the gateway;
   * only brand, last 4 and expiry are kept. The body never carries the number (the host refuses it).
   */
  saveCard: (card: NewCardInput) =>
    http.post<ActionResponse<SavedCard>>('/v1/pagarme/cards', card).then((r) => r.data),
  /** POST /pagbank/orders/add_credit_card: the same, for the store owner's bankCardCredit screen. */
  addCreditCard: (card: NewCardInput) =>
    http.post<ActionResponse<SavedCard>>('/pagbank/orders/add_credit_card', card).then((r) => r.data),
  /** DELETE /v1/pagarme/cards/{id}. */
  deleteCard: (id: number) =>
    http.delete<ActionResponse<null>>(`/v1/pagarme/cards/${id}`).then((r) => r.data),
  /** POST /pagbank/orders/get_installment {amount}: 1x to 12x for an amount in reais (1x-3x interest-free). */
  installments: (amount: number) =>
    http
      .post<ActionResponse<InstallmentOption[]>>('/pagbank/orders/get_installment', {
        amount: Number(amount.toFixed(2)),
      })
      .then((r) => r.data),
};
