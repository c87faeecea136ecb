import { type InputHTMLAttributes, useId } from 'react';
import InputError from './InputError';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  label: string;
  error?: string;
  /** A line under the field (accepted types, size limit). */
  hint?: string;
  /** The chosen file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
}

/** A labelled file picker with the server's 422 message under it. */
export default function FileField({ label, error, hint, onChange, className = '', ...input }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200"
        {...input}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <InputError id={`${id}-error`} message={error} />
    </div>
  );
}
