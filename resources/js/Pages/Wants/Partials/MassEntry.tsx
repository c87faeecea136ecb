import type { FormEvent } from 'react';
import { wantsApi } from '@/api/wants';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextAreaField from '@/Components/Form/TextAreaField';
import { useApiForm } from '@/hooks/useApiForm';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { WantLine } from '@/types/pages/wants';

/** The paste box: one card per line, in the common deck formats (docs/optimizer.md, "Mass entry"). */
export default function MassEntry({
  listId,
  onAdded,
}: {
  listId: number;
  onAdded: (lines: WantLine[]) => void;
}) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({ text: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((data) => wantsApi.entries(listId, data.text), {
      // Lines that matched nothing or several: a warning instead of the success toast.
      success: (data) => (data.result?.unresolved ? undefined : data.message),
      onSuccess: (data) => {
        if (data.result?.unresolved) notify.warning(data.message ?? '');
        onAdded(data.result?.lines ?? []);
        form.reset();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-lg bg-white p-4 shadow">
      <TextAreaField
        label={t('wants.entry_label')}
        rows={8}
        className="[&_label]:font-semibold [&_textarea]:font-mono"
        {...form.field('text')}
      />
      <p className="text-sm text-slate-600">{t('wants.entry_help')}</p>
      <PrimaryButton disabled={form.processing}>{t('wants.entry_submit')}</PrimaryButton>
    </form>
  );
}
