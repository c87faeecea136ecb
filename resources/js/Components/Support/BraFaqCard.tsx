import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { supportApi } from '@/hooks/support/api';
import { useSubmit } from '@/hooks/support/useSubmit';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BraFaq } from '@/types/pages/support';
import Field, { inputClass } from './Field';
import StatusBadge from './StatusBadge';

/** An admin's approve / reprove-with-reason controls for a Q&A in analysis. */
function Moderation({ faq, onDone }: { faq: BraFaq; onDone: (faq: BraFaq) => void }) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const { busy, errors, submit } = useSubmit();
  const [reason, setReason] = useState('');
  const act = async (status: 'approved' | 'reproved', event?: FormEvent) => {
    event?.preventDefault();
    const result = await submit(() =>
      supportApi.moderateBra(faq.id, status, status === 'reproved' ? reason : null),
    );
    if (result) onDone(result);
  };
  return (
    <form
      onSubmit={(e) => act('reproved', e)}
      className="space-y-2 border-t border-slate-100 pt-2"
      noValidate
    >
      <Field id={id} label={t('support.bra.reason')} error={errors.reason}>
        <input id={id} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass} />
      </Field>
      <div className="flex gap-2">
        <PrimaryButton type="button" disabled={busy} onClick={() => act('approved')}>
          {t('support.bra.approve')}
        </PrimaryButton>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md border border-red-300 px-4 py-2 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          {t('support.bra.reprove')}
        </button>
      </div>
    </form>
  );
}

/** A Bra line Q&A: product, question, answer, status and (reproved) the admin's reason. */
export default function BraFaqCard({
  faq,
  showStore = false,
  onModerated,
}: {
  faq: BraFaq;
  showStore?: boolean;
  /** Given for an admin's moderation queue. */
  onModerated?: (faq: BraFaq) => void;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <li className="space-y-2 rounded-lg bg-white p-4 shadow-sm" data-testid="bra-faq">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {faq.product.name}
          {showStore ? ` · ${faq.store.name}` : ''}
        </span>
        <StatusBadge status={faq.status} />
      </div>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{t('support.bra.question')}:</span> {faq.question}
      </p>
      <p className="text-sm text-slate-700">
        <span className="font-semibold">{t('support.bra.answer')}:</span> {faq.answer}
      </p>
      {faq.status === 'reproved' && faq.reason ? (
        <p className="rounded bg-red-50 p-2 text-sm text-red-800" data-testid="bra-reason">
          {t('support.bra.reproved_because', { reason: faq.reason })}
        </p>
      ) : null}
      <p className="text-xs text-slate-500">{formatDate(faq.moderated_at ?? faq.created_at)}</p>
      {onModerated && faq.status === 'analysis' ? <Moderation faq={faq} onDone={onModerated} /> : null}
    </li>
  );
}
