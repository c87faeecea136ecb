import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { ordersApi } from '@/api/orders';
import { useApiAction } from '@/hooks/useApiAction';
import { type TokenizedCard, tokenizeCard } from '@/lib/cardTokenizer';
import { tokenizeErrorKey } from '@/lib/cardTokenizer/messages';
import { useCardTokenizer } from '@/lib/cardTokenizer/useCardTokenizer';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { setCartCount } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Cart, OrderErrorMessage } from '@/types/cart';
import { cardInput, orderFingerprint, orderRequest, type PaymentChoice } from './payment';
import { useIdempotencyKey } from './useIdempotencyKey';

interface OrderRefusal {
  error?: boolean;
  erro?: boolean;
  message?: string;
  messages?: OrderErrorMessage[];
}

/** Why an order was not placed, already decided here: shown by `onError` in place of the generic toast. */
class NotPlaced extends Error {
  constructor(readonly refusal?: OrderRefusal) {
    super('order not placed');
  }
}

/**
 * Places the order (POST /v1/order/{pix|credit-card}). A new card is first tokenized in the browser by
 * the gateway's tokenizer (lib/cardTokenizer): the call carries its token, never the number. The request
 * goes through `useApiAction` (one at a time: the button stays disabled while it is out and a second
 * click is ignored); a retry sends the same idempotency key. A refusal shows each of its messages as a
 * warning (spec section 8); success reads 'Pedido criado com sucesso', clears the local cart flag and
 * goes to the thank-you page with the order group's id.
 */
export function usePlaceOrder() {
  const { t } = useLaravelReactI18n();
  const { keyFor, spend } = useIdempotencyKey();
  const tokenizer = useCardTokenizer();
  const action = useApiAction();
  const { run } = action;
  const [done, setDone] = useState(false);

  const showRefusal = useCallback(
    (body: OrderRefusal | undefined) => {
      const messages = (body?.messages ?? []).map((m) => m.description).filter(Boolean);
      if (messages.length > 0) for (const text of messages) notify.warning(text);
      else notify.warning(body?.message || t('spec.transaction_error'));
    },
    [t],
  );

  const place = useCallback(
    async (cart: Cart, addressId: number, payment: PaymentChoice) => {
      await run(
        'order',
        async () => {
          let tokenized: TokenizedCard | null = null;
          if (payment.method === 'card' && payment.cardId === null) {
            try {
              tokenized = await tokenizeCard(tokenizer, cardInput(payment.card));
            } catch (error) {
              notify.warning(t(tokenizeErrorKey(error)));
              throw new NotPlaced();
            }
          }
          const request = orderRequest(cart, addressId, payment, tokenized);
          const idempotency_key = keyFor(orderFingerprint(cart, request));
          const data = await ordersApi.place(request.path, { ...request.input, idempotency_key });
          if (data.error || data.erro || !data.result) throw new NotPlaced(data as OrderRefusal);
          return data.result;
        },
        {
          success: t('spec.order_created'),
          onSuccess: (result) => {
            spend();
            setDone(true);
            setCartCount(0);
            router.visit(route('checkout.thankyou', { order: result.order_id }));
          },
          onError: (error) => {
            if (error instanceof NotPlaced) {
              if (error.refusal) showRefusal(error.refusal);
              return true;
            }
            const response = isHttpError<OrderRefusal>(error) ? error.response : undefined;
            if (response && response.status < 500) showRefusal(response.data);
            else notify.error(t('spec.transaction_error'));
            return true;
          },
        },
      );
    },
    [keyFor, run, showRefusal, spend, t, tokenizer],
  );

  return { place, sending: action.processing, done };
}
