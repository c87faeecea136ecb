import { router } from '@inertiajs/react';
import { useApiForm } from '@/hooks/useApiForm';
import { http } from '@/lib/http';
import { parseMoneyReais } from '@/lib/money';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { Payout } from '@/types/pages/sellerWallet';

export interface CashOutForm {
  amount: string;
  bank_account_id: string;
  date: string;
}

const FIELDS = ['amount', 'bank_account_id', 'date'] as const;

/** Reais as typed in pt-BR ("1.234,56", "12,5", "12.50") → a number (lib/money), or NaN. */
export function parseReais(text: string): number {
  return parseMoneyReais(text) ?? Number.NaN;
}

/**
 * The cash-out form and POST /v1/store-wallet/cash-out, through the one form path (`useApiForm`). The
 * server decides every rule (minimum, balance, fee, date, bank account); its 422 messages show under
 * their fields (no toast then: one message per event). On success the wallet's props are read again.
 */
export function useCashOut(storeId: number, initial: Omit<CashOutForm, 'amount'>, onDone: () => void) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<CashOutForm>({ amount: '', ...initial });

  const submit = async () => {
    const amount = parseReais(form.data.amount);
    if (!Number.isFinite(amount)) {
      form.setError('amount', t('wallet.cash_out.amount_invalid'));
      return;
    }
    await form.submit(
      (data) =>
        storeCashOut({
          store_id: storeId,
          amount,
          bank_account_id: Number(data.bank_account_id),
          date: data.date,
        }),
      {
        success: t('wallet.cash_out.done'),
        onSuccess: () => {
          onDone();
          router.reload({ only: ['wallet', 'payouts'], reset: ['payouts'] });
        },
        // A message under a field of the modal is the one message; anything else is a toast.
        onError: (_error, fields) => FIELDS.some((k) => fields[k]),
      },
    );
  };

  return { form, submit };
}

async function storeCashOut(body: {
  store_id: number;
  amount: number;
  bank_account_id: number;
  date: string;
}) {
  const { data } = await http.post<ActionResponse<Payout>>('/v1/store-wallet/cash-out', body);
  return data;
}
