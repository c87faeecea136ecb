import { Link } from '@inertiajs/react';
import { type FormEvent, useEffect, useState } from 'react';
import { authApi } from '@/api/auth';
import AlertMessage from '@/Components/Feedback/AlertMessage';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAlert } from '@/hooks/useAlert';
import { useTokenLogin } from '@/hooks/useTokenLogin';
import { startSession } from '@/lib/auth';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { serverMessage, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

export default function Login() {
  const { t } = useLaravelReactI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useAlert();
  const tokenLogin = useTokenLogin();

  useEffect(() => {
    if (tokenLogin === 'failed') setAlert({ kind: 'error', message: t('auth.access_link_failed') });
  }, [tokenLogin, setAlert, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const data = await authApi.login({ email, password });
      if (data.result) startSession(data.result);
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      const fieldErrors = validationErrors(error);
      // Wrong credentials and any unexpected failure read 'Acesso negado'; throttling says when to retry.
      // One message per event: the spec's toast, not an inline alert repeating it.
      const message = status === 429 ? serverMessage(error) : t('auth.denied');
      if (status === 422 && !fieldErrors.email?.startsWith(t('auth.denied'))) setErrors(fieldErrors);
      setAlert(null);
      notify.error(message);
      setBusy(false);
    }
  };

  /** Mails a one-time login link for the typed address, usable in this browser only. */
  const requestLink = async () => {
    setBusy(true);
    setErrors({});
    try {
      await authApi.requestLoginLink(email);
      setAlert({ kind: 'success', message: t('auth.access_link_sent') });
    } catch (error) {
      const status = isHttpError(error) ? error.response?.status : undefined;
      if (status === 422) setErrors(validationErrors(error));
      const message = status === 429 || status === 422 ? serverMessage(error) : t('auth.denied');
      setAlert({ kind: 'error', message });
    }
    setBusy(false);
  };

  if (tokenLogin === 'checking')
    return <p className="py-16 text-center text-slate-600">{t('auth.token_login')}</p>;

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <ScreenTitle title={t('auth.login_title')} />
      <form onSubmit={submit} className="space-y-4 rounded-lg bg-white p-6 shadow" noValidate>
        <AlertMessage alert={alert} />
        <TextInput
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextInput
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <PrimaryButton className="w-full" disabled={busy}>
          {busy ? t('common.sending') : t('auth.login_submit')}
        </PrimaryButton>
        <button
          type="button"
          onClick={requestLink}
          disabled={busy}
          className="w-full text-center text-sm font-medium text-brand-700 hover:underline disabled:opacity-50"
        >
          {t('auth.access_link_request')}
        </button>
        <p className="text-center text-sm text-slate-600">
          {t('auth.no_account')}{' '}
          <Link href={route('auth.register')} className="font-medium text-brand-700 hover:underline">
            {t('auth.register_link')}
          </Link>
        </p>
      </form>
    </section>
  );
}
