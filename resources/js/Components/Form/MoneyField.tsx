import type { ComponentProps } from 'react';
import { parseMoney } from '@/lib/money';
import MoneyInput from './MoneyInput';

type Props = ComponentProps<typeof MoneyInput> & {
  /** The amount in centavos as typed, or null when it cannot be read ("35,5x"). */
  onCentsChange?: (cents: number | null) => void;
};

/**
 * A money field ("35,50", "R$" before it) with the server's 422 message under it: MoneyInput, and the
 * amount in centavos through parseMoney (lib/money.ts) for a form that keeps the number.
 */
export default function MoneyField({ onChange, onCentsChange, ...props }: Props) {
  return (
    <MoneyInput
      {...props}
      onChange={(text) => {
        onChange(text);
        onCentsChange?.(parseMoney(text));
      }}
    />
  );
}

export { parseMoney };
