import { router } from '@inertiajs/react';
import { useCallback, useRef, useState } from 'react';
import { ordersApi } from '@/api/orders';
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

/**
 * Places the order (POST /v1/order/{pix|credit-card}). A new card is first tokenized in the browser by
 * the gateway's tokenizer (lib/cardTokenizer): the call carries its token, never the number. The button stays disabled while the call is
 * out and a second click is ignored; a retry sends the same idempotency key. A refusal shows each
 * of its messages as a warning (spec section 8); success reads 'Pedido criado com sucesso', clears
 * the local cart flag and goes to the thank-you page with the order group's id.
 */
export function usePlaceOrder() {
  const { t } = useLaravelReactI18n();
  const { keyFor, spend } = useIdempotencyKey();
  const tokenizer = useCardTokenizer();
  const sending = useRef(false);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');

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
      if (sending.current) return;
      sending.current = true;
      setState('sending');
      let tokenized: TokenizedCard | null = null;
      if (payment.method === 'card' && payment.cardId === null) {
        try {
          tokenized = await tokenizeCard(tokenizer, cardInput(payment.card));
        } catch (error) {
          notify.warning(t(tokenizeErrorKey(error)));
          setState('idle');
          sending.current = false;
          return;
        }
      }
      const request = orderRequest(cart, addressId, payment, tokenized);
      const idempotency_key = keyFor(orderFingerprint(cart, request));
      try {
        const data = await ordersApi.place(request.path, { ...request.input, idempotency_key });
        if (data.error || data.erro || !data.result) {
          showRefusal(data as OrderRefusal);
          setState('idle');
          return;
        }
        spend();
        setState('done');
        notify.success(t('spec.order_created'));
        setCartCount(0);
        router.visit(route('checkout.thankyou', { order: data.result.order_id }));
      } catch (error) {
        const response = isHttpError<OrderRefusal>(error) ? error.response : undefined;
        if (response && response.status < 500) showRefusal(response.data);
        else notify.error(t('spec.transaction_error'));
        setState('idle');
      } finally {
        sending.current = false;
      }
    },
    [keyFor, showRefusal, spend, t, tokenizer],
  );

  return { place, sending: state === 'sending', done: state === 'done' };
}
