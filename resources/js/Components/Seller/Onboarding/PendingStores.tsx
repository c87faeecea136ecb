import { useStoreActivation } from '@/hooks/seller/onboarding/useStoreActivation';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { PendingStore } from '@/types/pages/sellerOnboarding';
import StoreCard from './StoreCard';

/** An admin's queue: every store of the site waiting for activation, each with "Ativar". */
export default function PendingStores({ stores }: { stores: PendingStore[] }) {
  const { t } = useLaravelReactI18n();
  const { activate, busyId } = useStoreActivation();
  return (
    <section className="mt-8" aria-labelledby="pending-stores" data-testid="pending-stores">
      <h2 id="pending-stores" className="mb-3 text-xl font-bold text-slate-900">
        {t('seller_onboarding.pending_title')}
      </h2>
      {stores.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600 shadow">
          {t('seller_onboarding.pending_none')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {stores.map((store) => (
            <StoreCard key={store.id} store={store}>
              <span className="w-full break-all text-xs text-slate-600">
                {t('seller_onboarding.owner', {
                  name: store.owner_name ?? '—',
                  email: store.owner_email ?? '',
                })}
              </span>
              <button
                type="button"
                onClick={() => void activate(store.id)}
                disabled={busyId !== null}
                className="rounded-md bg-emerald-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-700 disabled:opacity-60"
                aria-label={t('seller_onboarding.activate_store', { name: store.name })}
              >
                {busyId === store.id ? t('common.sending') : t('seller_onboarding.activate')}
              </button>
            </StoreCard>
          ))}
        </ul>
      )}
    </section>
  );
}
