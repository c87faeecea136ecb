import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { http } from '@/lib/http';
import { parseMoneyReais } from '@/lib/money';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { Payout } from '@/types/pages/sellerWallet';

export interface CashOutForm {
  amount: string;
  bank_account_id: string;
  date: string;
}

export type CashOutErrors = Partial<Record<keyof CashOutForm | 'form', string>>;

/** Reais as typed in pt-BR ("1.234,56", "12,5", "12.50") → a number (lib/money), or NaN. */
export function parseReais(text: string): number {
  return parseMoneyReais(text) ?? Number.NaN;
}

/**
 * POST /v1/store-wallet/cash-out. The server decides every rule (minimum, balance, fee, date, bank
 * account); its 422 field messages come back per field. On success the wallet's props are read again.
 */
export function useCashOut(storeId: number, onDone: () => void) {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<CashOutErrors>({});

  const submit = useCallback(
    async (form: CashOutForm) => {
      const amount = parseReais(form.amount);
      if (!Number.isFinite(amount)) {
        setErrors({ amount: t('wallet.cash_out.amount_invalid') });
        return false;
      }
      setErrors({});
      setBusy(true);
      try {
        const { data } = await http.post<ActionResponse<Payout>>('/v1/store-wallet/cash-out', {
          store_id: storeId,
          amount,
          bank_account_id: Number(form.bank_account_id),
          date: form.date,
        });
        if (isActionError(data)) {
          notify.warning(data.message || t('errors.generic'));
          return false;
        }
        notify.success(t('wallet.cash_out.done'));
        onDone();
        router.reload({ only: ['wallet', 'payouts'], reset: ['payouts'] });
        return true;
      } catch (failure) {
        const fields = validationErrors(failure);
        const known = (['amount', 'bank_account_id', 'date'] as const).filter((k) => fields[k]);
        if (known.length) setErrors(Object.fromEntries(known.map((k) => [k, fields[k]])));
        else notifyRequestError(failure);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [storeId, onDone, t],
  );

  return { busy, errors, submit };
}
