import { useState } from 'react';
import { sellerOnboardingApi } from '@/api/sellerOnboarding';
import { notify } from '@/lib/notify';
import { notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address } from '@/types/cart';

/**
 * One store's shipping origin: the address the server gave, changed with
 * POST /v1/address-default-store/{store_id} {address_id} (a copy of the chosen address).
 */
export function useStoreOrigin(storeId: number, initial: Address | null) {
  const { t } = useLaravelReactI18n();
  const [origin, setOrigin] = useState<Address | null>(initial);
  const [busy, setBusy] = useState(false);

  const choose = async (addressId: number) => {
    setBusy(true);
    try {
      const data = await sellerOnboardingApi.setStoreOrigin(storeId, addressId);
      setOrigin(data.result ?? null);
      notify.success(data.message || t('spec.saved'));
    } catch (error) {
      notifyRequestError(error, { fallback: t('spec.address_error') });
    } finally {
      setBusy(false);
    }
  };

  return { origin, busy, choose };
}
