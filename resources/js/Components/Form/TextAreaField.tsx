import { type TextareaHTMLAttributes, useId } from 'react';
import InputError from './InputError';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** The label is read by screen readers only (a reply box under its thread). */
  hideLabel?: boolean;
}

/** A labelled multi-line field with the server's 422 message under it. */
export default function TextAreaField({ label, error, hideLabel = false, className = '', ...area }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-md border ${error ? 'border-red-500' : 'border-slate-300'} px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500`}
        {...area}
      />
      <InputError id={`${id}-error`} message={error} />
    </div>
  );
}
