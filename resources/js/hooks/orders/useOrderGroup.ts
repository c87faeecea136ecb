import { useCallback, useEffect, useRef, useState } from 'react';
import { ordersApi } from '@/api/orders';
import type { LoadStatus } from '@/Components/Checkout/LoadState';
import type { OrderGroup } from '@/types/cart';
import { useChannel } from '../useChannel';
import { useSession } from '../useSession';

/** How often a waiting payment is asked about. */
export const PAYMENT_POLL_MS = 4000;

/** Waiting for the buyer to pay (a PIX not yet paid, a card in analysis). */
export function awaitingPayment(group: OrderGroup | null): boolean {
  return group?.status === 'awaiting_payment';
}

/**
 * One order group (GET /v1/orders/{id}). With `poll`, it is read again every few seconds while the
 * payment is awaited, and stops once it is paid, refused, expired or canceled; an
 * `order.status-changed` event on the buyer's channel reads it at once (the polling covers a
 * missing socket).
 */
export function useOrderGroup(id: string | number | null, { poll = false } = {}) {
  const [group, setGroup] = useState<OrderGroup | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const active = useRef(true);

  const load = useCallback(
    async (quiet = false) => {
      if (id === null || id === '') {
        setStatus('error');
        return;
      }
      if (!quiet) setStatus('loading');
      try {
        const data = await ordersApi.show(id);
        if (!data.result) throw new Error(data.message || 'order without result');
        if (!active.current) return;
        setGroup(data.result);
        setStatus('ready');
      } catch (error) {
        console.warn('order group', error);
        // A failed poll keeps what is shown; the next tick asks again.
        if (!quiet && active.current) setStatus('error');
      }
    },
    [id],
  );

  useEffect(() => {
    active.current = true;
    void load();
    return () => {
      active.current = false;
    };
  }, [load]);

  const waiting = poll && awaitingPayment(group);
  const inFlight = useRef(false);
  const userId = useSession()?.user.id;
  const mine = (orderId: number) => group?.orders.some((o) => o.id === orderId) ?? false;
  useChannel(poll && userId ? `App.Models.User.${userId}` : null, {
    'order.status-changed': (event: { order_id: number }) => {
      if (mine(event.order_id)) void load(true);
    },
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      // A slow answer is not asked for again before it arrives.
      if (inFlight.current) return;
      inFlight.current = true;
      void load(true).finally(() => {
        inFlight.current = false;
      });
    }, PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);

  return { group, status, reload: load, setGroup };
}
