import { useEffect, useState } from 'react';
import { paymentsApi } from '@/api/payments';
import type { LoadStatus } from '@/Components/Feedback/LoadState';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SavedCard } from '@/types/cart';

/** The buyer's saved cards, fetched once the card method is chosen. A failure is logged (spec section 8). */
export function useSavedCards(enabled: boolean) {
  const { t } = useLaravelReactI18n();
  const [cards, setCards] = useState<SavedCard[]>([]);
  const [status, setStatus] = useState<LoadStatus | 'idle'>('idle');

  useEffect(() => {
    if (!enabled || status !== 'idle') return;
    setStatus('loading');
    paymentsApi
      .cards()
      .then((data) => {
        setCards(data.result ?? []);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn(t('spec.load_cards'), error);
        setStatus('error');
      });
  }, [enabled, status, t]);

  return { cards, status };
}
