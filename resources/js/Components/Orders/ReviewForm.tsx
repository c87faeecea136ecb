import { type FormEvent, useId } from 'react';
import TextAreaField from '@/Components/Form/TextAreaField';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';

interface Props {
  title: string;
  onSubmit: (rating: number, comment: string) => Promise<ActionResponse>;
  /** After the review was saved. */
  onReviewed: () => void;
}

/** A 1-to-5 rating with an optional comment (store or product review). */
export default function ReviewForm({ title, onSubmit, onReviewed }: Props) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const form = useApiForm({ rating: 0, comment: '' });
  const { rating } = form.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    void form.submit((data) => onSubmit(data.rating, data.comment.trim()), {
      success: t('orders.review_sent'),
      onSuccess: () => {
        onReviewed();
        form.reset('comment');
      },
    });
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
                onChange={() => form.setData('rating', n)}
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
      <TextAreaField label={t('orders.comment')} {...form.field('comment')} rows={2} maxLength={1000} />
      <button
        type="submit"
        disabled={form.processing || rating < 1}
        className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {form.processing ? t('common.sending') : t('orders.review_submit')}
      </button>
    </form>
  );
}
