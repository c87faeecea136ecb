import { type KeyboardEvent, useState } from 'react';
import { parseMoneyReais, reaisInputText } from '@/lib/money';

/**
 * A number as a seller types it: "1.234,56" or "1234,56" (comma decimal, dots grouping thousands) or
 * "12.50" (a dot before one or two last digits is the decimal point); null when it is not a number.
 * Read by lib/money, as every money field is.
 */
export function parseNumber(text: string): number | null {
  return parseMoneyReais(text);
}

/**
 * A number edited in place: saved on Enter or when the field loses focus (only when it changed),
 * Escape puts the shown value back. Accepts a comma as decimal separator.
 */
export default function InlineNumber({
  value,
  label,
  decimals,
  disabled,
  onSave,
  testId,
}: {
  value: number;
  label: string;
  decimals: 0 | 2;
  disabled?: boolean;
  onSave: (value: number) => void;
  testId?: string;
}) {
  const shown = decimals ? reaisInputText(value) : String(value);
  const [text, setText] = useState(shown);
  // A new value from outside (a save, a 409's current figure) replaces what is typed in the same
  // render, not in an effect after it: no frame shows the old text beside the new message.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }
  const commit = () => {
    if (disabled || text.trim() === shown) return;
    const parsed = parseNumber(text);
    if (parsed === null) {
      setText(shown);
      return;
    }
    onSave(parsed);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
    if (event.key === 'Escape') setText(shown);
  };
  return (
    <input
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      value={text}
      aria-label={label}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={onKey}
      data-testid={testId}
      className="w-20 rounded border border-slate-300 px-2 py-1 text-right text-sm disabled:bg-slate-100"
    />
  );
}
