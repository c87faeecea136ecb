import { usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import type { SuggestionApprovedEvent } from '@/api/suggestions';
import { useChannel } from '@/hooks/useChannel';
import { useSession } from '@/hooks/useSession';
import { requestJson } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface OrderCreated {
  order_id?: number;
  number?: string | number;
  buyer?: { name?: string } | string;
  total?: string | number;
}
interface OrderStatusChanged {
  order_id?: number;
  number?: string | number;
  status_label?: string;
  status?: string;
}
/** docs/realtime.md: `{id, name, message, approved_at}`; the server's message is already in Portuguese. */
type SuggestionApproved = Partial<SuggestionApprovedEvent>;

/** GET /broadcasting/channels: the private channels the signed-in user listens to (docs/realtime.md). */
interface UserChannels {
  user: string;
  stores: { id: number; channel: string }[];
}

/** `order.created` on one store's channel: the seller's toast. */
function StoreOrders({ channel }: { channel: string }) {
  const { t } = useLaravelReactI18n();
  useChannel(channel, {
    'order.created': (e: OrderCreated) =>
      notify.success(
        t('realtime.order_created', {
          number: String(e.number ?? e.order_id ?? ''),
          buyer: typeof e.buyer === 'string' ? e.buyer : (e.buyer?.name ?? ''),
        }),
      ),
  });
  return null;
}

/**
 * Toasts for the live events of docs/realtime.md: the seller hears of new orders of every store they
 * own, on every page; the buyer of status changes to their orders and of approved suggestions.
 * Renders nothing visible.
 */
export default function LiveEvents() {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const page = usePage();
  const enabled = page.props.realtime?.enabled ?? false;
  const userId = session?.user.id ?? null;
  const [stores, setStores] = useState<UserChannels['stores']>([]);

  // A store page of a store not in the list (one just opened) asks for the list again.
  const routeStore = page.props.route?.params.store_id;
  const unknownStore = routeStore && !stores.some((s) => String(s.id) === routeStore) ? routeStore : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `unknownStore` asks for the list again
  useEffect(() => {
    if (!enabled || userId === null) {
      setStores([]);
      return;
    }
    let active = true;
    requestJson<UserChannels>('GET', '/broadcasting/channels')
      .then((data) => {
        if (active) setStores(Array.isArray(data.stores) ? data.stores : []);
      })
      .catch((error: unknown) => console.warn('realtime channels', error));
    return () => {
      active = false;
    };
  }, [enabled, userId, unknownStore]);

  useChannel(userId !== null ? `App.Models.User.${userId}` : null, {
    'order.status-changed': (e: OrderStatusChanged) =>
      notify.info(
        t('realtime.order_status', {
          number: String(e.number ?? e.order_id ?? ''),
          status: e.status_label ?? e.status ?? '',
        }),
      ),
    'suggestion.approved': (e: SuggestionApproved) =>
      notify.success(e.message || t('spec.suggestion_approved')),
  });

  return (
    <>
      {stores.map((store) => (
        <StoreOrders key={store.id} channel={store.channel} />
      ))}
    </>
  );
}
