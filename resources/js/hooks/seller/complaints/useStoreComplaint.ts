import { complaintsApi } from '@/api/complaints';
import { useComplaintThread } from '@/hooks/orders/useComplaintThread';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';

/**
 * One complaint seen by the store: the store answers the buyer or closes it (show_to_store after each
 * change); the buyer's messages arrive live on the store's channel.
 */
export function useStoreComplaint(initial: Complaint) {
  const { t } = useLaravelReactI18n();
  return useComplaintThread(initial, {
    who: 'store',
    channel: `store.${initial.store.id}`,
    read: complaintsApi.showForStore,
    sent: t('seller_complaints.sent'),
  });
}
