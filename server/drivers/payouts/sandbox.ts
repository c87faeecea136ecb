import { createHash } from 'node:crypto';
import type { PayoutDriver, PayoutOutcome, PayoutTransfer } from './types.ts';

/**
 * The sandbox bank: pays every transfer at once, except to an account number ending in 99999, which
 * the "bank" refuses as a real one refuses an account that does not exist. No network.
 */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '99999';
export const SANDBOX_FAILURE_REASON = 'Conta inexistente no banco';

export function createSandboxPayoutDriver(): PayoutDriver {
  return {
    name: 'sandbox',
    async transfer(transfer: PayoutTransfer): Promise<PayoutOutcome> {
      // The same payout always gets the same id, as a provider answering a retried idempotent request.
      const externalId = `sbx_po_${createHash('sha256').update(`payout:${transfer.payoutId}`).digest('hex').slice(0, 16)}`;
      if (transfer.account.replace(/\D/g, '').endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX))
        return { status: 'failed', externalId, reason: SANDBOX_FAILURE_REASON };
      return { status: 'paid', externalId };
    },
  };
}
