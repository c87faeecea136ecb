import { router } from '@inertiajs/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApiForm } from '@/hooks/useApiForm';
import { http } from '@/lib/http';
import { notify } from '@/lib/notify';
import { validationList } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AccountFieldError, AccountPrefill } from '@/types/pages/sellerIntegrations';
import {
  type AccountField,
  type AccountValues,
  accountBody,
  initialValues,
  splitErrors,
} from './accountFields';

/** After the account is created the screen reloads its props this long after the message. */
export const RELOAD_AFTER_MS = 2000;

/**
 * POST /pagbank/accounts/create: each rejected parameter (spec section 3) shows on its field, the
 * others in a list; success shows the server's message and reloads the page's props after 2 s.
 */
export function usePagbankAccountForm(companyId: number, prefill: AccountPrefill) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<AccountValues>(() => initialValues(prefill));
  const [other, setOther] = useState<AccountFieldError[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const set = (field: AccountField, value: string) => form.setData((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOther([]);
    await form.submit(
      (data) =>
        http
          .post<{ message?: string }>('/pagbank/accounts/create', accountBody(companyId, data))
          .then((r) => r.data),
      {
        success: false,
        onSuccess: (data) => {
          const message = data.message || t('integrations.pagbank.created');
          setDone(message);
          void notify.success(message);
          timer.current = setTimeout(() => router.reload(), RELOAD_AFTER_MS);
        },
        // The 422's `errors` is the spec's list: each entry on its field, the others listed apart.
        fieldName: () => null,
        onError: (error) => {
          const split = splitErrors(validationList<AccountFieldError>(error));
          form.setError(split.byField as Partial<Record<keyof AccountValues, string>>);
          setOther(split.other);
        },
        errorMessage: t('integrations.generic_error'),
      },
    );
  };

  return {
    values: form.data,
    errors: form.errors as Partial<Record<AccountField, string>>,
    other,
    busy: form.processing,
    done,
    set,
    submit,
  };
}
