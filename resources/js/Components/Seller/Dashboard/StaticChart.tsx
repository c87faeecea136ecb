import type { ChartPoint } from '@/hooks/seller/dashboard/chartPoints';

export type ChartKind = 'orders' | 'revenue';

const W = 500;
const H = 200;
const PAD = { top: 10, right: 10, bottom: 24, left: 10 };

/**
 * The chart drawn as plain SVG, for the server's HTML and until the interactive chart has loaded: the
 * same box (viewBox 5:2), so nothing moves when it is replaced. Bars for orders, a line for revenue.
 */
export default function StaticChart({
  kind,
  points,
  label,
}: {
  kind: ChartKind;
  points: ChartPoint[];
  label: string;
}) {
  const values = points.map((p) => (kind === 'orders' ? p.orders : p.revenue));
  const max = Math.max(1, ...values);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-full w-full" data-chart={kind}>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#cbd5e1" />
      {kind === 'orders' ? (
        values.map((v, i) => (
          <rect
            key={points[i].key}
            x={PAD.left + i * step + step * 0.15}
            width={step * 0.7}
            y={y(v)}
            height={y(0) - y(v)}
            fill="#2563eb"
          />
        ))
      ) : (
        <polyline
          fill="none"
          stroke="#059669"
          strokeWidth={2}
          points={values.map((v, i) => `${PAD.left + i * step + step / 2},${y(v)}`).join(' ')}
        />
      )}
      {points.map((p, i) =>
        i % every === 0 ? (
          <text
            key={p.key}
            x={PAD.left + i * step + step / 2}
            y={H - 6}
            fontSize={10}
            textAnchor="middle"
            fill="#64748b"
          >
            {p.label}
          </text>
        ) : null,
      )}
    </svg>
  );
}
