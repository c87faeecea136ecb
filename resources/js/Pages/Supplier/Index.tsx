import { Link } from '@inertiajs/react';
import StaticTextBlock from '@/Components/Catalogue/StaticTextBlock';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SupplierProps } from '@/types/pages/content';

/**
 * /supplier: for sellers — how selling works, how cards are graded, and the way to open a store. The
 * texts come from the server (server/http/pages/content.ts).
 */
export default function SupplierIndex({ texts }: SupplierProps) {
  const { t } = useLaravelReactI18n();
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <ScreenTitle title={t('page.supplier')} />
      <div className="rounded-lg bg-brand-900 p-5 text-white">
        <p className="text-lg font-semibold">{t('store.supplier_pitch')}</p>
        <Link
          href={route('my-store.be-seller')}
          className="mt-3 inline-block rounded-md bg-accent-500 px-4 py-2 text-sm font-semibold text-slate-900"
        >
          {t('store.open_store')}
        </Link>
      </div>
      {texts.map((content) => (
        <StaticTextBlock key={content.code} content={content} />
      ))}
    </section>
  );
}
