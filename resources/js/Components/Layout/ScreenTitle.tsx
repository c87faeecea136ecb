import { Head, usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * The page's heading and document title; without `title`, the route's name in lang (`page.<route>`).
 * `children` go beside the heading (buttons, links).
 */
export default function ScreenTitle({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useLaravelReactI18n();
  const route = usePage().props.route?.name ?? '';
  const text = title ?? t(`page.${route}`);
  return (
    <>
      <Head title={text} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{text}</h1>
        {children}
      </div>
    </>
  );
}
