import { router } from '@inertiajs/react';
import { useRef } from 'react';
import { useChannel, useReconnect } from '@/hooks/useChannel';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { beep } from './beep';

interface StoreOrderEvent {
  order_id: number;
  number: string;
  status: string;
}

/**
 * The order list follows the store's channel (docs/realtime.md): a new order (`order.created`) or a
 * move (`order.status-changed`) reloads the list and its counters from page 1; an order that is paid
 * now also shows a notice and beeps, once per order.
 */
export function useLiveOrders(storeId: number): void {
  const { t } = useLaravelReactI18n();
  const announced = useRef(new Set<number>());
  const reload = () => router.reload({ only: ['orders', 'counts'], reset: ['orders'] });
  const arrived = (event: StoreOrderEvent) => {
    reload();
    if (event.status !== 'paid' || announced.current.has(event.order_id)) return;
    announced.current.add(event.order_id);
    notify.info(t('seller_orders.live_paid', { number: event.number }));
    beep();
  };
  useChannel(`store.${storeId}`, {
    'order.created': arrived,
    'order.status-changed': arrived,
  });
  useReconnect(reload);
}
