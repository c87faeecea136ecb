import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { DashboardStoreChoice } from '@/types/pages/sellerInsights';

/** The dashboard without a store: the viewer's stores to open it for, or how to open one. */
export default function StorePicker({ stores }: { stores: DashboardStoreChoice[] }) {
  const { t } = useLaravelReactI18n();
  return (
    <section className="mx-auto max-w-3xl">
      <ScreenTitle title={t('page.my-store.dashboard')} />
      {stores.length === 0 ? (
        <p className="text-slate-700">
          {t('seller_dashboard.picker.none')}{' '}
          <Link href={route('my-store.be-seller')} className="font-semibold text-brand-700">
            {t('seller_dashboard.picker.open')}
          </Link>
        </p>
      ) : (
        <>
          <p className="mb-3 text-slate-700">{t('seller_dashboard.picker.choose')}</p>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {stores.map((s) => (
              <li key={s.id}>
                <Link
                  href={route('my-store.dashboard', { store_id: s.id })}
                  className="block rounded-lg bg-white p-3 font-semibold text-brand-700 shadow-sm hover:bg-slate-50"
                >
                  {s.name}
                  <span className="ml-2 text-xs font-normal text-slate-500">
                    {t(`seller.store_status.${s.status}`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
