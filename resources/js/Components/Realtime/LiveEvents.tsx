import { usePage } from '@inertiajs/react';
import { useLaravelReactI18n } from 'laravel-react-i18n';
import type { SuggestionApprovedEvent } from '@/api/suggestions';
import { useChannel } from '@/hooks/useChannel';
import { useSession } from '@/hooks/useSession';
import { notify } from '@/lib/notify';

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

/**
 * Toasts for the live events of docs/realtime.md: the seller hears of new orders in the store area, the
 * buyer of status changes to their orders and of approved suggestions. Renders nothing.
 */
export default function LiveEvents() {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const storeId = usePage().props.route?.params.store_id;

  useChannel(session ? `App.Models.User.${session.user.id}` : null, {
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

  useChannel(session && storeId ? `store.${storeId}` : null, {
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
