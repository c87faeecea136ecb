import { Link, router } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import { EmptyState } from '@/Components/Catalogue/States';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useChannel } from '@/hooks/useChannel';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FaqQuestionListProps, ProductQuestion, QuestionFilter } from '@/types/pages/support';
import QuestionCard from './QuestionCard';
import SupportNav from './SupportNav';

const SCREEN: Record<QuestionFilter, string> = {
  all: 'my-store.faq.product',
  pending: 'my-store.faq.questions',
  answered: 'my-store.faq.product-active',
};

/**
 * The store's product questions, one status per screen (/faq-questions pending, /faq-product-active
 * answered, /faq-product all); a question a buyer asks meanwhile reloads the list.
 */
export default function QuestionListScreen({ store, status, counts, questions }: FaqQuestionListProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<ProductQuestion>('questions', questions, { with: ['counts'] });
  const reload = () => router.reload({ only: ['questions', 'counts'], reset: ['questions'] });
  useChannel(`store.${store.id}`, { 'product-question.asked': reload });
  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      <ul className="mb-4 flex flex-wrap gap-2 text-sm">
        {(Object.keys(SCREEN) as QuestionFilter[]).map((f) => (
          <li key={f}>
            <Link
              href={route(SCREEN[f], { store_id: store.id })}
              aria-current={f === status ? 'page' : undefined}
              className={`rounded-full px-3 py-1 ${f === status ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'}`}
            >
              {t(`support.question.filter.${f}`)} ({counts[f]})
            </Link>
          </li>
        ))}
      </ul>
      {list.items.length === 0 ? (
        <EmptyState title={t(`support.question.empty_${status}`)} />
      ) : (
        <ul className="space-y-3" data-testid="question-list">
          {list.items.map((q) => (
            <QuestionCard key={q.id} question={q} onAnswered={() => router.reload({ only: ['counts'] })} />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </>
  );
}
