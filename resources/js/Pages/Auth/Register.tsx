import { Link } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { authApi, type Registration } from '@/api/auth';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextField from '@/Components/Form/TextField';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useApiForm } from '@/hooks/useApiForm';
import { startSession } from '@/lib/auth';
import { useLaravelReactI18n } from '@/lib/useI18n';

const EMPTY: Registration = {
  name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  phone: '',
};

export default function Register() {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<Registration>(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Field errors arrive as user.name, user.email ...: the 'Erro!' dialog says what is wrong (spec),
    // the fields it is about are marked.
    void form.submit((data) => authApi.register(data), {
      success: false,
      onSuccess: (data) => data.result && startSession(data.result),
      fieldName: (key) => key.replace(/^user\./, ''),
      dialogOn422: true,
    });
  };

  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <ScreenTitle title={t('auth.register_title')} />
      <form
        onSubmit={submit}
        className="grid grid-cols-1 gap-4 rounded-lg bg-white p-6 shadow sm:grid-cols-2"
        noValidate
      >
        <TextField label={t('auth.name')} {...form.field('name', { markOnly: true })} required />
        <TextField label={t('auth.last_name')} {...form.field('last_name', { markOnly: true })} required />
        <TextField
          className="sm:col-span-2"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...form.field('email', { markOnly: true })}
          required
        />
        <TextField
          className="sm:col-span-2"
          label={t('auth.phone')}
          type="tel"
          {...form.field('phone', { markOnly: true })}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          {...form.field('password', { markOnly: true })}
          required
        />
        <TextField
          label={t('auth.password_confirmation')}
          type="password"
          autoComplete="new-password"
          {...form.field('password_confirmation', { markOnly: true })}
          required
        />
        <PrimaryButton className="sm:col-span-2" disabled={form.processing}>
          {form.processing ? t('common.sending') : t('auth.register_submit')}
        </PrimaryButton>
        <p className="text-center text-sm text-slate-600 sm:col-span-2">
          {t('auth.has_account')}{' '}
          <a href={route('auth.login')} className="font-medium text-brand-700 hover:underline">
            {t('auth.login_link')}
          </a>
        </p>
      </form>
      <p className="mt-4 text-center text-xs text-slate-500">
        <Link href={route('questions')}>{t('auth.help')}</Link>
      </p>
    </section>
  );
}
