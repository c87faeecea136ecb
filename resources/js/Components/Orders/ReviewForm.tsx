import { type FormEvent, useId, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  title: string;
  onSubmit: (rating: number, comment: string) => Promise<boolean>;
}

/** A 1-to-5 rating with an optional comment (store or product review). */
export default function ReviewForm({ title, onSubmit }: Props) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    setBusy(true);
    const done = await onSubmit(rating, comment.trim());
    setBusy(false);
    if (done) setComment('');
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-2 rounded-md border border-slate-200 p-3"
      data-testid="review-form"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{title}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer text-2xl leading-none">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={t('orders.stars', { n })}
              />
              <span aria-hidden="true" className={n <= rating ? 'text-accent-500' : 'text-slate-300'}>
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-comment`} className="block text-sm text-slate-700">
        {t('orders.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={2}
        maxLength={1000}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <button
        type="submit"
        disabled={busy || rating < 1}
        className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {busy ? t('common.sending') : t('orders.review_submit')}
      </button>
    </form>
  );
}
