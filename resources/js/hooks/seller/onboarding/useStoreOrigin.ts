import { useState } from 'react';
import { sellerOnboardingApi } from '@/api/sellerOnboarding';
import { useApiAction } from '@/hooks/useApiAction';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address } from '@/types/cart';

/**
 * One store's shipping origin: the address the server gave, changed with
 * POST /v1/address-default-store/{store_id} {address_id} (a copy of the chosen address).
 */
export function useStoreOrigin(storeId: number, initial: Address | null) {
  const { t } = useLaravelReactI18n();
  const [origin, setOrigin] = useState<Address | null>(initial);
  const action = useApiAction();

  const choose = (addressId: number) =>
    action.run(addressId, () => sellerOnboardingApi.setStoreOrigin(storeId, addressId), {
      success: (data) => data.message || t('spec.saved'),
      onSuccess: (data) => setOrigin(data.result ?? null),
      errorMessage: t('spec.address_error'),
    });

  return { origin, busy: action.processing, choose };
}
