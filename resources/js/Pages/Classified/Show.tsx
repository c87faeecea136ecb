import { Link } from '@inertiajs/react';
import { useState } from 'react';
import AdActions from '@/Components/Classifieds/AdActions';
import PhotoGallery from '@/Components/Classifieds/PhotoGallery';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAdActions } from '@/hooks/classifieds/useAdActions';
import { useAddAdToCart } from '@/hooks/classifieds/useAddAdToCart';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ClassifiedShowProps } from '@/types/pages/classifieds';

/** /classified/{id}: the ad with its photos, seller store and location, and "Adicionar ao carrinho". */
export default function ClassifiedShow({ ad, can_buy, is_admin }: ClassifiedShowProps) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  const [quantity, setQuantity] = useState(1);
  const cart = useAddAdToCart();
  const actions = useAdActions(['ad', 'can_buy']);
  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <ScreenTitle title={ad.title} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PhotoGallery photos={ad.photos} title={ad.title} />
        <div className="space-y-3">
          <p className="text-3xl font-bold text-brand-700" data-testid="ad-price">
            {formatMoney(ad.price)}
          </p>
          {ad.status !== 'available' && (
            <p className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-800">{ad.status_label}</p>
          )}
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-500">{t('classifieds.field.condition')}</dt>
            <dd>{labels.condition(ad.adCondition.code)}</dd>
            <dt className="text-slate-500">{t('classifieds.field.category')}</dt>
            <dd>{ad.category.name}</dd>
            <dt className="text-slate-500">{t('classifieds.location')}</dt>
            <dd data-testid="ad-location">
              {ad.city}/{ad.uf}
            </dd>
            <dt className="text-slate-500">{t('classifieds.seller')}</dt>
            <dd>
              <Link
                href={route('store.page', { store_slug: ad.store.slug })}
                className="text-brand-700 hover:underline"
              >
                {ad.store.name}
              </Link>
            </dd>
            <dt className="text-slate-500">{t('classifieds.available_units')}</dt>
            <dd>{ad.quantity}</dd>
          </dl>
          {can_buy && (
            <div className="flex items-end gap-2">
              <label className="text-sm text-slate-700">
                {t('classifieds.field.quantity')}
                <input
                  type="number"
                  min={1}
                  max={ad.quantity}
                  value={quantity}
                  onChange={(e) => setQuantity(Number(e.target.value))}
                  className="mt-1 block w-20 rounded-md border border-slate-300 px-2 py-2 text-sm"
                  data-testid="ad-quantity"
                />
              </label>
              <button
                type="button"
                disabled={cart.busy}
                onClick={() => cart.add(ad.id, quantity)}
                className="rounded-md bg-accent-500 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-600 disabled:opacity-60"
                data-testid="ad-add-to-cart"
              >
                {t('classifieds.add_to_cart')}
              </button>
            </div>
          )}
          {is_admin && <AdActions ad={ad} isAdmin busy={actions.busy === ad.id} onAction={actions.run} />}
        </div>
      </div>
      <section className="mt-6 rounded-lg bg-white p-4 shadow">
        <h2 className="mb-2 font-semibold text-slate-900">{t('classifieds.field.description')}</h2>
        <p className="whitespace-pre-line text-sm text-slate-700" data-testid="ad-description">
          {ad.description}
        </p>
      </section>
    </section>
  );
}
