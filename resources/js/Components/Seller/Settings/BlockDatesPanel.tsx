import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { useBlockDates } from '@/hooks/seller/settings/useBlockDates';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BlockDate } from '@/types/pages/sellerSettings';
import SettingsPanel from './SettingsPanel';

const EMPTY = { starts_on: '', ends_on: '', reason: '' };

/** Periods the store does not ship (férias): the list, a period to add with its reason, delete. */
export default function BlockDatesPanel({
  storeId,
  initial,
  today,
}: {
  storeId: number;
  initial: BlockDate[];
  today: string;
}) {
  const { t } = useLaravelReactI18n();
  const { list, add, remove, processing, errors } = useBlockDates(storeId, initial);
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add({ ...form, reason: form.reason.trim() || null })) setForm(EMPTY);
  };

  return (
    <SettingsPanel
      title={t('seller_settings.block_title')}
      hint={t('seller_settings.block_hint')}
      testId="block-dates"
    >
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('seller_settings.block_empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">
                  {t('seller_settings.block_range', {
                    from: formatDate(b.starts_on),
                    to: formatDate(b.ends_on),
                  })}
                </span>
                {b.reason && <span className="text-slate-600"> · {b.reason}</span>}
              </span>
              <button
                type="button"
                disabled={processing}
                onClick={() => void remove(b.id)}
                className="rounded border border-red-200 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
                aria-label={t('seller_settings.block_remove', { from: formatDate(b.starts_on) })}
              >
                {t('seller_settings.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 md:grid-cols-4 md:items-end">
        <TextInput
          label={t('seller_settings.starts_on')}
          name="starts_on"
          type="date"
          min={today}
          value={form.starts_on}
          onChange={set('starts_on')}
          error={errors.starts_on}
        />
        <TextInput
          label={t('seller_settings.ends_on')}
          name="ends_on"
          type="date"
          min={form.starts_on || today}
          value={form.ends_on}
          onChange={set('ends_on')}
          error={errors.ends_on}
        />
        <TextInput
          label={t('seller_settings.reason')}
          name="reason"
          maxLength={160}
          value={form.reason}
          onChange={set('reason')}
          error={errors.reason}
        />
        <PrimaryButton disabled={processing}>{t('seller_settings.block_add')}</PrimaryButton>
      </form>
    </SettingsPanel>
  );
}
