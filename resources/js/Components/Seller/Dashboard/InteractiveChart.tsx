import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPoint } from '@/hooks/seller/dashboard/chartPoints';
import { formatMoney } from '@/lib/format';
import type { ChartKind } from './StaticChart';

/**
 * The chart with recharts (axes, tooltips), loaded after hydration in the box the static SVG held.
 * `responsive` sizes it to its container's width at the same 5:2 ratio.
 */
export default function InteractiveChart({
  kind,
  points,
  seriesLabel,
}: {
  kind: ChartKind;
  points: ChartPoint[];
  seriesLabel: string;
}) {
  const style = { width: '100%', aspectRatio: 2.5 };
  const margin = { top: 10, right: 10, bottom: 0, left: 0 };
  if (kind === 'orders') {
    return (
      <BarChart responsive style={style} data={points} margin={margin}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={11} />
        <YAxis allowDecimals={false} width={32} fontSize={11} />
        <Tooltip />
        <Bar dataKey="orders" name={seriesLabel} fill="#2563eb" />
      </BarChart>
    );
  }
  return (
    <AreaChart responsive style={style} data={points} margin={margin}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" fontSize={11} />
      <YAxis width={56} fontSize={11} tickFormatter={(v: number) => formatMoney(v).replace(/,00$/, '')} />
      <Tooltip formatter={(v) => formatMoney(Number(v))} />
      <Area dataKey="revenue" name={seriesLabel} stroke="#059669" fill="#a7f3d0" />
    </AreaChart>
  );
}
