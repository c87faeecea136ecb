import { isValidCpf, isValidPhone } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  checkCredentials,
  createAccount,
  refuseToken,
  sendValidationToken,
  validateToken,
} from '../domain/auth/accounts.ts';
import { LOGIN_CODE_TTL_SECONDS, redeemLoginCode, sendLoginLink } from '../domain/auth/loginCodes.ts';
import { findSessionUser, sessionPayload } from '../domain/auth/session.ts';
import { clear, LOGIN_RULE, loginKey, spend, spendMail, waitText } from '../domain/auth/throttle.ts';
import { issueAccessToken, randomToken } from '../domain/auth/tokens.ts';
import type { AppServices } from './context.ts';
import { action, HttpError, ValidationError } from './support/errors.ts';
import { mailOrigin } from './support/origin.ts';
import {
  clearLoginBrowserCookie,
  loginBrowserNonce,
  setLoginBrowserCookie,
  setSessionCookie,
} from './support/sessionCookie.ts';
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

/**
 * POST /login, /register, /token, /validate-token, /unable: the web-side session calls of spec
 * section 7; POST /login-link and /login-link/redeem: the `/auth/login?token=` variant. The session
 * token goes only into the HttpOnly session cookie, never into a JSON body (docs/security.md,
 * "Sessions and throttles").
 */
export async function sessionRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config } = services;

  /** Signs the browser in: a new token in the session cookie; the body is the session without it. */
  const signIn = async (reply: FastifyReply, userId: number) => {
    const token = await issueAccessToken(db, userId, config.tokenTtlSeconds);
    setSessionCookie(reply, config, token);
    return sessionPayload(db, await loadUser(services, userId), token.expiresAt);
  };

  app.post('/login', async (request, reply) => {
    const { email, password } = validate(loginSchema, request.body);
    // Spent before the password is checked, in one statement: of 30 parallel tries, 5 are checked.
    const key = loginKey(email, request.ip);
    await spend(db, key, LOGIN_RULE, (s) => `Muitas tentativas de login. Tente novamente em ${waitText(s)}.`);
    const userId = await checkCredentials(db, email, password);
    if (!userId) throw new HttpError(422, 'Acesso negado', { errors: { email: ['Acesso negado'] } });
    await clear(db, key);
    return action('Login realizado com sucesso', await signIn(reply, userId));
  });

  app.post('/register', async (request, reply) => {
    const { user } = validate(registerSchema, request.body);
    const userId = await createAccount(db, user);
    const session = await signIn(reply, userId);
    await sendValidationToken(db, services.mailer, user.email, mailOrigin(config.appUrl));
    reply.code(201);
    return action('Cadastrado com sucesso', session);
  });

  app.post('/token', async (request) => {
    const { email } = validate(z.object({ email: field.email() }), request.body);
    await spendMail(db, email, request.ip);
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

  // The login link: asked for by this browser, which keeps the nonce the code is bound to.
  app.post('/login-link', async (request, reply) => {
    const { email } = validate(z.object({ email: field.email() }), request.body);
    await spendMail(db, email, request.ip);
    const nonce = loginBrowserNonce(request) ?? randomToken(32);
    setLoginBrowserCookie(reply, config, nonce, LOGIN_CODE_TTL_SECONDS);
    await sendLoginLink(db, services.mailer, email, nonce, mailOrigin(config.appUrl));
    return action(
      'Se houver uma conta com este e-mail, enviamos um link de acesso. Abra-o neste navegador.',
      null,
    );
  });

  app.post('/login-link/redeem', async (request, reply) => {
    const { token } = validate(tokenSchema, request.body);
    const userId = await redeemLoginCode(db, token, loginBrowserNonce(request));
    if (!userId) throw new ValidationError(INVALID_LOGIN_LINK);
    clearLoginBrowserCookie(reply, config);
    return action('Login realizado com sucesso', await signIn(reply, userId));
  });
}

const INVALID_LOGIN_LINK = {
  token: [
    'Este link de acesso é inválido, já foi usado, expirou ou foi pedido em outro navegador. Peça um novo link.',
  ],
};
