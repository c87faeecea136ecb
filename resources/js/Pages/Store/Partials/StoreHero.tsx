import RatingStars from '@/Components/Catalogue/RatingStars';
import { WEEKDAY_KEYS } from '@/Components/Catalogue/weekdays';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreDetail } from '@/types/catalogue';

/** The top of a store's page: banner, logo, name, place, rating, description and free-shipping days. */
export default function StoreHero({ store }: { store: StoreDetail }) {
  const { t } = useLaravelReactI18n();
  const days = store.free_shipping_days.map((d) => t(WEEKDAY_KEYS[d] ?? ''));
  return (
    <header className="overflow-hidden rounded-lg bg-white shadow-sm" data-testid="store-hero">
      <img src={store.banner} alt="" className="h-28 w-full object-cover sm:h-40" />
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <img
          src={store.logo}
          alt={t('store.logo_alt', { name: store.name })}
          className="-mt-12 h-20 w-20 rounded-full border-4 border-white bg-white object-cover shadow sm:-mt-16 sm:h-24 sm:w-24"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900">{store.name}</h1>
          <p className="text-sm text-slate-600">
            {store.city}/{store.uf} · {t('store.since', { date: formatDate(store.created_at) })}
            {store.is_client && (
              <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
                {t('store.partner')}
              </span>
            )}
          </p>
          <RatingStars rating={store.rating} count={store.reviews_count} size="lg" />
        </div>
      </div>
      {(store.description || days.length > 0) && (
        <div className="space-y-1 border-t border-slate-100 px-4 py-3 text-sm text-slate-700">
          {store.description && <p>{store.description}</p>}
          {days.length > 0 && (
            <p className="font-medium text-green-800">
              {t('store.free_shipping_on', { days: days.join(', ') })}
            </p>
          )}
        </div>
      )}
    </header>
  );
}
