import { type SelectHTMLAttributes, useId } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  options: { value: string; label: string }[];
}

/** A labelled native select with its error (or hint) under it: native, so it suits a phone. */
export default function SelectField({ label, error, hint, options, className = '', ...select }: Props) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className="mt-1 block w-full min-w-0 truncate rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {note && (
        <p id={`${id}-note`} className={`mt-1 text-xs ${error ? 'text-red-600' : 'text-slate-600'}`}>
          {note}
        </p>
      )}
    </div>
  );
}
