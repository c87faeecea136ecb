import { Link } from '@inertiajs/react';
import { type FormEvent, useEffect } from 'react';
import { authApi, type Credentials } from '@/api/auth';
import AlertMessage from '@/Components/Feedback/AlertMessage';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextField from '@/Components/Form/TextField';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAlert } from '@/hooks/useAlert';
import { useApiForm } from '@/hooks/useApiForm';
import { useTokenLogin } from '@/hooks/useTokenLogin';
import { startSession } from '@/lib/auth';
import { serverMessage, statusOf } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

export default function Login() {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<Credentials>({ email: '', password: '' });
  const [alert, setAlert] = useAlert();
  const tokenLogin = useTokenLogin();

  useEffect(() => {
    if (tokenLogin === 'failed') setAlert({ kind: 'error', message: t('auth.access_link_failed') });
  }, [tokenLogin, setAlert, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((data) => authApi.login(data), {
      success: false,
      onSuccess: (data) => data.result && startSession(data.result),
      // Refused credentials are the toast alone, not also a caption under the e-mail.
      fieldName: (key, message) => (message.startsWith(t('auth.denied')) ? null : key),
      // Wrong credentials and any unexpected failure read 'Acesso negado'; throttling says when to retry.
      // One message per event: the spec's toast, not an inline alert repeating it.
      errorMessage: (error) => (statusOf(error) === 429 ? serverMessage(error) : t('auth.denied')),
      onError: () => setAlert(null),
    });
  };

  /** Mails a one-time login link for the typed address, usable in this browser only. */
  const requestLink = () =>
    form.send(() => authApi.requestLoginLink(form.data.email), {
      success: false,
      onSuccess: () => setAlert({ kind: 'success', message: t('auth.access_link_sent') }),
      onError: (error) => {
        const status = statusOf(error);
        const message = status === 429 || status === 422 ? serverMessage(error) : t('auth.denied');
        setAlert({ kind: 'error', message });
        return true;
      },
    });

  if (tokenLogin === 'checking')
    return <p className="py-16 text-center text-slate-600">{t('auth.token_login')}</p>;

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <ScreenTitle title={t('auth.login_title')} />
      <form onSubmit={submit} className="space-y-4 rounded-lg bg-white p-6 shadow" noValidate>
        <AlertMessage alert={alert} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          {...form.field('email')}
          required
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <PrimaryButton className="w-full" disabled={form.processing}>
          {form.processing ? t('common.sending') : t('auth.login_submit')}
        </PrimaryButton>
        <button
          type="button"
          onClick={requestLink}
          disabled={form.processing}
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
