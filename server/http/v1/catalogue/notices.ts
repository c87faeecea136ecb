import type { FastifyInstance } from 'fastify';
import { markNoticeRead, noticeItem, noticesFor } from '../../../domain/notices/notices.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action } from '../../support/errors.ts';
import { paramId } from '../../support/validation.ts';

/** Notices for the signed-in user (their own and those for everyone) with per-user read state. */
export async function noticeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  app.get('/notices', async (request) => {
    const { user } = await requireUser(db, request);
    const rows = await noticesFor(db, user.id)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(50)
      .execute();
    return action('', rows.map(noticeItem));
  });

  /** Marks a notice read (the first read time is kept); the user's other tabs hear `notice.read`. */
  app.put('/notices/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const { item } = await markNoticeRead(db, commerce.broadcast, user.id, paramId(request.params));
    return action('Atualizado com sucesso!', item);
  });
}
