import { useLaravelReactI18n } from '@/lib/useI18n';
import { TICKET_ATTACHMENT } from '@/types/pages/support';
import Field from './Field';

/** The optional attachment of a ticket message: an image or a PDF (checked again by the server). */
export default function AttachmentField({
  id,
  file,
  onChange,
  error,
}: {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <Field id={id} label={t('support.ticket.attachment', { max: TICKET_ATTACHMENT.maxLabel })} error={error}>
      <input
        id={id}
        type="file"
        accept={TICKET_ATTACHMENT.types.join(',')}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className="block text-sm"
        data-testid="ticket-attachment"
      />
      {file ? <p className="text-xs text-slate-500">{file.name}</p> : null}
    </Field>
  );
}
