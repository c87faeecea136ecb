import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { supportApi } from '@/hooks/support/api';
import { useSubmit } from '@/hooks/support/useSubmit';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductQuestion } from '@/types/pages/support';
import Field, { inputClass } from './Field';
import StatusBadge from './StatusBadge';

/** A buyer's question to the store, with the store's answer form (answering publishes it on the product page). */
export default function QuestionCard({
  question: initial,
  onAnswered,
}: {
  question: ProductQuestion;
  onAnswered: (question: ProductQuestion) => void;
}) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const { busy, errors, submit } = useSubmit();
  const [question, setQuestion] = useState(initial);
  const [editing, setEditing] = useState(initial.status === 'pending');
  const [text, setText] = useState(initial.answer ?? '');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result = await submit(() => supportApi.answer(question.id, text));
    if (result) {
      setQuestion(result);
      setEditing(false);
      onAnswered(result);
    }
  };

  return (
    <li className="space-y-2 rounded-lg bg-white p-4 shadow-sm" data-testid="question-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          href={route('product.show', { id: question.product.id })}
          className="font-semibold text-brand-700 hover:underline"
        >
          {question.product.name}
        </a>
        <StatusBadge status={question.status} />
      </div>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{t('support.question.asked_by', { name: question.asker })}</span>{' '}
        {question.question}
      </p>
      <p className="text-xs text-slate-500">{formatDate(question.created_at)}</p>
      {!editing && question.answer ? (
        <div className="rounded bg-slate-50 p-2 text-sm text-slate-700">
          <span className="font-semibold">{t('support.question.answer')}:</span> {question.answer}{' '}
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="ml-2 text-xs text-brand-700 underline"
          >
            {t('support.question.edit')}
          </button>
        </div>
      ) : null}
      {editing ? (
        <form onSubmit={send} className="space-y-2" noValidate>
          <Field id={id} label={t('support.question.answer')} error={errors.answer}>
            <textarea
              id={id}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={2000}
              className={inputClass}
              data-testid="question-answer"
            />
          </Field>
          <PrimaryButton disabled={busy} data-testid="question-answer-send">
            {t('support.question.publish')}
          </PrimaryButton>
        </form>
      ) : null}
    </li>
  );
}
