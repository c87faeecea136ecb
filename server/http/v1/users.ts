import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateProfile } from '../../domain/auth/accounts.ts';
import { findSessionUser, sessionPayload } from '../../domain/auth/session.ts';
import { refreshAccessToken, revokeToken } from '../../domain/auth/tokens.ts';
import type { AppServices } from '../context.ts';
import { cpfField, phoneField } from '../session.ts';
import { requireUser, sentBearerHeader } from '../support/auth.ts';
import { action, HttpError } from '../support/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../support/sessionCookie.ts';
import { field, validate } from '../support/validation.ts';

const updateClientSchema = z
  .object({
    name: field.text('nome', 120),
    last_name: field.text('sobrenome', 120),
    phone: phoneField(),
    document: cpfField(),
    current_password: z.string().optional().nullable(),
    password: field.password().optional().nullable().or(z.literal('')),
    password_confirmation: z.string().optional().nullable(),
  })
  .refine((u) => !u.password || u.password === u.password_confirmation, {
    message: 'A confirmação da senha não confere.',
    path: ['password_confirmation'],
  });

/** /v1 session and user calls: logout, refresh, current user, profile update. */
export async function userRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config } = services;

  app.post('/auth/logout', async (request, reply) => {
    clearSessionCookie(reply, config);
    const { tokenId } = await requireUser(db, request);
    await revokeToken(db, tokenId);
    return action('Sessão encerrada', null);
  });

  /**
   * A new token. The browser's session (the cookie) gets it in the cookie and the body carries none;
   * an API client that sent `Authorization: Bearer` gets it in the body and no cookie: a bearer token
   * never becomes a browser's session (a link or script carrying somebody else's token cannot sign
   * this browser into their account).
   */
  app.post('/refresh', async (request, reply) => {
    const { user, tokenId } = await requireUser(db, request);
    const token = await refreshAccessToken(
      db,
      tokenId,
      user.id,
      config.tokenTtlSeconds,
      config.refreshGraceSeconds,
    );
    const session = await sessionPayload(db, user, token.expiresAt);
    if (sentBearerHeader(request)) return action('Sessão renovada', { ...session, token: token.token });
    setSessionCookie(reply, config, token);
    return action('Sessão renovada', session);
  });

  app.get('/users/current-user', async (request) => {
    const { user } = await requireUser(db, request);
    const { expires_at: _exp, ...rest } = await sessionPayload(db, user, '');
    return action('', rest);
  });

  app.post('/update-client', async (request) => {
    const { user, tokenId } = await requireUser(db, request);
    const input = validate(updateClientSchema, request.body);
    await updateProfile(db, user.id, { ...input, password: input.password || null }, tokenId);
    const fresh = await findSessionUser(db, user.id);
    if (!fresh) throw new HttpError(404, 'Usuário não encontrado.');
    const { expires_at: _exp, ...rest } = await sessionPayload(db, fresh, '');
    return action('Atualizado com sucesso!', rest);
  });
}
