import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { MyStore } from '@/types/pages/sellerOnboarding';
import StoreStatusBadge from './StoreStatusBadge';

const linkClass =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50';

/** One store of the list: name, address on the site, city/UF, status, offers, opening date, entries. */
export default function StoreCard({ store, children }: { store: MyStore; children?: ReactNode }) {
  const { t } = useLaravelReactI18n();
  return (
    <li className="rounded-lg bg-white p-4 shadow" data-testid="my-store-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">{store.name}</h2>
          <p className="break-all font-mono text-xs text-slate-600">/{store.slug}</p>
        </div>
        <StoreStatusBadge status={store.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500">{t('seller_onboarding.location')}</dt>
          <dd className="text-slate-800">
            {store.city}/{store.uf}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('seller_onboarding.offers')}</dt>
          <dd className="text-slate-800">{store.offers_count}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('seller_onboarding.opened_on')}</dt>
          <dd className="text-slate-800">{formatDate(store.created_at)}</dd>
        </div>
      </dl>
      {store.status === 'pending' && (
        <p className="mt-2 text-xs text-amber-800">{t('seller_onboarding.pending_note')}</p>
      )}
      {store.status === 'blocked' && store.blocked_reason && (
        <p className="mt-2 text-xs text-red-700">
          {t('seller_onboarding.blocked_reason', { reason: store.blocked_reason })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={route('my-store.dashboard', { store_id: store.id })} className={linkClass}>
          {t('seller.section.my-store.dashboard')}
        </Link>
        <Link href={route('my-store.products', { store_id: store.id })} className={linkClass}>
          {t('seller.section.my-store.products')}
        </Link>
        <Link href={route('my-store.config-store', { store_id: store.id })} className={linkClass}>
          {t('seller.section.my-store.config-store')}
        </Link>
        {children}
      </div>
    </li>
  );
}
