import { usePage } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import ScreenTitle from './ScreenTitle';

/** A screen whose contents land with a later capability: its layout and title, and a short notice. */
export default function ScreenPlaceholder() {
  const { t } = useLaravelReactI18n();
  const name = usePage().props.route?.name ?? '';
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <ScreenTitle title={t(`page.${name}`)} />
      <p className="text-sm text-slate-600">{t('common.coming_soon')}</p>
    </section>
  );
}
