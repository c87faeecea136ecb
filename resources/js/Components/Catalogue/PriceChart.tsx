import { type PointerEvent, useState } from 'react';
import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';

/*
 * A small hand-written SVG line chart. Chart libraries (recharts, chart.js, visx...) weigh 40–100 KB
 * gzipped, far over the 25 KB budget of a page chunk; this draws the two lines the product page needs
 * (lowest and average price per day) with axes and a hover readout in a few hundred bytes.
 */

export interface PricePoint {
  date: string;
  min: number | null;
  avg: number | null;
}

/**
 * Two drawings of one chart: the wide one for tablets and desktops, a narrow one for phones. An SVG's
 * text scales with its viewBox, so one 640-unit drawing shrank its 11-unit labels to about 6 px on a
 * 390 px phone; the narrow drawing is about as wide in units as a phone's screen in pixels, so its
 * labels keep their size.
 */
const WIDE = { W: 640, H: 220, font: 'text-[11px]' };
const NARROW = { W: 360, H: 220, font: 'text-[13px]' };
const PAD = { top: 12, right: 12, bottom: 26, left: 72 };

function linePath(values: (number | null)[], x: (i: number) => number, y: (v: number) => number): string {
  let d = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) {
      pen = false;
      return;
    }
    d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
    pen = true;
  });
  return d;
}

export default function PriceChart({ points }: { points: PricePoint[] }) {
  const { t } = useLaravelReactI18n();
  const [hover, setHover] = useState<number | null>(null);
  if (points.length < 2 || points.every((p) => p.min === null && p.avg === null)) return null;
  const point = hover !== null ? points[hover] : null;
  const drawing = { points, hover, setHover };
  return (
    <figure data-testid="price-chart">
      <ChartSvg {...drawing} size={NARROW} className="sm:hidden" />
      <ChartSvg {...drawing} size={WIDE} className="hidden sm:block" />
      <figcaption className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block h-2 w-3 bg-brand-600" />
          {t('product.chart_min')}
        </span>
        <span>
          <span className="mr-1 inline-block h-2 w-3 bg-amber-500" />
          {t('product.chart_avg')}
        </span>
        {point && (
          <span className="font-medium text-slate-800" aria-live="polite">
            {formatDate(point.date)}: {formatMoney(point.min)} / {formatMoney(point.avg)}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

function ChartSvg({
  points,
  hover,
  setHover,
  size,
  className,
}: {
  points: PricePoint[];
  hover: number | null;
  setHover: (i: number | null) => void;
  size: typeof WIDE;
  className: string;
}) {
  const { t } = useLaravelReactI18n();
  const { W, H, font } = size;
  const values = points.flatMap((p) => [p.min, p.avg]).filter((v): v is number => v !== null);
  if (values.length === 0) return null;

  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.max(1, high * 0.1);
  const bottom = Math.max(0, low - span * 0.1);
  const top = high + span * 0.1;
  const x = (i: number) => PAD.left + (i / (points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - bottom) / (top - bottom)) * (H - PAD.top - PAD.bottom);
  const ticks = [top, (top + bottom) / 2, bottom];

  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - box.left) / box.width) * W;
    const i = Math.round(((px - PAD.left) / (W - PAD.left - PAD.right)) * (points.length - 1));
    setHover(Math.min(points.length - 1, Math.max(0, i)));
  };
  const last = points[points.length - 1];

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={`h-auto w-full touch-none select-none ${className}`}
      role="img"
      aria-label={t('product.chart_label', {
        from: formatDate(points[0].date),
        to: formatDate(last.date),
        low: formatMoney(low),
        high: formatMoney(high),
      })}
      onPointerMove={onMove}
      onPointerLeave={() => setHover(null)}
    >
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className={`fill-slate-500 ${font}`}>
            {formatMoney(v)}
          </text>
        </g>
      ))}
      <text x={PAD.left} y={H - 6} className={`fill-slate-500 ${font}`}>
        {formatDate(points[0].date)}
      </text>
      <text x={W - PAD.right} y={H - 6} textAnchor="end" className={`fill-slate-500 ${font}`}>
        {formatDate(last.date)}
      </text>
      <path
        d={linePath(
          points.map((p) => p.avg),
          x,
          y,
        )}
        fill="none"
        strokeWidth={2}
        className="stroke-amber-500"
      />
      <path
        d={linePath(
          points.map((p) => p.min),
          x,
          y,
        )}
        fill="none"
        strokeWidth={2}
        className="stroke-brand-600"
      />
      {hover !== null && (
        <line x1={x(hover)} x2={x(hover)} y1={PAD.top} y2={H - PAD.bottom} className="stroke-slate-400" />
      )}
    </svg>
  );
}
