import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useWantList } from '@/hooks/wants/useWantList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { WantsShowProps } from '@/types/pages/wants';
import LineList from './Partials/LineList';
import MassEntry from './Partials/MassEntry';
import OptimizerPanel from './Partials/OptimizerPanel';

/** /wants/{id}: mass entry, the lines with their fixes, and the cart optimizer (docs/optimizer.md). */
export default function WantsShow({ list, cep }: WantsShowProps) {
  const { t } = useLaravelReactI18n();
  const want = useWantList(list);
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <ScreenTitle title={list.name}>
        <Link href={route('wants')} className="text-sm font-medium text-brand-700 hover:underline">
          {t('wants.back')}
        </Link>
      </ScreenTitle>
      <MassEntry listId={list.id} onAdded={want.added} />
      <LineList lines={want.lines} onReplaced={want.replaced} onRemoved={want.removed} />
      <OptimizerPanel listId={list.id} initialCep={cep} />
    </section>
  );
}
