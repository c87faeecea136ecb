import { router } from '@inertiajs/react';
import { useState } from 'react';
import { wantsApi } from '@/api/wants';
import { notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** "Otimizar carrinho": the cart's cards become a want list, opened with its optimizer. */
export default function OptimizeCartButton() {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);
  const optimize = async () => {
    setBusy(true);
    try {
      const data = await wantsApi.fromCart();
      if (data.result) router.visit(route('wants.show', { id: data.result.id }));
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void optimize()}
      className="block w-full rounded-md border border-brand-600 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {t('wants.optimize_cart')}
    </button>
  );
}
