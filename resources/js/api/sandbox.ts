import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';

/** The sandbox's simulated gateway (only while the host runs the sandbox driver: `sandbox` shared prop). */
export const sandboxApi = {
  /** POST /_sandbox/payments/{charge_id}/pay: the sandbox pays a waiting PIX, as the buyer's bank would. */
  payPix: (chargeId: string) =>
    http
      .post<ActionResponse<unknown>>(`/_sandbox/payments/${encodeURIComponent(chargeId)}/pay`)
      .then((r) => r.data),
};
