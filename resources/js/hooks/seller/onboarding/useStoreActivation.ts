import { router } from '@inertiajs/react';
import { sellerOnboardingApi } from '@/api/sellerOnboarding';
import { useApiAction } from '@/hooks/useApiAction';
import { serverMessage, statusOf } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * An admin activates a pending store (POST /v1/store/force-activate). Success: the server's message
 * and the list's props reloaded. Failure (spec section 8): 'Erro ao ativar loja' with the server's
 * reason for a refusal (422, 404, 403), 'Erro interno' for a server error or no answer.
 */
export function useStoreActivation() {
  const { t } = useLaravelReactI18n();
  const action = useApiAction();

  const activate = (storeId: number) =>
    action.run(storeId, () => sellerOnboardingApi.activate(storeId), {
      success: (data) => data.message || t('seller_onboarding.activated'),
      onSuccess: () => router.reload({ only: ['stores', 'pending'] }),
      errorMessage: (error) => {
        const status = statusOf(error);
        if (status !== undefined && status < 500) {
          const reason = serverMessage(error, '');
          return reason ? `${t('spec.store_activate_error')}: ${reason}` : t('spec.store_activate_error');
        }
        console.warn('force-activate', error);
        return t('spec.internal_error');
      },
    });

  return { activate, busyId: action.busyKey };
}
