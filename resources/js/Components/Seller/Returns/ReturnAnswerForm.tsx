import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { useReturnAnswer } from '@/hooks/seller/complaints/useReturnAnswer';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * The store's answer to a request: accept (the order is returned, the stock comes back and the buyer
 * is refunded as wallet credit), or refuse with an answer the buyer reads.
 */
export default function ReturnAnswerForm({ returnId }: { returnId: number }) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const { processing, error, answer } = useReturnAnswer(returnId);
  const [refusing, setRefusing] = useState(false);
  const [text, setText] = useState('');

  const accept = () => {
    if (window.confirm(t('seller_returns.accept_confirm'))) void answer(true);
  };
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    void answer(false, text);
  };

  if (!refusing) {
    return (
      <div className="flex flex-wrap gap-2">
        <PrimaryButton type="button" disabled={processing} onClick={accept}>
          {t('seller_returns.accept')}
        </PrimaryButton>
        <button
          type="button"
          disabled={processing}
          onClick={() => setRefusing(true)}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        >
          {t('seller_returns.refuse')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={refuse} className="space-y-2" noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('seller_returns.answer')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <PrimaryButton disabled={processing}>{t('seller_returns.refuse_send')}</PrimaryButton>
        <button
          type="button"
          onClick={() => setRefusing(false)}
          className="px-3 py-2 text-sm text-slate-600 hover:underline"
        >
          {t('seller_returns.cancel')}
        </button>
      </div>
    </form>
  );
}
