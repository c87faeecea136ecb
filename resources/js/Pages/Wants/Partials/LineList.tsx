import { useLaravelReactI18n } from '@/lib/useI18n';
import type { WantLine } from '@/types/pages/wants';
import LineRow from './LineRow';

/** The list's lines; one that matched nothing or several shows its suggestions to pick from. */
export default function LineList({
  lines,
  onReplaced,
  onRemoved,
}: {
  lines: WantLine[];
  onReplaced: (line: WantLine) => void;
  onRemoved: (line: WantLine) => void;
}) {
  const { t } = useLaravelReactI18n();
  if (lines.length === 0)
    return <p className="rounded-lg bg-white p-4 text-slate-600 shadow">{t('wants.no_lines')}</p>;
  return (
    <ul className="divide-y rounded-lg bg-white shadow">
      {lines.map((line) => (
        // Keyed by status too: a fixed line gets a fresh form (its quantity and pick as saved).
        <LineRow
          key={`${line.id}-${line.status}`}
          line={line}
          onReplaced={onReplaced}
          onRemoved={onRemoved}
        />
      ))}
    </ul>
  );
}
