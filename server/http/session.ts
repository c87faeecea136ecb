import { isValidCpf, isValidPhone } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkCredentials,
  createAccount,
  refuseToken,
  sendValidationToken,
  validateToken,
} from '../domain/auth/accounts.ts';
import { findSessionUser, sessionPayload } from '../domain/auth/session.ts';
import {
  clearAttempts,
  loginThrottleKey,
  recordFailedAttempt,
  secondsUntilAllowed,
} from '../domain/auth/throttle.ts';
import { issueAccessToken } from '../domain/auth/tokens.ts';
import type { AppServices } from './context.ts';
import { action, HttpError } from './support/errors.ts';
import { mailOrigin } from './support/origin.ts';
import { setSessionCookie } from './support/sessionCookie.ts';
import { field, validate } from './support/validation.ts';

export const phoneField = () =>
  z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isValidPhone(v), 'Informe um telefone válido com DDD.')
    .optional()
    .nullable();

export const cpfField = () =>
  z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === '' || isValidCpf(v), 'Informe um CPF válido.')
    .transform((v) => v.replace(/\D/g, ''))
    .optional()
    .nullable();

const loginSchema = z.object({
  email: field.email(),
  password: z.string({ error: 'O campo senha é obrigatório.' }).min(1, 'O campo senha é obrigatório.'),
});

const registerSchema = z.object({
  user: z
    .object(
      {
        name: field.text('nome', 120),
        last_name: field.text('sobrenome', 120),
        email: field.email(),
        password: field.password(),
        password_confirmation: z.string({ error: 'Confirme a senha.' }),
        phone: phoneField(),
        document: cpfField(),
      },
      { error: 'Informe os dados do cadastro.' },
    )
    .refine((u) => u.password === u.password_confirmation, {
      message: 'A confirmação da senha não confere.',
      path: ['password_confirmation'],
    }),
});

const tokenSchema = z.object({
  token: z.string({ error: 'Informe o token.' }).trim().min(1, 'Informe o token.').max(200),
});

async function loadUser(app: AppServices, id: number) {
  const user = await findSessionUser(app.db, id);
  if (!user) throw new Error(`user ${id} not found`);
  return user;
}

/** POST /login, /register, /token, /validate-token, /unable: the web-side session calls of spec section 7. */
export async function sessionRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config } = services;

  app.post('/login', async (request, reply) => {
    const { email, password } = validate(loginSchema, request.body);
    const key = loginThrottleKey(email, request.ip);
    const wait = await secondsUntilAllowed(db, key);
    if (wait > 0) {
      throw new HttpError(
        429,
        `Muitas tentativas de login. Tente novamente em ${wait} segundos.`,
        {},
        { 'Retry-After': String(wait) },
      );
    }
    const userId = await checkCredentials(db, email, password);
    if (!userId) {
      await recordFailedAttempt(db, key);
      throw new HttpError(422, 'Acesso negado', { errors: { email: ['Acesso negado'] } });
    }
    await clearAttempts(db, key);
    const token = await issueAccessToken(db, userId, config.tokenTtlSeconds);
    setSessionCookie(reply, config, token);
    return action(
      'Login realizado com sucesso',
      await sessionPayload(db, await loadUser(services, userId), token),
    );
  });

  app.post('/register', async (request, reply) => {
    const { user } = validate(registerSchema, request.body);
    const userId = await createAccount(db, user);
    const token = await issueAccessToken(db, userId, config.tokenTtlSeconds);
    await sendValidationToken(db, services.mailer, user.email, mailOrigin(config.appUrl));
    setSessionCookie(reply, config, token);
    reply.code(201);
    return action(
      'Cadastrado com sucesso',
      await sessionPayload(db, await loadUser(services, userId), token),
    );
  });

  app.post('/token', async (request) => {
    const { email } = validate(z.object({ email: field.email() }), request.body);
    await sendValidationToken(db, services.mailer, email, mailOrigin(config.appUrl));
    return action('Enviado com sucesso.', null);
  });

  app.post('/validate-token', async (request) => {
    const { token } = validate(tokenSchema, request.body);
    const result = await validateToken(db, token);
    return action('E-mail confirmado com sucesso.', result);
  });

  app.post('/unable', async (request) => {
    const { token } = validate(tokenSchema, request.body);
    await refuseToken(db, token);
    return action('Solicitação cancelada. Nenhuma alteração foi feita na sua conta.', null);
  });
}
