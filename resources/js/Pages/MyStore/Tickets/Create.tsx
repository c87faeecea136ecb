import { router } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import SelectField from '@/Components/Form/SelectField';
import TextAreaField from '@/Components/Form/TextAreaField';
import TextField from '@/Components/Form/TextField';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import AttachmentField from '@/Components/Support/AttachmentField';
import SupportNav from '@/Components/Support/SupportNav';
import { readAttachment, supportApi } from '@/hooks/support/api';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { TICKET_CATEGORIES, type TicketCreateProps } from '@/types/pages/support';

/** /my-store/{store_id}/ticket-create: the store opens a ticket (subject, category, message, optional file). */
export default function MyStoreTicketsCreate({ store }: TicketCreateProps) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const form = useApiForm({ subject: '', category: 'order', message: '' });
  const [file, setFile] = useState<File | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const attachment = file ? await readAttachment(file) : null;
    await form.submit((data) => supportApi.createTicket({ store_id: store.id, ...data, attachment }), {
      onSuccess: ({ result }) =>
        router.visit(route('my-store.ticket.show', { store_id: store.id, ticket_id: result.id })),
    });
  };

  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      <form onSubmit={send} className="max-w-2xl space-y-4 rounded-lg bg-white p-5 shadow-sm" noValidate>
        <TextField
          label={t('support.ticket.subject')}
          maxLength={160}
          data-testid="ticket-subject"
          {...form.field('subject')}
        />
        <SelectField
          label={t('support.ticket.category')}
          {...form.field('category')}
          options={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`support.category.${c}`) }))}
        />
        <TextAreaField
          label={t('support.ticket.message')}
          rows={6}
          maxLength={5000}
          data-testid="ticket-message-input"
          {...form.field('message')}
        />
        <AttachmentField id={`${id}-file`} file={file} onChange={setFile} error={form.errors.attachment} />
        <PrimaryButton disabled={form.processing} data-testid="ticket-create-send">
          {t('support.ticket.open')}
        </PrimaryButton>
      </form>
    </>
  );
}
