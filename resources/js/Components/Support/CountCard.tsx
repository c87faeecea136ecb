import { Link } from '@inertiajs/react';

/** A figure of the support hub linking to the screen that lists it. */
export default function CountCard({
  href,
  label,
  value,
  testId,
}: {
  href: string;
  label: string;
  value: number;
  testId?: string;
}) {
  return (
    <Link
      href={href}
      className="block rounded-lg bg-white p-4 shadow-sm hover:ring-2 hover:ring-brand-200"
      data-testid={testId}
    >
      <p className="text-2xl font-bold text-slate-900">{value}</p>
      <p className="text-sm text-slate-600">{label}</p>
    </Link>
  );
}
