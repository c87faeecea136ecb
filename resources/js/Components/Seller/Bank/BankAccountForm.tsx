import PrimaryButton from '@/Components/Form/PrimaryButton';
import SelectField from '@/Components/Form/SelectField';
import TextInput from '@/Components/Form/TextInput';
import { checkDigit, maskDocument, maskPixKey, onlyDigits } from '@/hooks/bank/masks';
import { useBankAccountForm } from '@/hooks/bank/useBankAccountForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import {
  BANK_ACCOUNT_TYPES,
  type Bank,
  type BankAccount,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '@/types/pages/sellerBank';
import BankSelect from './BankSelect';

/** The fields of a bank account, with masks, live checks and the server's errors per field. */
export default function BankAccountForm({
  storeId,
  banks,
  account,
  onSaved,
  onCancel,
}: {
  storeId: number;
  banks: Bank[];
  account?: BankAccount | null;
  onSaved: (account: BankAccount) => void;
  onCancel: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const {
    values: v,
    errors,
    processing,
    set,
    touch,
    submit,
  } = useBankAccountForm({ storeId, account, onSaved });
  const input = (field: keyof typeof v) => ({
    value: v[field],
    error: errors[field],
    onBlur: () => touch(field),
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="bank-account-form">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <BankSelect
          banks={banks}
          value={v.bank_code}
          error={errors.bank_code}
          onChange={(code) => set('bank_code', code)}
          onBlur={() => touch('bank_code')}
        />
        <SelectField
          label={t('bank.field.account_type')}
          {...input('account_type')}
          onChange={(e) => set('account_type', e.target.value)}
          options={BANK_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`bank.type.${type}`) }))}
          className="sm:col-span-2"
        />
        <div className="grid grid-cols-[1fr_5rem] gap-2">
          <TextInput
            label={t('bank.field.agency')}
            inputMode="numeric"
            autoComplete="off"
            {...input('agency')}
            onChange={(e) => set('agency', onlyDigits(e.target.value, 5))}
          />
          <TextInput
            label={t('bank.field.agency_digit')}
            autoComplete="off"
            maxLength={1}
            {...input('agency_digit')}
            onChange={(e) => set('agency_digit', checkDigit(e.target.value, 1))}
          />
        </div>
        <div className="grid grid-cols-[1fr_5rem] gap-2">
          <TextInput
            label={t('bank.field.account')}
            inputMode="numeric"
            autoComplete="off"
            {...input('account')}
            onChange={(e) => set('account', onlyDigits(e.target.value, 13))}
          />
          <TextInput
            label={t('bank.field.account_digit')}
            autoComplete="off"
            maxLength={2}
            {...input('account_digit')}
            onChange={(e) => set('account_digit', checkDigit(e.target.value, 2))}
          />
        </div>
        {v.bank_code === '104' && (
          <p className="text-xs text-slate-500 sm:col-span-2">{t('bank.hint.caixa')}</p>
        )}
        <TextInput
          label={t('bank.field.holder_name')}
          autoComplete="name"
          maxLength={120}
          {...input('holder_name')}
          onChange={(e) => set('holder_name', e.target.value)}
        />
        <TextInput
          label={t('bank.field.holder_document')}
          inputMode="numeric"
          autoComplete="off"
          {...input('holder_document')}
          onChange={(e) => set('holder_document', maskDocument(e.target.value))}
        />
        <SelectField
          label={t('bank.field.pix_key_type')}
          {...input('pix_key_type')}
          onChange={(e) => set('pix_key_type', e.target.value)}
          options={[
            { value: '', label: t('bank.pix.none') },
            ...PIX_KEY_TYPES.map((type) => ({ value: type, label: t(`bank.pix.${type}`) })),
          ]}
        />
        {v.pix_key_type && (
          <TextInput
            label={t('bank.field.pix_key')}
            autoComplete="off"
            maxLength={77}
            inputMode={
              v.pix_key_type === 'email' ? 'email' : v.pix_key_type === 'random' ? 'text' : 'numeric'
            }
            {...input('pix_key')}
            onChange={(e) => set('pix_key', maskPixKey(v.pix_key_type as PixKeyType, e.target.value))}
          />
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50"
        >
          {t('bank.cancel')}
        </button>
        <PrimaryButton disabled={processing}>{processing ? t('bank.saving') : t('bank.save')}</PrimaryButton>
      </div>
    </form>
  );
}
