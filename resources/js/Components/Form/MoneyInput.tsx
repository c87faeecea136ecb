import { type InputHTMLAttributes, useEffect, useId, useRef } from 'react';
import { moneyInputText, parseMoney } from '@/lib/money';
import InputError from './InputError';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'inputMode'>;

interface Props extends InputProps {
  label: string;
  /** The amount as typed ("35,50"); read it with parseMoney from lib/money. */
  value: string;
  onChange: (text: string) => void;
  error?: string;
  /** The label is read by screen readers only (a compact field in a row). */
  hideLabel?: boolean;
  /** Classes of the box around the "R$" and the field (width, margins). */
  boxClassName?: string;
}

/**
 * Every money field: a text field (never type="number", which drops the comma of "35,50") with "R$"
 * before it, a decimal keyboard on phones, and the amount rewritten as "35,50" when the field is left
 * (so what the seller sees is what is saved). What cannot be read is left as typed for the form to flag.
 */
export default function MoneyInput({
  label,
  value,
  onChange,
  error,
  hideLabel = false,
  className = '',
  boxClassName = 'mt-1',
  onBlur,
  ...input
}: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const initial = useRef<string | undefined>(value);

  // Typed into the server-rendered page before hydration: hand it to the form once.
  useEffect(() => {
    const field = ref.current;
    if (!field || initial.current === undefined) return;
    if (field.value !== initial.current) onChange(field.value);
    initial.current = undefined;
  }, [onChange]);

  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <div
        className={`${boxClassName} flex items-center rounded-md border bg-white text-sm shadow-sm focus-within:ring-1 ${
          error
            ? 'border-red-400 focus-within:ring-red-400'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-500'
        } ${input.disabled ? 'bg-slate-100' : ''}`}
      >
        <span aria-hidden="true" className="pl-2 text-slate-500">
          R$
        </span>
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full min-w-0 rounded-md border-0 bg-transparent px-2 py-2 text-sm focus:outline-none disabled:cursor-not-allowed"
          {...input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => {
            const cents = parseMoney(e.target.value);
            if (cents !== null && moneyInputText(cents) !== e.target.value) onChange(moneyInputText(cents));
            onBlur?.(e);
          }}
        />
      </div>
      <InputError id={`${id}-error`} message={error} />
    </div>
  );
}
