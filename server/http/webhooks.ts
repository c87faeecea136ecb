import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RefundRequestError, refundThroughGateway } from '../domain/orders/refund.ts';
import { orderGroupState, paymentByCharge } from '../domain/payments/charge-lookup.ts';
import { type Commerce, commerceFor } from '../domain/payments/commerce.ts';
import { applyPaymentEvent } from '../domain/payments/events.ts';
import {
  type PagarmeWebhook,
  type PagbankCharge,
  type PagbankChargeback,
  type PagbankOrder,
  PaymentError,
  type PaymentEvent,
  pagarmeWebhookEvents,
  pagbankChargebackEvents,
  pagbankChargebackOf,
  pagbankWebhookEvents,
  verifyPagarmeWebhook,
  verifyPagbankWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
} from '../drivers/payments/index.ts';
import { runPaymentExpiry } from '../jobs/payment-expiry.ts';
import type { AppServices } from './context.ts';
import { HttpError } from './support/errors.ts';
import { validate } from './support/validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The host's cart/checkout services (payment gateway, clock, realtime side effects). */
    commerce: Commerce;
  }
}

const eventSchema = z.object({
  id: z.string().min(1).max(80),
  type: z.enum(['charge.paid', 'charge.refused', 'charge.expired', 'charge.refunded', 'charge.chargeback']),
  chargeId: z.string().min(1).max(64),
  orderRef: z.string().max(64),
  amountCents: z.number().int().nonnegative(),
  at: z.string().min(1).max(40),
  refundedCents: z.number().int().positive().optional(),
  reference: z.string().min(1).max(64).optional(),
});

const pagarmeSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(60),
  created_at: z.string().max(40).optional().default(''),
  data: z.looseObject({ id: z.string().min(1).max(100) }),
});

const pagbankSchema = z.union([
  // An order (API de Pedidos), with its charges once something happened to them.
  z.looseObject({
    id: z.string().min(1).max(100),
    charges: z
      .array(
        z.looseObject({ id: z.string(), status: z.string(), amount: z.looseObject({ value: z.number() }) }),
      )
      .optional(),
  }),
  // A charge on its own.
  z.looseObject({
    id: z.string().min(1).max(100),
    status: z.string(),
    amount: z.looseObject({ value: z.number() }),
  }),
]);

const pagbankChargebackSchema = z.looseObject({
  id: z.string().min(1).max(100),
  status: z.string().min(1).max(40),
  charge_id: z.string().min(1).max(100).optional(),
  charge: z.looseObject({ id: z.string().min(1).max(100).optional() }).optional(),
  reference_id: z.string().max(64).optional(),
});

/** The raw body, its header signature checked with the gateway's key; 401 otherwise, 404 for a gateway not in use. */
function signedBody(
  raw: unknown,
  signature: string | string[] | undefined,
  key: string | null,
  verify: (body: string, signature: string | null, key: string) => boolean,
): unknown {
  if (key === null) throw new HttpError(404, 'Este meio de pagamento não está em uso.');
  const body = typeof raw === 'string' ? raw : '';
  if (!verify(body, typeof signature === 'string' ? signature : null, key)) {
    throw new HttpError(401, 'Assinatura do webhook inválida.');
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Corpo do webhook não é JSON.');
  }
}

/** Applies a gateway's events in order; each answer says what happened to its charge. */
async function applyAll(commerce: Commerce, events: PaymentEvent[]) {
  const outcomes = [];
  for (const event of events) {
    outcomes.push({
      charge_id: event.chargeId,
      type: event.type,
      outcome: await applyPaymentEvent(commerce, event),
    });
  }
  return { received: true, outcomes };
}

/**
 * The gateways' notifications (docs/payments.md "Webhook routes and keys"): each gateway's route
 * checks its own signature scheme with its own secret; POST /webhooks/payments (HMAC-SHA256 of the raw
 * body, header x-webhook-signature) is the sandbox gateway's and exists only while it runs. A bad
 * signature gets 401 and changes nothing. The XSRF check does not apply here: the signature is the
 * authentication.
 */
