import { expireFeatured } from '../domain/featured/payment.ts';
import type { Commerce } from '../domain/payments/commerce.ts';
import { startJob } from './run-once.ts';

/**
 * Frees the days of featured ads left unpaid past their hold and closes the ones past their last
 * day (docs/featured-ads.md "Expiry"), every `intervalMs` (never two runs at once, on any host: run-once.ts); returns a stop
 * function.
 */
export function startFeaturedExpiryJob(
  commerce: Commerce,
  intervalMs = commerce.settings.expiryIntervalMs,
): () => Promise<void> {
  return startJob({
    name: 'featured-expiry',
    db: commerce.db,
    intervalMs,
    run: () => expireFeatured(commerce),
    failure: 'Falha ao expirar destaques',
  });
}
