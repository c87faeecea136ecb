import { createSandboxPayoutDriver } from './sandbox.ts';
import type { PayoutDriver } from './types.ts';

export {
  createSandboxPayoutDriver,
  SANDBOX_FAILING_ACCOUNT_SUFFIX,
  SANDBOX_FAILURE_REASON,
} from './sandbox.ts';
export type { PayoutDriver, PayoutOutcome, PayoutTransfer } from './types.ts';

/** PAYOUT_DRIVER names the driver; only the sandbox exists today (a real bank's driver plugs in here). */
export function createPayoutDriver(name = process.env.PAYOUT_DRIVER ?? 'sandbox'): PayoutDriver {
  const driver = name.trim().toLowerCase() || 'sandbox';
  if (driver === 'sandbox') return createSandboxPayoutDriver();
  throw new Error(`PAYOUT_DRIVER inválido: "${name}" (use sandbox).`);
}

let current: PayoutDriver | null = null;

/** The host's payout driver, created on first use. */
export function payoutDriver(): PayoutDriver {
  current ??= createPayoutDriver();
  return current;
}
