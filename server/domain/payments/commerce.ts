import type { AppConfig } from '../../config.ts';
import type { DB, Dialect } from '../../db/index.ts';
import type { Mailer } from '../../drivers/mail/index.ts';
import {
  createPagarmePaymentDriver,
  createPagbankPaymentDriver,
  createSandboxPaymentDriver,
  type HostPaymentDriver,
  PAGARME_BASE_URL,
  PAGBANK_BASE_URL,
  type PaymentEvent,
} from '../../drivers/payments/index.ts';
import {
  createSandboxPostalDriver,
  createViaCepDriver,
  type PostalCodeDriver,
} from '../../drivers/postal/index.ts';
import { type Clock, systemClock } from '../../drivers/shared/clock.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import { applyPaymentEvent } from './events.ts';
import { databaseCardStore } from './sandbox-cards.ts';
import { databaseChargeStore } from './sandbox-charges.ts';

/** What the cart, checkout and orders code needs from the host. */
export interface CommerceDeps {
  db: DB;
  dialect: Dialect;
  broadcaster: Broadcaster;
  /** The e-mails of the order moves to the buyer (the host's mailer; none: no e-mail). */
  mailer?: Mailer;
  /** The host's configuration: which payment gateway to build (sandbox when absent). */
  config?: Pick<AppConfig, 'paymentDriver'> & Partial<Pick<AppConfig, 'appUrl'>>;
}

export interface CommerceSettings {
  /** Platform fee on the items of each store order, in basis points (800 = 8%). */
  feeBasisPoints: number;
  /** How long a PIX code can be paid; the reserved stock waits as long. */
  pixExpiresInSeconds: number;
  /** How long the reserved stock waits for a card still in analysis. */
  cardHoldSeconds: number;
  /** Shared secret of the payment webhooks (HMAC-SHA256 of the raw body). */
  webhookSecret: string;
  /** Period of the expiry job. */
  expiryIntervalMs: number;
  /** pagar.me (PAYMENT_DRIVER=pagarme; its webhook secret also checks /webhooks/pagarme). */
  pagarme: { baseUrl: string; secretKey: string; webhookSecret: string };
  /** PagBank (PAYMENT_DRIVER=pagbank; its token also checks /webhooks/pagbank). */
  pagbank: { baseUrl: string; token: string; notificationUrl: string | null };
}

/** The signature keys of the gateway webhooks while the sandbox runs (public: demo and tests only). */
export const SANDBOX_GATEWAY_WEBHOOK_KEYS = {
  pagarme: 'sandbox-pagarme-webhook-secret',
  pagbank: 'sandbox-pagbank-token',
} as const;

/** The generic webhook route's key while the sandbox runs outside production (public: demo and tests only). */
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret';

const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/**
 * The settings of the cart, checkout and payments. In production no secret has a default: an unset
 * PAYMENT_WEBHOOK_SECRET is empty, and an empty key verifies no signature (docs/security.md "Payment
 * events").
 */
export function commerceSettings(env: NodeJS.ProcessEnv = process.env): CommerceSettings {
  return {
    feeBasisPoints: Number(env.PLATFORM_FEE_BP ?? 800),
    pixExpiresInSeconds: Number(env.PIX_EXPIRES_SECONDS ?? 1800),
    cardHoldSeconds: Number(env.CARD_HOLD_SECONDS ?? 900),
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || (isProduction(env) ? '' : SANDBOX_WEBHOOK_SECRET),
    expiryIntervalMs: Number(env.PAYMENT_EXPIRY_INTERVAL_MS ?? 15000),
    pagarme: {
      baseUrl: env.PAGARME_BASE_URL || PAGARME_BASE_URL,
      secretKey: env.PAGARME_SECRET_KEY ?? '',
      webhookSecret: env.PAGARME_WEBHOOK_SECRET || env.PAGARME_SECRET_KEY || '',
    },
    pagbank: {
      baseUrl: env.PAGBANK_BASE_URL || PAGBANK_BASE_URL,
      token: env.PAGBANK_TOKEN ?? '',
      notificationUrl: env.PAGBANK_NOTIFICATION_URL || null,
    },
  };
}

/**
 * One per host: the payment gateway (PAYMENT_DRIVER: the in-memory sandbox, or the pagar.me or
 * PagBank HTTP driver), the postal-code lookup, the clock, and the realtime side effects. The
 * sandbox's events go straight to the same handler the webhook routes use; a real gateway's arrive
 * through its webhook route.
 */
