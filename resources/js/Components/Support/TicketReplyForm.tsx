import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { readAttachment, supportApi } from '@/hooks/support/api';
import { useSubmit } from '@/hooks/support/useSubmit';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { TicketMessage, TicketStatus } from '@/types/pages/support';
import AttachmentField from './AttachmentField';
import Field, { inputClass } from './Field';

/** A reply on an open ticket (with an optional attachment); staff may mark that they wait for the store. */
export default function TicketReplyForm({
  ticketId,
  isStaff,
  onSent,
}: {
  ticketId: number;
  isStaff: boolean;
  onSent: (message: TicketMessage, status: TicketStatus) => void;
}) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const { busy, errors, submit } = useSubmit();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [waiting, setWaiting] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const attachment = file ? await readAttachment(file) : null;
    const result = await submit(() =>
      supportApi.reply(ticketId, {
        message: text,
        attachment,
        ...(isStaff ? { waiting_store: waiting } : {}),
      }),
    );
    if (result) {
      onSent(result.message, result.status);
      setText('');
      setFile(null);
      setWaiting(false);
    }
  };

  return (
    <form onSubmit={send} className="space-y-3 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <Field id={`${id}-message`} label={t('support.ticket.reply')} error={errors.message}>
        <textarea
          id={`${id}-message`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          maxLength={5000}
          className={inputClass}
          data-testid="ticket-reply"
        />
      </Field>
      <AttachmentField id={`${id}-file`} file={file} onChange={setFile} error={errors.attachment} />
      {isStaff ? (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={waiting} onChange={(e) => setWaiting(e.target.checked)} />
          {t('support.ticket.waiting_store')}
        </label>
      ) : null}
      <PrimaryButton disabled={busy} data-testid="ticket-reply-send">
        {t('support.ticket.send')}
      </PrimaryButton>
    </form>
  );
}
