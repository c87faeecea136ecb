import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Commerce, commerceFor } from '../domain/payments/commerce.ts';
import { applyPaymentEvent } from '../domain/payments/events.ts';
import { PaymentError, verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '../drivers/payments/index.ts';
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
  type: z.enum(['charge.paid', 'charge.refused', 'charge.expired', 'charge.refunded']),
  chargeId: z.string().min(1).max(64),
  orderRef: z.string().max(64),
  amountCents: z.number().int().nonnegative(),
  at: z.string().min(1).max(40),
});

/**
 * POST /webhooks/payments: the gateway's notifications, signed with HMAC-SHA256 of the raw body
 * (header x-webhook-signature, docs/payments.md). A bad signature gets 401 and changes nothing.
 * The XSRF check does not apply here: the signature is the authentication.
 */
export async function webhookRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const commerce = commerceFor(services);
  // The signature covers the exact bytes received, so this plugin keeps the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/payments', async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
    if (
      !verifyWebhook(raw, typeof signature === 'string' ? signature : null, commerce.settings.webhookSecret)
    ) {
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

/**
 * Sandbox only (docs/checkout.md "Sandbox"): POST /_sandbox/payments/{chargeId}/pay pays a pending
 * PIX the way the buyer's bank would, so the gateway's charge.paid event reaches the same handler a
 * real webhook does; POST /_sandbox/payments/expire runs the expiry job now.
 */
export async function paymentSandboxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const commerce = commerceFor(services);

  app.post<{ Params: { chargeId: string } }>('/payments/:chargeId/pay', async (request) => {
    const { chargeId } = request.params;
    const payment = await services.db
      .selectFrom('payments')
      .select(['id', 'order_group_id'])
      .where('charge_id', '=', chargeId)
      .executeTakeFirst();
    if (!payment) throw new HttpError(404, 'Cobrança não encontrada.');
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
    const group = await services.db
      .selectFrom('order_groups')
      .select(['id', 'number', 'status'])
      .where('id', '=', payment.order_group_id)
      .executeTakeFirstOrThrow();
    return {
      error: false,
      message: 'PIX pago (sandbox).',
      result: { order_group_id: group.id, number: group.number, status: group.status },
    };
  });

  app.post('/payments/expire', async () => {
    const expired = await runPaymentExpiry(commerce);
    return { error: false, message: '', result: { expired } };
  });
}
