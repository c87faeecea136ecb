import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addComplaintMessage,
  closeComplaint,
  listComplaints,
  openComplaint,
  type Party,
  showComplaint,
} from '../../domain/complaints/complaints.ts';
import { storeChannel, userChannel } from '../../domain/orders/status.ts';
import { commerceFor } from '../../domain/payments/commerce.ts';
import type { AppServices } from '../context.ts';
import { requireUser } from '../support/auth.ts';
import { action, notFound } from '../support/errors.ts';
import { requireStoreAccess } from '../support/storeAccess.ts';

import { field, pageQuery, pathId, postWithSlash, validate } from '../support/validation.ts';

const WHO: Record<string, Party> = { buyer: 'buyer', client: 'buyer', store: 'store' };

/** Complaint calls of spec section 7: the buyer's side and the store owner's side of one conversation. */
export async function complaintRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);
  const complaintId = (value: string) => pathId(value, 'Reclamação não encontrada.');

  app.get('/complaints', async (request) => {
    const { user } = await requireUser(db, request);
    const { page, per_page } = pageQuery(request.query);
    return { error: false, message: '', ...(await listComplaints(db, { userId: user.id }, page, per_page)) };
  });

  app.get<{ Params: { id: string } }>('/complaints/:id', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await showComplaint(db, user.id, complaintId(request.params.id)));
  });

  app.get<{ Params: { id: string } }>('/complaints/index_to_store/:id', async (request) => {
    await requireUser(db, request);
    const { store } = await requireStoreAccess(
      db,
      request,
      pathId(request.params.id, 'Loja não encontrada.'),
    );
    const { page, per_page } = pageQuery(request.query);
    return {
      error: false,
      message: '',
      ...(await listComplaints(db, { storeId: store.id }, page, per_page)),
    };
  });

  app.get<{ Params: { id: string } }>('/complaints/show_to_store/:id', async (request) => {
    const { user } = await requireUser(db, request);
    return action(
      '',
      await showComplaint(db, user.id, complaintId(request.params.id), 'store', user.role === 'admin'),
    );
  });

  postWithSlash(app, '/complaints', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(
      z.object({
        store_order_id: field.id('pedido'),
        reason: field.text('motivo', 120),
        message: field.text('mensagem', 4000),
      }),
      request.body,
    );
    const complaint = await openComplaint(db, user.id, {
      storeOrderId: input.store_order_id,
      reason: input.reason,
      message: input.message,
    });
    commerce.broadcast([storeChannel(complaint.store.id)], 'complaint.opened', {
      complaint_id: complaint.id,
      order_number: complaint.order_number,
      reason: complaint.reason,
    });
    reply.code(201);
    return action('Enviado com sucesso.', complaint);
  });

  app.post('/complaint/add_message', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(
      z.object({ complaint_id: field.id('reclamação'), message: field.text('mensagem', 4000) }),
      request.body,
    );
    const { message, complaint, party } = await addComplaintMessage(
      db,
      user.id,
      input.complaint_id,
      input.message,
      user.role === 'admin',
    );
    const channel = party === 'buyer' ? storeChannel(complaint.store_id) : userChannel(complaint.user_id);
    commerce.broadcast([channel], 'complaint.message-added', { complaint_id: complaint.id, message });
    reply.code(201);
    return action('Enviado com sucesso.', message);
  });

  app.get<{ Params: { who: string; id: string } }>(
    '/complaints/block_complaint/:who/:id',
    async (request) => {
      const { user } = await requireUser(db, request);
      const who = WHO[request.params.who];
      if (!who) throw notFound('Use buyer ou store.');
      const { complaint, closed } = await closeComplaint(
        db,
        user.id,
        who,
        complaintId(request.params.id),
        user.role === 'admin',
      );
      // The other side's open screen learns it was closed (after the update, which is one statement).
      if (closed) {
        const channel = who === 'buyer' ? storeChannel(complaint.store.id) : userChannel(complaint.buyer.id);
        commerce.broadcast([channel], 'complaint.closed', {
          complaint_id: complaint.id,
          closed_by: who,
        });
      }
      return action('Atualizado com sucesso!', complaint);
    },
  );
}
