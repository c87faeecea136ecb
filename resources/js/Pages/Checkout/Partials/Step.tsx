import type { ReactNode } from 'react';

/** One numbered section of the checkout. */
export default function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow sm:p-6" aria-labelledby={`checkout-step-${n}`}>
      <h2
        id={`checkout-step-${n}`}
        className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
