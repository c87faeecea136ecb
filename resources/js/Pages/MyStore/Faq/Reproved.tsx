import { Link } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import { EmptyState } from '@/Components/Catalogue/States';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import BraFaqCard from '@/Components/Support/BraFaqCard';
import SupportNav from '@/Components/Support/SupportNav';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BraFaq, FaqReprovedProps } from '@/types/pages/support';

/** /my-store/{store_id}/faq-reproved: the store's reproved Bra line Q&As with the admin's reason. */
export default function MyStoreFaqReproved({ store, reproved }: FaqReprovedProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<BraFaq>('reproved', reproved);
  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      <p className="mb-3 text-sm text-slate-600">
        {t('support.bra.reproved_hint')}{' '}
        <Link
          href={route('my-store.faq.create-bra', { store_id: store.id })}
          className="text-brand-700 underline"
        >
          {t('support.bra.new')}
        </Link>
      </p>
      {list.items.length === 0 ? (
        <EmptyState title={t('support.bra.empty_reproved')} />
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
