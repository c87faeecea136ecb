import { router } from '@inertiajs/react';
import { useState } from 'react';
import { sellerOnboardingApi } from '@/api/sellerOnboarding';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * An admin activates a pending store (POST /v1/store/force-activate). Success: the server's message
 * and the list's props reloaded. Failure (spec section 8): 'Erro ao ativar loja' with the server's
 * reason for a refusal (422, 404, 403), 'Erro interno' for a server error or no answer.
 */
export function useStoreActivation() {
  const { t } = useLaravelReactI18n();
  const [busyId, setBusyId] = useState<number | null>(null);

  const activate = async (storeId: number) => {
    setBusyId(storeId);
    try {
      const data = await sellerOnboardingApi.activate(storeId);
      notify.success(data.message || t('seller_onboarding.activated'));
      router.reload({ only: ['stores', 'pending'] });
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      if (status !== undefined && status < 500) {
        const reason = serverMessage(error, '');
        notify.error(
          reason ? `${t('spec.store_activate_error')}: ${reason}` : t('spec.store_activate_error'),
        );
      } else {
        console.warn('force-activate', error);
        notify.error(t('spec.internal_error'));
      }
    } finally {
      setBusyId(null);
    }
  };

  return { activate, busyId };
}
