import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { type ChangeEvent, useState } from 'react';
import TextField, { type TextFieldProps } from './TextField';

export type DocumentKind = 'cpf' | 'cnpj' | 'cpf_cnpj';

const digits = (value: string) => value.replace(/\D/g, '');

/** "52998224725" → "529.982.247-25", "11222333000181" → "11.222.333/0001-81", as the user types. */
export function maskDocument(value: string, kind: DocumentKind = 'cpf_cnpj'): string {
  const d = digits(value).slice(0, kind === 'cpf' ? 11 : 14);
  if (!d) return '';
  return kind === 'cnpj' || (kind === 'cpf_cnpj' && d.length > 11) ? formatCnpj(d) : formatCpf(d);
}

/** Whether the document is a CPF or CNPJ (as `kind` allows) with valid check digits. */
export function isValidDocument(value: string, kind: DocumentKind = 'cpf_cnpj'): boolean {
  const d = digits(value);
  if (kind !== 'cnpj' && d.length === 11) return isValidCpf(d);
  if (kind !== 'cpf' && d.length === 14) return isValidCnpj(d);
  return false;
}

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  /** The document as shown, masked ("529.982.247-25"). */
  onChange: (document: string) => void;
  kind?: DocumentKind;
  /**
   * Shown under the field when it is left with a wrong check digit; without it nothing is checked here
   * (the server's 422 still shows).
   */
  invalidMessage?: string;
};

/** A CPF/CNPJ field masked while typing, its check digits read when it is left (if asked). */
export default function DocumentField({
  value,
  onChange,
  kind = 'cpf_cnpj',
  invalidMessage,
  error,
  onBlur,
  ...props
}: Props) {
  const [wrong, setWrong] = useState(false);
  return (
    <TextField
      inputMode="numeric"
      maxLength={kind === 'cpf' ? 14 : 18}
      {...props}
      value={value}
      error={error ?? (wrong ? invalidMessage : undefined)}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        setWrong(false);
        onChange(maskDocument(e.target.value, kind));
      }}
      onBlur={(e) => {
        if (invalidMessage) setWrong(digits(value).length > 0 && !isValidDocument(value, kind));
        onBlur?.(e);
      }}
    />
  );
}
