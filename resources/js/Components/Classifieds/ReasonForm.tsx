import { type FormEvent, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The reason an admin gives to reprove or block an ad (sent as typed; the server checks its length). */
export default function ReasonForm({
  label,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-2" data-testid="reason-form">
      <label className="block text-sm text-slate-700">
        {t('classifieds.reason')}
        <textarea
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="reason-input"
        />
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-red-600 px-3 py-1 text-sm font-semibold text-white disabled:opacity-60"
        >
          {label}
        </button>
        <button type="button" onClick={onCancel} className="rounded-md border px-3 py-1 text-sm">
          {t('classifieds.cancel')}
        </button>
      </div>
    </form>
  );
}
