import { tracingChannel } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownedStoreIds, ownsStore } from '../domain/stores/owned-stores.ts';
import { authenticateUser, authorizeChannel, RealtimeAuthError } from '../realtime/auth.ts';
import { originFor, originSocketStorage } from '../realtime/origin-socket.ts';
import type { AppServices } from './context.ts';
import type { AuthUser } from './support/auth.ts';
import { requireUser } from './support/auth.ts';
import { forbidden, HttpError } from './support/errors.ts';
import { validate } from './support/validation.ts';

const authSchema = z.object({
  socket_id: z.string({ error: 'Informe o socket_id.' }).regex(/^\d+\.\d+$/, 'socket_id inválido.'),
  channel_name: z.string({ error: 'Informe o canal.' }).min(1).max(200),
});
const userAuthSchema = authSchema.pick({ socket_id: true });

/** Who may join which channel (docs/realtime.md): the user's own channel, and their stores' channels. */
export async function mayJoin(services: AppServices, user: AuthUser, channel: string): Promise<boolean> {
  const own = /^private-App\.Models\.User\.(\d+)$/.exec(channel);
  if (own) return Number(own[1]) === user.id;
  const store = /^(?:private-store\.(\d+)|presence-store\.(\d+)\.staff)$/.exec(channel);
  if (store) {
    const storeId = Number(store[1] ?? store[2]);
    return ownsStore(services.db, storeId, user.id);
  }
  return false;
}

let originBound = false;

/**
 * The browser sends its socket id as X-Socket-ID (lib/echo.ts); every broadcast raised while its
 * request is handled skips that socket (server/realtime/origin-socket.ts). Fastify runs each route
 * handler inside the `fastify.request.handler` tracing channel, so binding the header there covers
 * every route, with no hook in each.
 */
function excludeOriginSocket(): void {
  if (originBound) return;
  originBound = true;
  tracingChannel('fastify.request.handler').start.bindStore(originSocketStorage, (context) => {
    const { request, reply } = context as { request: FastifyRequest; reply: FastifyReply };
    return originFor(request.headers['x-socket-id'], () => !reply.sent);
  });
}

/** POST /broadcasting/auth and /broadcasting/user-auth, as Laravel's Broadcast::routes() answers them. */
export async function broadcastingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { key, secret } = services.config.pusher;
  excludeOriginSocket();

  app.post('/broadcasting/auth', async (request) => {
    const { user } = await requireUser(services.db, request);
    const { socket_id, channel_name } = validate(authSchema, request.body);
    if (!(await mayJoin(services, user, channel_name))) throw forbidden('Você não pode acessar este canal.');
    try {
      return authorizeChannel({
        key,
        secret,
        socketId: socket_id,
        channelName: channel_name,
        channelData: channel_name.startsWith('presence-')
          ? { user_id: user.id, user_info: { name: user.name } }
          : undefined,
      });
    } catch (error) {
      if (error instanceof RealtimeAuthError) throw new HttpError(403, 'Você não pode acessar este canal.');
      throw error;
    }
  });

  // The private channels the signed-in user listens to (Echo names): their own, and one per store
  // they own, so the seller hears of new orders on every page (Components/Realtime/LiveEvents.tsx).
  app.get('/broadcasting/channels', async (request) => {
    const { user } = await requireUser(services.db, request);
    const stores = await ownedStoreIds(services.db, user.id);
    return {
      user: `App.Models.User.${user.id}`,
      stores: stores.map((id) => ({ id, channel: `store.${id}` })),
    };
  });

  app.post('/broadcasting/user-auth', async (request) => {
    const { user } = await requireUser(services.db, request);
    const { socket_id } = validate(userAuthSchema, request.body);
    return authenticateUser({
      key,
      secret,
      socketId: socket_id,
      userData: { id: String(user.id), user_info: { name: user.name } },
    });
  });
}
