import type { AppConfig } from '../../config.ts';
import { type BlingDriver, createBlingDriver, createSandboxBlingDriver } from '../../drivers/bling/index.ts';
import type { PaymentAccountDriver } from '../../drivers/payments/account-types.ts';
import { createSandboxAccountDriver } from '../../drivers/payments/sandbox-account-driver.ts';
import { type Clock, systemClock } from '../../drivers/shared/clock.ts';

/**
 * One per host (keyed by its configuration object): the payment-account driver, the Bling driver
 * (BLING_DRIVER), the clock they and the expiry checks read (tests move it) and the APP_KEY the
 * stored credentials are encrypted with.
 */
export class Integrations {
  clock: Clock = systemClock;
  readonly accounts: PaymentAccountDriver;
  readonly bling: BlingDriver;
  readonly appKey: string;

  constructor(config: Pick<AppConfig, 'appKey' | 'blingDriver'>) {
    const clock = { now: () => this.clock.now() };
    this.appKey = config.appKey;
    // Only the PagBank-like sandbox account driver exists (docs/payouts-and-plans.md).
    this.accounts = createSandboxAccountDriver({ clock });
    this.bling =
      config.blingDriver === 'bling'
        ? createBlingDriver({ baseUrl: process.env.BLING_API_URL || undefined })
        : createSandboxBlingDriver({ clock });
  }

  now(): Date {
    return this.clock.now();
  }
}

const instances = new WeakMap<object, Integrations>();

export function integrationsFor(config: AppConfig): Integrations {
  let found = instances.get(config);
  if (!found) {
    found = new Integrations(config);
    instances.set(config, found);
  }
  return found;
}
