import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import { EmptyState } from '@/Components/Catalogue/States';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import BraFaqCard from '@/Components/Support/BraFaqCard';
import SupportNav from '@/Components/Support/SupportNav';
import { useChannel } from '@/hooks/useChannel';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BraFaq, FaqBraProps } from '@/types/pages/support';

/**
 * /my-store/{store_id}/faq-bra: the store's approved Bra line Q&As and those in analysis (a moderation
 * arriving live reloads them). An admin also sees every store's queue and approves or reproves here.
 */
export default function MyStoreFaqBra({ store, approved, analysis, moderation }: FaqBraProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<BraFaq>('approved', approved);
  const [done, setDone] = useState<number[]>([]);
  useChannel(`store.${store.id}`, {
    'bra-faq.moderated': () => router.reload({ only: ['approved', 'analysis'], reset: ['approved'] }),
  });
  return (
    <>
      <ScreenTitle>
        <Link
          href={route('my-store.faq.create-bra', { store_id: store.id })}
          className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
        >
          {t('support.bra.new')}
        </Link>
      </ScreenTitle>
      <SupportNav storeId={store.id} />
      {moderation ? (
        <section className="mb-6 space-y-3" data-testid="bra-moderation">
          <h2 className="text-lg font-bold text-slate-900">{t('support.bra.moderation')}</h2>
          {moderation.filter((f) => !done.includes(f.id)).length === 0 ? (
            <EmptyState title={t('support.bra.moderation_empty')} />
          ) : (
            <ul className="space-y-3">
              {moderation
                .filter((f) => !done.includes(f.id))
                .map((faq) => (
                  <BraFaqCard
                    key={faq.id}
                    faq={faq}
                    showStore
                    onModerated={() => {
                      setDone((ids) => [...ids, faq.id]);
                      router.reload({ only: ['approved', 'analysis'], reset: ['approved'] });
                    }}
                  />
                ))}
            </ul>
          )}
        </section>
      ) : null}
      {analysis.length > 0 ? (
        <section className="mb-6 space-y-3">
          <h2 className="text-lg font-bold text-slate-900">{t('support.bra.in_analysis')}</h2>
          <ul className="space-y-3">
            {analysis.map((faq) => (
              <BraFaqCard key={faq.id} faq={faq} />
            ))}
          </ul>
        </section>
      ) : null}
      <h2 className="mb-3 text-lg font-bold text-slate-900">{t('support.bra.approved')}</h2>
      {list.items.length === 0 ? (
        <EmptyState title={t('support.bra.empty_approved')} />
      ) : (
        <ul className="space-y-3">
          {list.items.map((faq) => (
            <BraFaqCard key={faq.id} faq={faq} />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </>
  );
}