export async function webhookRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const commerce = commerceFor(services);
  // The signature covers the exact bytes received, so this plugin keeps the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // The sandbox gateway's own events: the route exists only while the sandbox is the driver (and,
  // in production, only with PAYMENT_WEBHOOK_SECRET set). With pagar.me or PagBank their events come
  // only through their own routes below, signed with their own scheme and secret.
  const sandboxKey = commerce.sandboxWebhookKey();
  if (sandboxKey !== null) {
    app.post('/webhooks/payments', async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      if (!verifyWebhook(raw, typeof signature === 'string' ? signature : null, sandboxKey)) {
        throw new HttpError(401, 'Assinatura do webhook inválida.');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'Corpo do webhook não é JSON.');
      }
      const event = validate(eventSchema, parsed);
      const outcome = await applyPaymentEvent(commerce, event);
      return { received: true, outcome };
    });
  }

  // pagar.me v5 webhooks: X-Hub-Signature "sha1=<HMAC-SHA1 of the body>" (docs/payments.md).
  app.post('/webhooks/pagarme', async (request) => {
    const parsed = signedBody(
      request.body,
      request.headers['x-hub-signature'],
      commerce.gatewayWebhookKey('pagarme'),
      verifyPagarmeWebhook,
    );
    const webhook = validate(pagarmeSchema, parsed) as PagarmeWebhook;
    return applyAll(commerce, pagarmeWebhookEvents(webhook));
  });

  // PagBank notifications: x-authenticity-token = SHA-256 of "<token>-<body>" (docs/payments.md):
  // orders and charges (notification_urls), and chargebacks (its Notifications API's CHARGEBACK
  // preference), both signed with the account's token.
  app.post('/webhooks/pagbank', async (request) => {
    const parsed = signedBody(
      request.body,
      request.headers['x-authenticity-token'],
      commerce.gatewayWebhookKey('pagbank'),
      verifyPagbankWebhook,
    );
    const chargeback = pagbankChargebackOf(parsed);
    if (chargeback) {
      const checked = validate(pagbankChargebackSchema, chargeback) as PagbankChargeback;
      return applyAll(commerce, pagbankChargebackEvents(checked, commerce.clock.now()));
    }
    const body = validate(pagbankSchema, parsed) as PagbankOrder | PagbankCharge;
    return applyAll(commerce, pagbankWebhookEvents(body, commerce.clock.now()));
  });
}

/** A sandbox gateway call whose refusals answer as the gateway would: 404 unknown charge, 409/422 otherwise. */
async function sandboxGatewayCall(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (error instanceof PaymentError) {
      throw new HttpError(error.code === 'charge_not_found' ? 404 : 409, error.message, { code: error.code });
    }
    if (error instanceof RefundRequestError) {
      if (error.code === 'charge_not_found') throw new HttpError(404, error.message);
      throw new HttpError(422, error.message, { errors: { store_order_id: [error.message] } });
    }
    throw error;
  }
}

/**
 * Sandbox only (docs/checkout.md "Sandbox"): POST /_sandbox/payments/{chargeId}/pay pays a pending
 * PIX the way the buyer's bank would, so the gateway's charge.paid event reaches the same handler a
 * real webhook does; POST /_sandbox/payments/expire runs the expiry job now.
 */
export async function paymentSandboxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const commerce = commerceFor(services);

  app.post<{ Params: { chargeId: string } }>('/payments/:chargeId/pay', async (request) => {
    const { chargeId } = request.params;
    const payment = await paymentByCharge(services.db, chargeId);
    if (!payment) throw new HttpError(404, 'Cobrança não encontrada.');
    if (!commerce.payments.simulatePixPaid) throw new HttpError(409, 'Só o sandbox simula pagamentos.');
    try {
      await commerce.payments.simulatePixPaid(chargeId);
    } catch (error) {
      if (error instanceof PaymentError) {
        throw new HttpError(error.code === 'charge_not_found' ? 404 : 409, error.message, {
          code: error.code,
        });
      }
      throw error;
    }
    await commerce.flush();
    const group = await orderGroupState(services.db, payment.order_group_id);
    if (!group) throw new Error(`Order group ${payment.order_group_id} of charge ${chargeId} not found`);
    return {
      error: false,
      message: 'PIX pago (sandbox).',
      result: { order_group_id: group.id, number: group.number, status: group.status },
    };
  });

  // The gateway dashboard's refund: everything left, or one store order's part ({store_order_id}).
  const refundSchema = z.object({ store_order_id: z.number().int().positive().optional() });
  app.post<{ Params: { chargeId: string } }>('/payments/:chargeId/refund', async (request) => {
    const body = validate(refundSchema, request.body ?? {});
    await sandboxGatewayCall(() =>
      refundThroughGateway(commerce, request.params.chargeId, body.store_order_id ?? null),
    );
    return { error: false, message: 'Estorno feito (sandbox).', result: null };
  });

  // The card's issuer takes the money back (a dispute the store lost).
  app.post<{ Params: { chargeId: string } }>('/payments/:chargeId/chargeback', async (request) => {
    const chargeback = commerce.payments.simulateChargeback;
    if (!chargeback) throw new HttpError(409, 'Só o sandbox simula contestações.');
    await sandboxGatewayCall(() => chargeback(request.params.chargeId));
    await commerce.flush();
    return { error: false, message: 'Contestação registrada (sandbox).', result: null };
  });

  app.post('/payments/expire', async () => {
    const expired = await runPaymentExpiry(commerce);
    return { error: false, message: '', result: { expired } };
  });
}
