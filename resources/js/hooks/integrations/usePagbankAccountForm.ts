import { router } from '@inertiajs/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { http, isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/requestErrors';
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
  const [values, setValues] = useState<AccountValues>(() => initialValues(prefill));
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [other, setOther] = useState<AccountFieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const set = (field: AccountField, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setOther([]);
    try {
      const { data } = await http.post('/pagbank/accounts/create', accountBody(companyId, values));
      const message = (data as { message?: string }).message || t('integrations.pagbank.created');
      setDone(message);
      notify.success(message);
      timer.current = setTimeout(() => router.reload(), RELOAD_AFTER_MS);
    } catch (error) {
      const list = isHttpError<{ errors?: unknown }>(error) ? error.response?.data?.errors : undefined;
      if (error && isHttpError(error) && error.response?.status === 422 && Array.isArray(list)) {
        const split = splitErrors(list as AccountFieldError[]);
        setErrors(split.byField);
        setOther(split.other);
      }
      notify.error(serverMessage(error, t('integrations.generic_error')));
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, other, busy, done, set, submit };
}
