import { Link } from '@inertiajs/react';
import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { NextRelease } from '@/types/pages/sellerWallet';

/** Open orders whose money is still held, and the day each would be released (auto-conclusion). */
export default function NextReleases({
  storeId,
  releases,
  days,
}: {
  storeId: number;
  releases: NextRelease[];
  days: number;
}) {
  const { t, tChoice } = useLaravelReactI18n();
  return (
    <section className="rounded-lg bg-white p-4 shadow" data-testid="wallet-releases">
      <h2 className="font-semibold text-slate-900">{t('wallet.releases.title')}</h2>
      <p className="text-xs text-slate-500">{tChoice('wallet.releases.hint', days)}</p>
      {releases.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('wallet.releases.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {releases.map((r) => (
            <li key={r.store_order_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                href={route('my-store.order.detail', { store_id: storeId, order_id: r.store_order_id })}
                className="font-medium text-brand-700 hover:underline"
              >
                {r.number}
              </Link>
              <span className="text-slate-600">{r.status_label}</span>
              <span>{formatMoney(r.net)}</span>
              <span className="text-slate-600">
                {r.hold
                  ? t('wallet.releases.held')
                  : r.release_on
                    ? t('wallet.releases.on', { date: formatDate(r.release_on) })
                    : t('wallet.releases.after_delivery')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
