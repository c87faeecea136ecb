import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';

export default function EmptyCart() {
  const { t } = useLaravelReactI18n();
  return (
    <div className="space-y-3">
      <p>{t('cart.empty')}</p>
      <Link href={route('product.list')} className="font-medium text-brand-700 hover:underline">
        {t('cart.browse')}
      </Link>
    </div>
  );
}
