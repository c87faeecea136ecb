import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import type { AccountField } from '@/hooks/integrations/accountFields';
import { usePagbankAccountForm } from '@/hooks/integrations/usePagbankAccountForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AccountPrefill } from '@/types/pages/sellerIntegrations';

const LAYOUT: Array<[AccountField, string, Partial<React.InputHTMLAttributes<HTMLInputElement>>?]> = [
  ['email', 'sm:col-span-6', { type: 'email', autoComplete: 'email' }],
  ['person.name', 'sm:col-span-3', { autoComplete: 'name' }],
  ['person.tax_id', 'sm:col-span-3', { inputMode: 'numeric' }],
  ['person.birth_date', 'sm:col-span-3', { type: 'date' }],
  ['person.phone', 'sm:col-span-3', { type: 'tel' }],
  ['company.name', 'sm:col-span-4'],
  ['company.tax_id', 'sm:col-span-2', { inputMode: 'numeric' }],
  ['company.phone', 'sm:col-span-2', { type: 'tel' }],
  ['company.address.postal_code', 'sm:col-span-2', { inputMode: 'numeric' }],
  ['company.address.street', 'sm:col-span-2'],
  ['company.address.number', 'sm:col-span-2'],
  ['company.address.complement', 'sm:col-span-4'],
  ['company.address.locality', 'sm:col-span-2'],
  ['company.address.city', 'sm:col-span-3'],
  ['company.address.region_code', 'sm:col-span-1', { maxLength: 2 }],
];

/** The PagBank account form: the company's data prefilled; the gateway's errors on each field. */
export default function PagbankAccountForm({
  companyId,
  prefill,
}: {
  companyId: number;
  prefill: AccountPrefill;
}) {
  const { t } = useLaravelReactI18n();
  const form = usePagbankAccountForm(companyId, prefill);
  if (form.done) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
        {form.done}
      </p>
    );
  }
  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="grid grid-cols-1 gap-3 sm:grid-cols-6"
      data-testid="pagbank-account-form"
    >
      {LAYOUT.map(([field, className, extra]) => (
        <TextInput
          key={field}
          className={className}
          label={t(`integrations.pagbank.field.${field}`)}
          name={field}
          value={form.values[field]}
          onChange={(e) => form.set(field, e.target.value)}
          error={form.errors[field]}
          {...extra}
        />
      ))}
      {form.other.length > 0 && (
        <ul
          className="rounded-md bg-red-50 p-3 text-sm text-red-700 sm:col-span-6"
          data-testid="pagbank-other-errors"
        >
          {form.other.map((entry) => (
            <li key={entry.parameter_name}>
              <strong>{entry.description}</strong>: {entry.errors.join(' ')}
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end sm:col-span-6">
        <PrimaryButton disabled={form.busy}>
          {form.busy ? t('integrations.sending') : t('integrations.pagbank.create')}
        </PrimaryButton>
      </div>
    </form>
  );
}
