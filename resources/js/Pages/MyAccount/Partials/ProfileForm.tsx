import type { FormEvent } from 'react';
import { authApi, type ProfileChanges } from '@/api/auth';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextField from '@/Components/Form/TextField';
import { useApiForm } from '@/hooks/useApiForm';
import { updateSessionUser } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Profile } from '@/types/pages/account';

/** The profile part of /my-account: name, phone, CPF and an optional password change (update-client). */
export default function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm<ProfileChanges>({
    name: profile.name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    document: profile.document ?? '',
    current_password: '',
    password: '',
    password_confirmation: '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((data) => authApi.updateClient(data), {
      dialogOn422: true,
      onSuccess: (data) => {
        if (!data.result) return;
        updateSessionUser({ user: data.result.user, subscription: data.result.subscription });
        form.reset('current_password', 'password', 'password_confirmation');
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 rounded-lg bg-white p-6 shadow sm:grid-cols-2"
      noValidate
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{t('account.profile')}</h2>
      <TextField label={t('auth.name')} {...form.field('name')} />
      <TextField label={t('auth.last_name')} {...form.field('last_name')} />
      <TextField label={t('auth.email')} name="email" value={profile.email} disabled readOnly />
      <TextField label={t('auth.phone')} type="tel" {...form.field('phone')} />
      <TextField label={t('account.document')} {...form.field('document')} />
      <fieldset className="grid grid-cols-1 gap-4 border-t border-slate-100 pt-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="text-sm font-medium text-slate-700">{t('account.change_password')}</legend>
        <TextField
          label={t('account.current_password')}
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <TextField
          label={t('account.new_password')}
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextField
          label={t('auth.password_confirmation')}
          type="password"
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
      </fieldset>
      <PrimaryButton className="sm:col-span-2 sm:justify-self-end" disabled={form.processing}>
        {form.processing ? t('common.sending') : t('common.save')}
      </PrimaryButton>
    </form>
  );
}
