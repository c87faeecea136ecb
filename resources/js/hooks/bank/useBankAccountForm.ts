import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
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
 * The new/edit bank account form: live validation of a field once it was left (or on submit), the
 * server's 422 per field (cleared when that field changes), and the save through /v1/bankData.
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
  const [values, setValues] = useState<BankAccountFormValues>(() => formValues(account));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  const live = useMemo(() => validateBankForm(values), [values]);

  /** What each field shows: the server's text, or the translated live check once touched. */
  const errors = useMemo(() => {
    const shown: Partial<Record<Field | 'form', string>> = {};
    for (const [field, message] of Object.entries(server)) if (message) shown[field as Field] = message;
    for (const [field, key] of Object.entries(live) as [Field, string][])
      if (touched[field] && !shown[field]) shown[field] = t(key);
    return shown;
  }, [server, live, touched, t]);

  const set = useCallback((field: Field, value: string) => {
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'pix_key_type' ? { pix_key: '' } : {}),
    }));
    setServer((s) => ({
      ...s,
      [field]: undefined,
      ...(field === 'pix_key_type' ? { pix_key: undefined } : {}),
    }));
  }, []);

  const touch = useCallback((field: Field) => setTouched((x) => ({ ...x, [field]: true })), []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const found: BankFormErrors = validateBankForm(values);
      if (Object.keys(found).length > 0) {
        setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
        return false;
      }
      setBusy(true);
      setServer({});
      try {
        const input = toInput(values);
        const data = account
          ? await bankApi.update(storeId, account.id, input)
          : await bankApi.add(storeId, input);
        if (isActionError(data) || !data.result) {
          notify.warning(data.message || t(account ? 'spec.bank_update_error' : 'errors.generic'));
          return false;
        }
        notify.success(data.message || t('bank.saved'));
        onSaved(data.result);
        return true;
      } catch (failure) {
        const fields = validationErrors(failure);
        if (Object.keys(fields).length > 0) setServer(fields);
        const fieldNames = Object.keys(values);
        if (!Object.keys(fields).some((f) => fieldNames.includes(f)))
          notifyRequestError(failure, account ? { fallback: t('spec.bank_update_error') } : {});
        return false;
      } finally {
        setBusy(false);
      }
    },
    [values, account, storeId, onSaved, t],
  );

  return { values, errors, busy, set, touch, submit };
}
