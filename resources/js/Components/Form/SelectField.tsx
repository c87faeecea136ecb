import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import InputError from './InputError';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  /** The choices; or pass <option>s as children. */
  options?: SelectOption[];
  /** A first, empty choice ("Selecione"). */
  placeholder?: string;
  children?: ReactNode;
}

/** A labelled select with the server's 422 message under it. */
export default function SelectField({
  label,
  error,
  options,
  placeholder,
  children,
  className = '',
  ...select
}: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-md border ${error ? 'border-red-500' : 'border-slate-300'} bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 disabled:bg-slate-100`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <InputError id={`${id}-error`} message={error} />
    </div>
  );
}
