import { formatCEP } from '@brazilian-utils/brazilian-utils';
import type { ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from './TextField';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  /** The CEP as shown, "01310-100" (at most 8 digits). */
  onChange: (cep: string) => void;
};

/** A CEP field masked as "01310-100" while typing, with the server's 422 message under it. */
export default function CepField({ value, onChange, ...props }: Props) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="postal-code"
      {...props}
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(formatCEP(e.target.value))}
    />
  );
}
