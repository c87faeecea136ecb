import { router } from '@inertiajs/react';
import { useState } from 'react';
import { sellerOrdersApi } from '@/api/sellerOrders';
import { useApiForm } from '@/hooks/useApiForm';
import { serverMessage, statusOf } from '@/lib/requestErrors';
import type { SellerOrderDetail, SellerOrderMove } from '@/types/pages/sellerOrders';

/** Where the store goes after a move succeeded (route names of routes/pages.json). */
const NEXT: Record<SellerOrderMove, string> = {
  accept: 'my-store.order.detail',
  cancel: 'my-store.order.cancel',
  deliver: 'my-store.order.detail',
  conclude: 'my-store.order.concluded',
};

/**
 * One of the store's moves on an order, through the one form path (`useApiForm`; the cancel's reason
 * is its field): the call, the server's message as a toast, then the next screen (or this one again,
 * reloaded). A 422 keeps the field errors for the form and the reason (`errors.move`, for the moves'
 * buttons), and reads the order again: the move may be impossible because the order changed meanwhile
 * (another tab, a complaint that now holds the money).
 */
export function useOrderMove(order: Pick<SellerOrderDetail, 'id' | 'store_id'>) {
  const form = useApiForm({ reason: '' });
  const [done, setDone] = useState<SellerOrderDetail | null>(null);

  const run = (move: SellerOrderMove) =>
    form.submit(
      ({ reason }) =>
        (move === 'cancel'
          ? sellerOrdersApi.cancel(order.id, reason.trim())
          : sellerOrdersApi[move](order.id)
        ).then((r) => r.data),
      {
        onSuccess: (data) => {
          setDone(data.result ?? null);
          router.visit(route(NEXT[move], { store_id: order.store_id, order_id: order.id }), {
            preserveScroll: move === 'deliver',
          });
        },
        onError: (error, fields) => {
          if (statusOf(error) !== 422) return;
          form.setError({ move: serverMessage(error) } as never);
          // A refused move (not a bad reason): the order as it is now, with its `can` and `hold`.
          if (!fields.reason) router.reload({ only: ['order'] });
        },
      },
    );

  return { form, processing: form.processing, errors: form.errors, done, run };
}
