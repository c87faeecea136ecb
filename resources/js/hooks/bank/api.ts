import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { Bank, BankAccount, BankAccountInput } from '@/types/pages/sellerBank';

/** Bank accounts (docs/payouts-and-plans.md, "Bank accounts"): spec section 7, "Bank and accounting tool". */
export const bankApi = {
  /** GET /v1/bank: the bank list (public, cacheable). */
  banks: () => http.get<{ data: Bank[] }>('/v1/bank').then((r) => r.data.data),
  /** GET /v1/bankData?store_id=: the store's accounts, the default first. */
  list: (storeId: number) =>
    http
      .get<{ data: BankAccount[] }>('/v1/bankData', { params: { store_id: storeId } })
      .then((r) => r.data.data),
  /** POST /v1/bankData/add_bank. */
  add: (storeId: number, input: BankAccountInput) =>
    http
      .post<ActionResponse<BankAccount>>('/v1/bankData/add_bank', { store_id: storeId, ...input })
      .then((r) => r.data),
  /** POST /v1/bankData/upt_bank: only the fields given change. */
  update: (storeId: number, id: number, input: Partial<BankAccountInput>) =>
    http
      .post<ActionResponse<BankAccount>>('/v1/bankData/upt_bank', { store_id: storeId, id, ...input })
      .then((r) => r.data),
  /** POST /v1/bankData/del_bank. */
  remove: (storeId: number, id: number) =>
    http
      .post<ActionResponse<{ id: number; default_id: number | null }>>('/v1/bankData/del_bank', {
        store_id: storeId,
        id,
      })
      .then((r) => r.data),
};
