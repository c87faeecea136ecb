import { Link, router } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { wantsApi } from '@/api/wants';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextField from '@/Components/Form/TextField';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { WantsIndexProps } from '@/types/pages/wants';

/** /wants: the buyer's want lists (server/http/pages/wants.ts) and a form to start a new one. */
export default function WantsIndex({ lists }: WantsIndexProps) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({ name: '' });

  const create = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((data) => wantsApi.create(data.name), {
      onSuccess: (data) => {
        if (data.result) router.visit(route('wants.show', { id: data.result.id }));
      },
    });
  };

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.wants')} />
      <form
        onSubmit={create}
        noValidate
        className="flex flex-wrap items-start gap-2 rounded-lg bg-white p-4 shadow"
      >
        <TextField
          label={t('wants.new_name')}
          placeholder={t('wants.new_name')}
          className="min-w-0 flex-1 [&_label]:sr-only"
          {...form.field('name')}
        />
        <PrimaryButton disabled={form.processing} className="mt-1">
          {t('wants.create')}
        </PrimaryButton>
      </form>
      {lists.length === 0 ? (
        <div className="rounded-lg bg-white p-8 text-center text-slate-600 shadow">{t('wants.empty')}</div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {lists.map((list) => (
            <li key={list.id} className="rounded-lg bg-white p-4 shadow">
              <Link
                href={route('wants.show', { id: list.id })}
                className="text-lg font-semibold text-brand-700"
              >
                {list.name}
              </Link>
              <p className="text-sm text-slate-600">
                {t('wants.counts', { lines: String(list.lines_count), cards: String(list.cards_count) })}
              </p>
              {list.unresolved_count > 0 && (
                <p className="text-sm text-amber-700">
                  {t('wants.unresolved_count', { count: String(list.unresolved_count) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
