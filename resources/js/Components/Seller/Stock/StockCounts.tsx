import { formatCount } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** À venda / pausados / bloqueados / total / mostrando, over the kind, search and filters. */
export default function StockCounts({
  available,
  paused,
  blocked,
  total,
  showing,
}: {
  available: number;
  paused: number;
  blocked: number;
  total: number;
  showing: number;
}) {
  const { t } = useLaravelReactI18n();
  const items: [string, number, string][] = [
    ['available', available, 'text-emerald-700'],
    ['paused', paused, 'text-amber-700'],
    ...(blocked > 0 ? ([['blocked', blocked, 'text-red-700']] as [string, number, string][]) : []),
    ['total', total, 'text-slate-900'],
    ['showing', showing, 'text-slate-900'],
  ];
  return (
    <dl className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-5" data-testid="stock-counts">
      {items.map(([key, value, color]) => (
        <div key={key} className="rounded-lg bg-white px-3 py-2 shadow-sm" data-testid={`stock-count-${key}`}>
          <dt className="text-xs text-slate-500">{t(`seller_stock.count.${key}`)}</dt>
          <dd className={`text-lg font-bold ${color}`}>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
