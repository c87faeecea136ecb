import { useEffect, useState } from 'react';
import { paymentsApi } from '@/api/payments';
import type { InstallmentOption } from '@/types/cart';

/** Installment options the gateway offers for the amount; re-asked when the amount changes. */
export function useInstallments(amount: number, enabled: boolean) {
  const [options, setOptions] = useState<InstallmentOption[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled || amount <= 0) {
      setOptions([]);
      return;
    }
    let active = true;
    setFailed(false);
    paymentsApi
      .installments(amount)
      .then((data) => active && setOptions(data.result ?? []))
      .catch((error: unknown) => {
        console.warn('installments', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [amount, enabled]);

  return { options, failed };
}
