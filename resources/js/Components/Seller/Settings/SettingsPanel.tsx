import type { ReactNode } from 'react';

/** A card of the settings screens: its heading, a line saying what it is for, and its form. */
export default function SettingsPanel({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm md:p-6" data-testid={testId} aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
