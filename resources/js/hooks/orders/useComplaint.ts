import { usePage } from '@inertiajs/react';
import { complaintsApi } from '@/api/complaints';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';
import { useComplaintThread } from './useComplaintThread';

/**
 * One complaint seen by the buyer: the buyer answers the store or closes it (GET /v1/complaints/{id}
 * after each change); the store's answers and its closing arrive live on the buyer's own channel.
 */
export function useComplaint(initial: Complaint) {
  const { t } = useLaravelReactI18n();
  const userId = usePage().props.auth?.user.id;
  return useComplaintThread(initial, {
    who: 'buyer',
    channel: userId ? `App.Models.User.${userId}` : null,
    read: complaintsApi.show,
    sent: t('spec.sent'),
  });
}
