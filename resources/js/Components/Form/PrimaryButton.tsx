import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/hooks/useHydrated';

/**
 * The form's main button. A submit button stays disabled until the page is hydrated: before that the
 * form would be posted by the browser itself (fields in the URL) instead of through /v1.
 */
export default function PrimaryButton({
  className = '',
  type = 'submit',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || (type === 'submit' && !hydrated)}
      className={`inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...props}
    />
  );
}
