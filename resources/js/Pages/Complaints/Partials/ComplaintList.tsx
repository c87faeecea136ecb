import { Link } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import ComplaintStatus from '@/Components/Orders/ComplaintStatus';
import { usePropList } from '@/hooks/usePropList';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';
import type { ComplaintListProps } from '@/types/pages/account';

/** The buyer's complaints, newest first: page 1 from the server, "carregar mais" appends the next. */
export default function ComplaintList({ complaints }: ComplaintListProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<Complaint>('complaints', complaints);
  if (list.items.length === 0) {
    return (
      <div className="rounded-lg bg-white p-8 text-center text-slate-600 shadow">{t('complaints.empty')}</div>
    );
  }
  return (
    <div>
      <ul className="space-y-3">
        {list.items.map((c) => (
          <li key={c.id} className="rounded-lg bg-white p-4 shadow" data-testid="complaint">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                href={route('complaints', { id: c.id })}
                className="font-semibold text-brand-700 hover:underline"
              >
                {c.reason}
              </Link>
              <ComplaintStatus status={c.status} />
            </div>
            <p className="text-xs text-slate-500">
              {t('complaints.summary', {
                order: c.order_number,
                store: c.store.name,
                date: formatDate(c.updated_at),
              })}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </div>
  );
}
