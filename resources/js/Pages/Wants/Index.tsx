import { Link, router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { wantsApi } from '@/api/wants';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { notify } from '@/lib/notify';
import { notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { WantsIndexProps } from '@/types/pages/wants';

/** /wants: the buyer's want lists (server/http/pages/wants.ts) and a form to start a new one. */
export default function WantsIndex({ lists }: WantsIndexProps) {
  const { t } = useLaravelReactI18n();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const data = await wantsApi.create(name);
      notify.success(data.message ?? '');
      if (data.result) router.visit(route('wants.show', { id: data.result.id }));
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.wants')} />
      <form onSubmit={(e) => void create(e)} className="flex flex-wrap gap-2 rounded-lg bg-white p-4 shadow">
        <label htmlFor="want-name" className="sr-only">
          {t('wants.new_name')}
        </label>
        <input
          id="want-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('wants.new_name')}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <PrimaryButton disabled={busy}>{t('wants.create')}</PrimaryButton>
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