export class Commerce {
  /** Read through a getter by the drivers, so tests can move time. */
  clock: Clock = systemClock;
  readonly payments: HostPaymentDriver;
  readonly postal: PostalCodeDriver;
  private readonly inflight = new Set<Promise<unknown>>();
  /** Orders whose charge the checkout is creating right now: it applies the outcome itself. */
  private readonly chargingNow = new Set<string>();
  /**
   * Awaited by every checkout after its cart check and before its transaction; null in production.
   * The race tests (tests/server/cart/race.test.ts) hold each checkout there until all of them have
   * passed their checks, so the stock and credit guards inside the transaction are what decides.
   */
  beforeReservation: (() => Promise<void>) | null = null;
  /**
   * Called once a card was captured at the gateway, before the host records the charge and settles
   * the order; null in production. The crash test (tests/server/cart/reconcile-crash.test.ts) stops
   * the process here to show the reconciliation job (server/jobs/payment-reconcile.ts) recovers it.
   */
  afterCapture: ((orderRef: string) => void) | null = null;
  /** Whether this host runs with NODE_ENV=production (no public sandbox keys then). */
  readonly production: boolean;

  constructor(
    readonly deps: CommerceDeps,
    readonly settings: CommerceSettings = commerceSettings(),
  ) {
    const clock = { now: () => this.clock.now() };
    this.production = process.env.NODE_ENV === 'production';
    const driver = deps.config?.paymentDriver ?? 'sandbox';
    this.payments =
      driver === 'pagarme'
        ? createPagarmePaymentDriver({ ...settings.pagarme, clock })
        : driver === 'pagbank'
          ? createPagbankPaymentDriver({ ...settings.pagbank, clock })
          : createSandboxPaymentDriver({
              clock,
              store: databaseChargeStore(deps.db),
              cards: databaseCardStore(deps.db),
              onEvent: (event: PaymentEvent) => {
                if (this.chargingNow.has(event.orderRef)) return;
                this.track(applyPaymentEvent(this, event));
              },
              onEventError: (error, event) => console.error(`Falha ao aplicar o evento ${event.type}`, error),
            });
    if (driver === 'pagarme' && !settings.pagarme.webhookSecret) {
      throw new Error(
        'PAGARME_WEBHOOK_SECRET (ou PAGARME_SECRET_KEY) é obrigatório para PAYMENT_DRIVER=pagarme.',
      );
    }
    this.postal =
      process.env.CEP_LOOKUP_DRIVER === 'viacep' ? createViaCepDriver() : createSandboxPostalDriver();
  }

  /**
   * The key that checks a gateway's webhook signature, or null when that gateway's webhooks are not
   * accepted: a real gateway's only when it is the driver, with its own configured secret; while the
   * sandbox runs, both, with the configured keys or — outside production only — the public sandbox
   * ones (so the demo and the tests can post them).
   */
  gatewayWebhookKey(gateway: 'pagarme' | 'pagbank'): string | null {
    const driver = this.payments.name;
    const configured =
      gateway === 'pagarme' ? this.settings.pagarme.webhookSecret : this.settings.pagbank.token;
    if (driver === gateway) return configured || null;
    if (driver === 'sandbox')
      return configured || (this.production ? null : SANDBOX_GATEWAY_WEBHOOK_KEYS[gateway]);
    return null;
  }

  /**
   * The key of the generic route (POST /webhooks/payments, the sandbox gateway's own events), or null
   * when the route does not exist: with a real gateway its events arrive only through that gateway's
   * route, signed with that gateway's scheme; in production without PAYMENT_WEBHOOK_SECRET.
   */
  sandboxWebhookKey(): string | null {
    if (this.payments.name !== 'sandbox') return null;
    return this.settings.webhookSecret || null;
  }

  get db(): DB {
    return this.deps.db;
  }

  get dialect(): Dialect {
    return this.deps.dialect;
  }

  /** Realtime is a side effect of work already committed: never awaited, never fails the request. */
  broadcast = (channels: string[], event: string, payload: unknown): void => {
    this.deps.broadcaster.broadcast(channels, event, payload).catch(() => {});
  };

  /**
   * Runs a charge request whose immediate outcome (approved, refused) the caller applies itself;
   * the gateway's events for it while it runs are skipped. Later events (a card in analysis settling,
   * a PIX paid or expired) arrive as usual; a real gateway's webhooks are idempotent anyway.
   */
  async charging<T>(orderRef: string, request: () => Promise<T>): Promise<T> {
    this.chargingNow.add(orderRef);
    try {
      return await request();
    } finally {
      this.chargingNow.delete(orderRef);
    }
  }

  track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error: unknown) => console.error('Falha ao aplicar um evento de pagamento', error))
      .finally(() => this.inflight.delete(tracked));
    this.inflight.add(tracked);
  }

  /** Waits for every gateway event being applied (the sandbox endpoints, the tests, shutdown). */
  async flush(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }
}

const instances = new WeakMap<CommerceDeps, Commerce>();

/** The host's Commerce, created on first use for its services object. */
export function commerceFor(deps: CommerceDeps): Commerce {
  let commerce = instances.get(deps);
  if (!commerce) {
    commerce = new Commerce(deps);
    instances.set(deps, commerce);
  }
  return commerce;
}
