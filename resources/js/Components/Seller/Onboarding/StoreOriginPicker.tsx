import { useId, useState } from 'react';
import { useStoreOrigin } from '@/hooks/seller/onboarding/useStoreOrigin';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Address } from '@/types/cart';
import type { StoreOrigin } from '@/types/pages/sellerOnboarding';

const line = (a: Address) =>
  `${a.label ? `${a.label}: ` : ''}${a.address}, ${a.number} – ${a.city}/${a.state} (${a.postcode})`;

/** Where one store ships from: its current origin and a choice among the seller's addresses. */
export default function StoreOriginPicker({
  store,
  candidates,
}: {
  store: StoreOrigin;
  candidates: Address[];
}) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const { origin, busy, choose } = useStoreOrigin(store.id, store.origin);
  const [picked, setPicked] = useState<number | ''>(candidates[0]?.id ?? '');
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="store-origin">
      <p className="font-semibold text-slate-900">{store.name}</p>
      <p className="mt-1 break-words text-sm text-slate-700">
        {origin ? line(origin) : t('seller_onboarding.origin_none')}
      </p>
      {candidates.length > 0 && (
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="block text-xs font-medium text-slate-700">
              {t('seller_onboarding.origin_choose')}
            </label>
            <select
              id={id}
              value={picked}
              onChange={(e) => setPicked(Number(e.target.value))}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {candidates.map((a) => (
                <option key={a.id} value={a.id}>
                  {line(a)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            disabled={busy || picked === ''}
            onClick={() => picked !== '' && void choose(picked)}
            className="rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {busy ? t('common.sending') : t('seller_onboarding.origin_use')}
          </button>
        </div>
      )}
    </li>
  );
}
