/** A row of mutually exclusive choices (ranking type, promotion line) as pressed/unpressed buttons. */
export default function TypeTabs<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="mb-4 flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ${
            value === o.value
              ? 'bg-brand-600 text-white'
              : 'bg-white text-slate-700 shadow-sm hover:bg-slate-100'
          }`}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
