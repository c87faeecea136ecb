import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The paste box: one card per line, in the common deck formats (docs/optimizer.md, "Mass entry"). */
export default function MassEntry({
  busy,
  error,
  onPaste,
}: {
  busy: boolean;
  error: string | null;
  onPaste: (text: string) => Promise<boolean>;
}) {
  const { t } = useLaravelReactI18n();
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onPaste(text)) setText('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2 rounded-lg bg-white p-4 shadow">
      <label htmlFor="want-entry" className="block font-semibold">
        {t('wants.entry_label')}
      </label>
      <p className="text-sm text-slate-600">{t('wants.entry_help')}</p>
      <textarea
        id="want-entry"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={8}
        className="w-full rounded-md border border-slate-300 p-2 font-mono text-sm"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'want-entry-error' : undefined}
      />
      {error && (
        <p id="want-entry-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <PrimaryButton disabled={busy}>{t('wants.entry_submit')}</PrimaryButton>
    </form>
  );
}
