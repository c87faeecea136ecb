import { type FormEvent, useState } from 'react';
import { authApi, type ProfileChanges } from '@/api/auth';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { notifyAction, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { updateSessionUser } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Profile } from '@/types/pages/account';

/** The profile part of /my-account: name, phone, CPF and an optional password change (update-client). */
export default function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLaravelReactI18n();
  const [form, setForm] = useState<ProfileChanges>({
    name: profile.name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    document: profile.document ?? '',
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof ProfileChanges) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const data = await authApi.updateClient(form);
      if (notifyAction(data) && data.result) {
        updateSessionUser({ user: data.result.user, subscription: data.result.subscription });
        setForm((f) => ({ ...f, current_password: '', password: '', password_confirmation: '' }));
      }
    } catch (error) {
      setErrors(validationErrors(error));
      notifyRequestError(error, { dialogOn422: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 rounded-lg bg-white p-6 shadow sm:grid-cols-2"
      noValidate
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{t('account.profile')}</h2>
      <TextInput
        label={t('auth.name')}
        name="name"
        value={form.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextInput
        label={t('auth.last_name')}
        name="last_name"
        value={form.last_name}
        onChange={set('last_name')}
        error={errors.last_name}
      />
      <TextInput label={t('auth.email')} name="email" value={profile.email} disabled readOnly />
      <TextInput
        label={t('auth.phone')}
        name="phone"
        type="tel"
        value={form.phone ?? ''}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextInput
        label={t('account.document')}
        name="document"
        value={form.document ?? ''}
        onChange={set('document')}
        error={errors.document}
      />
      <fieldset className="grid grid-cols-1 gap-4 border-t border-slate-100 pt-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="text-sm font-medium text-slate-700">{t('account.change_password')}</legend>
        <TextInput
          label={t('account.current_password')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          value={form.current_password ?? ''}
          onChange={set('current_password')}
          error={errors.current_password}
        />
        <TextInput
          label={t('account.new_password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.password ?? ''}
          onChange={set('password')}
          error={errors.password}
        />
        <TextInput
          label={t('auth.password_confirmation')}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={form.password_confirmation ?? ''}
          onChange={set('password_confirmation')}
          error={errors.password_confirmation}
        />
      </fieldset>
      <PrimaryButton className="sm:col-span-2 sm:justify-self-end" disabled={busy}>
        {busy ? t('common.sending') : t('common.save')}
      </PrimaryButton>
    </form>
  );
}
