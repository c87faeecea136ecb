import { type ChangeEvent, type InputHTMLAttributes, useEffect, useId, useRef } from 'react';
import InputError from './InputError';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /**
   * Marks the field invalid without a message of its own, where another element already says what is
   * wrong (registration's 'Erro!' dialog): one message per event, and the field still shows where.
   */
  invalid?: boolean;
  /** A line under the field (a lookup's status); the error, when there is one, comes after it. */
  hint?: string;
}

/** A labelled text field with the server's 422 message under it. */
export default function TextField({
  label,
  error,
  invalid = false,
  hint,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const { onChange } = input;
  const initial = useRef(input.value);

  // The page is on screen (server-rendered) before it is hydrated: what the user typed meanwhile is in
  // the field but not in the form's state. Hand it over once, so the next render does not erase it.
  useEffect(() => {
    const field = ref.current;
    if (!field || !onChange || initial.current === undefined) return;
    if (field.value !== String(initial.current)) {
      onChange({ target: field, currentTarget: field } as ChangeEvent<HTMLInputElement>);
    }
    initial.current = undefined;
  }, [onChange]);

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-md border ${error || invalid ? 'border-red-500' : 'border-slate-300'} px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500`}
        {...input}
      />
      {hint && (
        <p role="status" className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <InputError id={`${id}-error`} message={error} />
    </div>
  );
}
