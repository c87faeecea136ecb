/** A group of checkboxes for a multi-choice filter (rarity, condition, language, extras, UF). */
export default function FilterChecks({
  legend,
  options,
  selected,
  onChange,
  columns = 1,
}: {
  legend: string;
  options: { value: string; label: string }[];
  selected: string[];
  onChange: (values: string[]) => void;
  columns?: 1 | 2 | 4;
}) {
  if (options.length === 0) return null;
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  const grid = columns === 4 ? 'grid-cols-4' : columns === 2 ? 'grid-cols-2' : 'grid-cols-1';
  return (
    <fieldset className="border-t border-slate-100 pt-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={`grid ${grid} gap-x-2 gap-y-1`}>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1.5 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={selected.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
              className="h-4 w-4 rounded border-slate-300 text-brand-600"
            />
            <span className="truncate">{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
