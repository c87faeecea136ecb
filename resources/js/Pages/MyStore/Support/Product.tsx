import { Link } from '@inertiajs/react';
import { useState } from 'react';
import { EmptyState } from '@/Components/Catalogue/States';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import CountCard from '@/Components/Support/CountCard';
import QuestionCard from '@/Components/Support/QuestionCard';
import SupportNav from '@/Components/Support/SupportNav';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SupportProductProps } from '@/types/pages/support';

/** /my-store/{store_id}/support-product: product questions and Bra Q&As at a glance, the newest waiting ones to answer. */
export default function MyStoreSupportProduct({ store, counts, pending }: SupportProductProps) {
  const { t } = useLaravelReactI18n();
  const at = (name: string) => route(name, { store_id: store.id });
  const [answered, setAnswered] = useState<number[]>([]);
  const waiting = pending.filter((q) => !answered.includes(q.id));
  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <CountCard
          href={at('my-store.faq.questions')}
          label={t('support.hub.questions_pending')}
          value={counts.questions_pending}
        />
        <CountCard
          href={at('my-store.faq.product-active')}
          label={t('support.hub.questions_answered')}
          value={counts.questions_answered}
        />
        <CountCard
          href={at('my-store.faq.bra')}
          label={t('support.hub.bra_approved')}
          value={counts.bra_approved}
        />
        <CountCard
          href={at('my-store.faq.reproved')}
          label={t('support.hub.bra_reproved')}
          value={counts.bra_reproved}
        />
      </div>
      <section className="mt-6 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">{t('support.question.waiting_title')}</h2>
          <Link href={at('my-store.faq.create-bra')} className="text-sm text-brand-700 underline">
            {t('support.link.my-store.faq.create-bra')}
          </Link>
        </div>
        {waiting.length === 0 ? (
          <EmptyState title={t('support.question.empty_pending')} />
        ) : (
          <ul className="space-y-3">
            {waiting.map((q) => (
              <QuestionCard key={q.id} question={q} onAnswered={() => setAnswered((ids) => [...ids, q.id])} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
