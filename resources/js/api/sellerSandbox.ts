import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';

/**
 * The sandbox gateway paying a store's own PIX charges (only while the host runs the sandbox driver:
 * the `sandbox` shared prop), as the store's bank would: a featured ad's and a plan's.
 */
export const sellerSandboxApi = {
  /** POST /_sandbox/featured-charges/{charge_id}/pay: pays a featured ad's waiting PIX. */
  payFeaturedPix: (chargeId: string) =>
    http
      .post<ActionResponse<unknown>>(`/_sandbox/featured-charges/${encodeURIComponent(chargeId)}/pay`)
      .then((r) => r.data),
  /** POST /_sandbox/subscription-charges/{charge_id}/pay: pays a plan's waiting PIX. */
  payPlanPix: (chargeId: string) =>
    http
      .post<ActionResponse<unknown>>(`/_sandbox/subscription-charges/${encodeURIComponent(chargeId)}/pay`)
      .then((r) => r.data),
};
