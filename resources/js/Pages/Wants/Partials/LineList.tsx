import type { LinePatch } from '@/api/wants';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { WantLine } from '@/types/pages/wants';

/** The list's lines; one that matched nothing or several shows its suggestions to pick from. */
export default function LineList({
  lines,
  onUpdate,
  onRemove,
}: {
  lines: WantLine[];
  onUpdate: (line: WantLine, patch: LinePatch) => Promise<void>;
  onRemove: (line: WantLine) => Promise<void>;
}) {
  const { t } = useLaravelReactI18n();
  if (lines.length === 0)
    return <p className="rounded-lg bg-white p-4 text-slate-600 shadow">{t('wants.no_lines')}</p>;
  return (
    <ul className="divide-y rounded-lg bg-white shadow">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center gap-2 p-3 text-sm" data-status={line.status}>
          <input
            type="number"
            min={1}
            max={999}
            defaultValue={line.quantity}
            aria-label={t('wants.quantity')}
            onBlur={(e) => {
              if (e.target.value !== String(line.quantity)) void onUpdate(line, { quantity: e.target.value });
            }}
            className="w-16 rounded-md border border-slate-300 px-2 py-1"
          />
          <span className="min-w-0 flex-1">
            {line.status === 'matched' ? (line.card_name ?? line.source) : line.source}
            {line.status === 'matched' && line.any_edition && (
              <span className="ml-2 text-slate-500">{t('wants.any_edition')}</span>
            )}
          </span>
          {line.status !== 'matched' && (
            <select
              aria-label={t('wants.pick')}
              defaultValue=""
              onChange={(e) => void onUpdate(line, { product_id: Number(e.target.value), any_edition: true })}
              className="rounded-md border border-amber-400 px-2 py-1"
            >
              <option value="" disabled>
                {line.suggestions.length ? t('wants.pick') : t('wants.no_match')}
              </option>
              {line.suggestions.map((s) => (
                <option key={s.product_id} value={s.product_id}>
                  {s.collection ? `${s.name} (${s.collection})` : s.name}
                </option>
              ))}
            </select>
          )}
          <button type="button" onClick={() => void onRemove(line)} className="text-red-700 hover:underline">
            {t('wants.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
