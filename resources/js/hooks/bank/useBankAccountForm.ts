import { type FormEvent, useMemo, useState } from 'react';
import { useApiForm } from '@/hooks/useApiForm';
import { isActionError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { BankAccount, BankAccountInput } from '@/types/pages/sellerBank';
import { bankApi } from './api';
import { maskDocument } from './masks';
import { type BankAccountFormValues, type BankFormErrors, validateBankForm } from './validation';

type Field = keyof BankAccountFormValues;

const EMPTY: BankAccountFormValues = {
  bank_code: '',
  agency: '',
  agency_digit: '',
  account: '',
  account_digit: '',
  account_type: 'checking',
  holder_name: '',
  holder_document: '',
  pix_key_type: '',
  pix_key: '',
};

export function formValues(account?: BankAccount | null): BankAccountFormValues {
  if (!account) return EMPTY;
  return {
    bank_code: account.bank_code,
    agency: account.agency,
    agency_digit: account.agency_digit ?? '',
    account: account.account,
    account_digit: account.account_digit,
    account_type: account.account_type,
    holder_name: account.holder_name,
    holder_document: maskDocument(account.holder_document),
    pix_key_type: account.pix_key_type ?? '',
    pix_key: account.pix_key ?? '',
  };
}

function toInput(v: BankAccountFormValues): BankAccountInput {
  return {
    bank_code: v.bank_code,
    agency: v.agency,
    agency_digit: v.agency_digit || null,
    account: v.account,
    account_digit: v.account_digit,
    account_type: v.account_type,
    holder_name: v.holder_name.trim(),
    holder_document: v.holder_document,
    pix_key_type: v.pix_key_type || null,
    pix_key: v.pix_key_type ? v.pix_key.trim() : null,
  };
}

/**
 * The new/edit bank account form, on the one form path (`useApiForm`): live validation of a field once
 * it was left (or on submit), the server's 422 per field (cleared when that field changes; no toast
 * then, the fields say it), and the save through /v1/bankData.
 */
export function useBankAccountForm({
  storeId,
  account,
  onSaved,
}: {
  storeId: number;
  account?: BankAccount | null;
  onSaved: (account: BankAccount) => void;
}) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<BankAccountFormValues>(() => formValues(account));
  const values = form.data;
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const live = useMemo(() => validateBankForm(values), [values]);

  /** What each field shows: the server's text, or the translated live check once touched. */
  const errors = useMemo(() => {
    const shown: Partial<Record<Field | 'form', string>> = {};
    for (const [field, message] of Object.entries(form.errors)) if (message) shown[field as Field] = message;
    for (const [field, key] of Object.entries(live) as [Field, string][])
      if (touched[field] && !shown[field]) shown[field] = t(key);
    return shown;
  }, [form.errors, live, touched, t]);

  const set = (field: Field, value: string) => {
    form.setData((v) => ({ ...v, [field]: value, ...(field === 'pix_key_type' ? { pix_key: '' } : {}) }));
    if (field === 'pix_key_type') form.clearErrors(field, 'pix_key');
    else form.clearErrors(field);
  };

  const touch = (field: Field) => setTouched((x) => ({ ...x, [field]: true }));

  const failed = t(account ? 'spec.bank_update_error' : 'errors.generic');
  /** A refusal without a text, or a save without the account, is said with the screen's own text. */
  const checked = (data: ActionResponse<BankAccount>): ActionResponse<BankAccount> =>
    isActionError(data) || !data.result ? { ...data, error: true, message: data.message || failed } : data;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found: BankFormErrors = validateBankForm(values);
    if (Object.keys(found).length > 0) {
      setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
      return false;
    }
    const saved = await form.submit(
      (data) =>
        (account
          ? bankApi.update(storeId, account.id, toInput(data))
          : bankApi.add(storeId, toInput(data))
        ).then(checked),
      {
        success: (data) => data.message || t('bank.saved'),
        onSuccess: (data) => onSaved(data.result as BankAccount),
        // A message under one of the fields is the one message; anything else is a toast.
        fieldName: (key) => (key in values ? key : null),
        toastFieldErrors: false,
        errorMessage: account ? t('spec.bank_update_error') : undefined,
      },
    );
    return saved !== null;
  };

  return { values, errors, processing: form.processing, set, touch, submit };
}
