import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';

export default function NotFound() {
  const { t } = useLaravelReactI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-100">404</p>
      <ScreenTitle title={t('page.errors.not-found')} />
      <p className="text-slate-600">{t('errors.not_found_text')}</p>
      <Link href={route('home')} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        {t('errors.back_home')}
      </Link>
    </section>
  );
}
