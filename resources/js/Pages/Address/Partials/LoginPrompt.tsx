import { useLaravelReactI18n } from '@/lib/useI18n';

/** /address is open to visitors: they are asked to log in to keep addresses. */
export default function LoginPrompt() {
  const { t } = useLaravelReactI18n();
  return (
    <div className="rounded-lg bg-white p-8 text-center shadow">
      <p className="text-slate-700">{t('address.login_needed')}</p>
      <a href={route('auth.login')} className="mt-3 inline-block font-medium text-brand-700 hover:underline">
        {t('header.login')}
      </a>
    </div>
  );
}
