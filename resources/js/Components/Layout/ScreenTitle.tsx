import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';

/** The page's heading and document title. */
export default function ScreenTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Head title={title} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </>
  );
}
