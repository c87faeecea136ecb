import { router } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import AttachmentField from '@/Components/Support/AttachmentField';
import Field, { inputClass } from '@/Components/Support/Field';
import SupportNav from '@/Components/Support/SupportNav';
import { readAttachment, supportApi } from '@/hooks/support/api';
import { useSubmit } from '@/hooks/support/useSubmit';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { TICKET_CATEGORIES, type TicketCreateProps } from '@/types/pages/support';

/** /my-store/{store_id}/ticket-create: the store opens a ticket (subject, category, message, optional file). */
export default function MyStoreTicketsCreate({ store }: TicketCreateProps) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const { busy, errors, submit } = useSubmit();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<string>('order');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const attachment = file ? await readAttachment(file) : null;
    const ticket = await submit(() =>
      supportApi.createTicket({ store_id: store.id, subject, category, message, attachment }),
    );
    if (ticket) router.visit(route('my-store.ticket.show', { store_id: store.id, ticket_id: ticket.id }));
  };

  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      <form onSubmit={send} className="max-w-2xl space-y-4 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <Field id={`${id}-subject`} label={t('support.ticket.subject')} error={errors.subject}>
          <input
            id={`${id}-subject`}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={160}
            className={inputClass}
            data-testid="ticket-subject"
          />
        </Field>
        <Field id={`${id}-category`} label={t('support.ticket.category')} error={errors.category}>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={inputClass}
          >
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`support.category.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-message`} label={t('support.ticket.message')} error={errors.message}>
          <textarea
            id={`${id}-message`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={6}
            maxLength={5000}
            className={inputClass}
            data-testid="ticket-message-input"
          />
        </Field>
        <AttachmentField id={`${id}-file`} file={file} onChange={setFile} error={errors.attachment} />
        <PrimaryButton disabled={busy} data-testid="ticket-create-send">
          {t('support.ticket.open')}
        </PrimaryButton>
      </form>
    </>
  );
}
