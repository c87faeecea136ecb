import { Link } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { authApi, type Registration } from '@/api/auth';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { startSession } from '@/lib/auth';
import { notifyRequestError, validationErrors } from '@/lib/requestErrors';
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
  const [form, setForm] = useState<Registration>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Registration) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const data = await authApi.register(form);
      if (data.result) startSession(data.result);
    } catch (error) {
      // Field errors arrive as user.name, user.email ...: the 'Erro!' dialog says what is wrong (spec),
      // the fields it is about are marked.
      const fields = Object.fromEntries(
        Object.entries(validationErrors(error)).map(([k, v]) => [k.replace(/^user\./, ''), v]),
      );
      setErrors(fields);
      notifyRequestError(error, { dialogOn422: true });
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <ScreenTitle title={t('auth.register_title')} />
      <form
        onSubmit={submit}
        className="grid grid-cols-1 gap-4 rounded-lg bg-white p-6 shadow sm:grid-cols-2"
        noValidate
      >
        <TextInput
          label={t('auth.name')}
          name="name"
          value={form.name}
          onChange={set('name')}
          invalid={Boolean(errors.name)}
          required
        />
        <TextInput
          label={t('auth.last_name')}
          name="last_name"
          value={form.last_name}
          onChange={set('last_name')}
          invalid={Boolean(errors.last_name)}
          required
        />
        <TextInput
          className="sm:col-span-2"
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          invalid={Boolean(errors.email)}
          required
        />
        <TextInput
          className="sm:col-span-2"
          label={t('auth.phone')}
          type="tel"
          name="phone"
          value={form.phone}
          onChange={set('phone')}
          invalid={Boolean(errors.phone)}
        />
        <TextInput
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          invalid={Boolean(errors.password)}
          required
        />
        <TextInput
          label={t('auth.password_confirmation')}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={form.password_confirmation}
          onChange={set('password_confirmation')}
          invalid={Boolean(errors.password_confirmation)}
          required
        />
        <PrimaryButton className="sm:col-span-2" disabled={busy}>
          {busy ? t('common.sending') : t('auth.register_submit')}
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
