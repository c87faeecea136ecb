import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { DashboardFigure, DashboardFigures } from '@/types/pages/sellerInsights';

type Kind = 'count' | 'money' | 'percent';

/**
 * The money first: revenue (the products sold) beside what the store receives (products + shipping −
 * the marketplace's fee), each saying what it counts, since the second may well be the larger.
 */
const CARDS: { key: keyof DashboardFigures; kind: Kind; hint?: boolean }[] = [
  { key: 'revenue', kind: 'money', hint: true },
  { key: 'net_revenue', kind: 'money', hint: true },
  { key: 'orders', kind: 'count' },
  { key: 'average_ticket', kind: 'money' },
  { key: 'units', kind: 'count' },
  { key: 'views', kind: 'count' },
  { key: 'conversion', kind: 'percent' },
];

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function show(value: number | null, kind: Kind): string {
  if (value === null) return '—';
  if (kind === 'money') return formatMoney(value);
  if (kind === 'percent') return `${decimal.format(value)}%`;
  return integer.format(value);
}

/** The change against the previous period: ▲ up (green), ▼ down (red), nothing to compare with. */
function Change({ figure, kind }: { figure: DashboardFigure; kind: Kind }) {
  const { t } = useLaravelReactI18n();
  const before = t('seller_dashboard.previous', { value: show(figure.previous, kind) });
  if (figure.change === null) {
    return <p className="text-xs text-slate-500">{before}</p>;
  }
  const up = figure.change > 0;
  const flat = figure.change === 0;
  return (
    <p className="text-xs text-slate-500">
      <span
        className={`font-semibold ${flat ? 'text-slate-600' : up ? 'text-emerald-700' : 'text-red-700'}`}
        data-testid="figure-change"
      >
        {flat ? '=' : up ? '▲' : '▼'} {decimal.format(Math.abs(figure.change))}%
      </span>{' '}
      {before}
    </p>
  );
}

/** The period's figures, one card each; two columns on phones, four from the md breakpoint. */
export default function FigureCards({ figures }: { figures: DashboardFigures }) {
  const { t } = useLaravelReactI18n();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {CARDS.map(({ key, kind, hint }) => (
        <div key={key} className="rounded-lg bg-white p-3 shadow-sm" data-figure={key}>
          <dt className="text-sm text-slate-600">{t(`seller_dashboard.figure.${key}`)}</dt>
          {hint && (
            <dd className="text-xs text-slate-500" data-testid="figure-hint">
              {t(`seller_dashboard.figure_hint.${key}`)}
            </dd>
          )}
          <dd className="mt-1 text-xl font-bold text-slate-900">{show(figures[key].value, kind)}</dd>
          <dd>
            <Change figure={figures[key]} kind={kind} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
