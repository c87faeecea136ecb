import { useEffect, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

const COPIED_MS = 3000;

/** Copies a text (the PIX copy-and-paste code) and says so for a few seconds. */
export default function CopyButton({ text, className = '' }: { text: string; className?: string }) {
  const { t } = useLaravelReactI18n();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard permission (an embedded or insecure page): the code stays selectable on screen.
      setCopied(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      className={`rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${className}`}
    >
      {copied ? t('checkout.pix_copied') : t('checkout.pix_copy')}
    </button>
  );
}
