import { expireFeatured } from '../domain/featured/payment.ts';
import type { Commerce } from '../domain/payments/commerce.ts';

/**
 * Frees the days of featured ads left unpaid past their hold and closes the ones past their last
 * day (docs/featured-ads.md "Expiry"), every `intervalMs` (never two runs at once); returns a stop
 * function.
 */
export function startFeaturedExpiryJob(
  commerce: Commerce,
  intervalMs = commerce.settings.expiryIntervalMs,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireFeatured(commerce)
      .catch((error) => console.error('Falha ao expirar destaques', error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
