import { router } from '@inertiajs/react';
import { useState } from 'react';
import { sellerOrdersApi } from '@/api/sellerOrders';
import { isHttpError } from '@/lib/http';
import { notifyAction, notifyRequestError, serverMessage, validationErrors } from '@/lib/requestErrors';
import type { SellerOrderDetail, SellerOrderMove } from '@/types/pages/sellerOrders';

/** Where the store goes after a move succeeded (route names of routes/pages.json). */
const NEXT: Record<SellerOrderMove, string> = {
  accept: 'my-store.order.detail',
  cancel: 'my-store.order.cancel',
  deliver: 'my-store.order.detail',
  conclude: 'my-store.order.concluded',
};

/**
 * One of the store's moves on an order: the call, the server's message as a toast, then the next
 * screen (or this one again, reloaded). A 422 keeps the field errors for the form and the reason
 * (`errors.move`, for the moves' buttons), and reads the order again: the move may be impossible
 * because the order changed meanwhile (another tab, a complaint that now holds the money).
 */
export function useOrderMove(order: Pick<SellerOrderDetail, 'id' | 'store_id'>) {
  const [busy, setBusy] = useState<SellerOrderMove | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<SellerOrderDetail | null>(null);

  const run = async (move: SellerOrderMove, reason = '') => {
    setBusy(move);
    setErrors({});
    try {
      const { data } =
        move === 'cancel'
          ? await sellerOrdersApi.cancel(order.id, reason)
          : await sellerOrdersApi[move](order.id);
      if (!notifyAction(data)) return;
      setDone(data.result ?? null);
      router.visit(route(NEXT[move], { store_id: order.store_id, order_id: order.id }), {
        preserveScroll: move === 'deliver',
      });
    } catch (error) {
      const refused = isHttpError(error) && error.response?.status === 422;
      const fields = validationErrors(error);
      setErrors(refused ? { ...fields, move: serverMessage(error) } : {});
      notifyRequestError(error);
      // A refused move (not a bad reason): the order as it is now, with its `can` and `hold`.
      if (refused && !fields.reason) router.reload({ only: ['order'] });
    } finally {
      setBusy(null);
    }
  };

  return { busy, errors, done, run };
}
