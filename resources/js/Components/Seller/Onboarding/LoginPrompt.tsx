import { useLaravelReactI18n } from '@/lib/useI18n';

/** Opening a store needs an account: a visitor is asked to log in. */
export default function LoginPrompt() {
  const { t } = useLaravelReactI18n();
  return (
    <div className="rounded-lg bg-white p-8 text-center shadow" data-testid="be-seller-login">
      <p className="text-slate-700">{t('seller_onboarding.login_needed')}</p>
      <a href={route('auth.login')} className="mt-3 inline-block font-medium text-brand-700 hover:underline">
        {t('header.login')}
      </a>
    </div>
  );
}
