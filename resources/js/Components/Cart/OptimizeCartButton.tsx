import { router } from '@inertiajs/react';
import { wantsApi } from '@/api/wants';
import { useApiAction } from '@/hooks/useApiAction';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** "Otimizar carrinho": the cart's cards become a want list, opened with its optimizer. */
export default function OptimizeCartButton() {
  const { t } = useLaravelReactI18n();
  const action = useApiAction();
  const optimize = () =>
    action.run('optimize', () => wantsApi.fromCart(), {
      success: false,
      onSuccess: (data) => data.result && router.visit(route('wants.show', { id: data.result.id })),
    });
  return (
    <button
      type="button"
      disabled={action.processing}
      onClick={() => void optimize()}
      className="block w-full rounded-md border border-brand-600 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {t('wants.optimize_cart')}
    </button>
  );
}
