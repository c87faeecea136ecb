import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  STATEMENT_KINDS,
  type StatementAccount,
  type StatementFilters,
  type StatementKind,
} from '../../../../resources/js/types/pages/sellerWallet.ts';
import { toCents, toReais } from '../../../domain/cart/money.ts';
import { walletBalance } from '../../../domain/ledger/post.ts';
import {
  requestPayout,
  settleDuePayouts,
  settlePayout,
  storePayouts,
} from '../../../domain/money/payouts.ts';
import { statementCsv, storeStatement } from '../../../domain/money/statement.ts';
import { storeWalletSummary } from '../../../domain/money/wallet.ts';
import {
  PUBLIC_CODES,
  paramDefinition,
  readParam,
  readParams,
  writeParam,
} from '../../../domain/money/wallet-config.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import { payoutDriver } from '../../../drivers/payouts/index.ts';
import type { AppServices } from '../../context.ts';
import { authenticate, requireAdmin, requireUser } from '../../support/auth.ts';
import { action, forbidden, HttpError, ValidationError } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { idField, numeric, pageSchema, pathId, validate } from '../../support/validation.ts';

/** Seller calls of the store's money (docs/payouts-and-plans.md, "Wallet and cash-outs"). */

export const PAYOUTS_PER_PAGE = 10;
export const STATEMENT_PER_PAGE = 20;

const dayField = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: `O campo ${label} deve ser uma data.` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `O campo ${label} deve estar no formato AAAA-MM-DD.`)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), `O campo ${label} é uma data inválida.`)
      .optional(),
  );

const storeQuery = z.object({ store_id: idField('loja') });

/** Reais as typed: a number, or a string with a decimal point or comma; > 0 and at most 2 decimals. */
export const amountField = numeric(
  z
    .number({ error: 'O campo valor deve ser um número.' })
    .refine(Number.isFinite, 'O campo valor deve ser um número.')
    .refine((v) => v > 0, 'Informe um valor maior que zero.')
    .refine((v) => v <= 1_000_000, 'O valor é grande demais.')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'Informe o valor com no máximo 2 casas decimais.',
    ),
);

const cashOutSchema = z.object({
  store_id: idField('loja'),
  amount: amountField,
  bank_account_id: idField('conta bancária'),
  date: z
    .string({ error: 'Informe a data do saque.' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data do saque no formato AAAA-MM-DD.'),
});

export const payoutListSchema = z.object({
  store_id: idField('loja'),
  page: pageSchema(50, PAYOUTS_PER_PAGE).shape.page,
});

export const statementSchema = z
  .object({
    store_id: idField('loja'),
    from: dayField('de'),
    to: dayField('até'),
    kind: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .enum(STATEMENT_KINDS as [StatementKind, ...StatementKind[]], {
          error: 'Tipo de lançamento inválido.',
        })
        .optional(),
    ),
    account: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['wallet', 'receivable'], { error: 'Conta inválida: use wallet ou receivable.' }).optional(),
    ),
    page: pageSchema(100, STATEMENT_PER_PAGE).shape.page,
    per_page: pageSchema(100, STATEMENT_PER_PAGE).shape.per_page,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'A data final deve ser igual ou posterior à inicial.',
  });

export const statementFilters = (q: z.infer<typeof statementSchema>): StatementFilters => ({
  from: q.from ?? null,
  to: q.to ?? null,
  kind: (q.kind as StatementKind | undefined) ?? null,
  account: (q.account as StatementAccount | undefined) ?? null,
});

const codesSchema = z.object({
  codes: z
    .array(z.string({ error: 'Cada código deve ser um texto.' }).trim().min(1, 'Código vazio.'), {
      error: 'Informe a lista de códigos.',
    })
    .min(1, 'Informe ao menos um código.')
    .max(50, 'No máximo 50 códigos.'),
});

const customSchema = z.object({
  code: z.string({ error: 'Informe o código do parâmetro.' }).trim().min(1, 'Informe o código do parâmetro.'),
  value: z.union([z.number(), z.string()], { error: 'Informe o valor.' }),
});

export async function walletRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  app.get('/store-wallet', async (request) => {
    await requireUser(db, request);
    const { store_id } = validate(storeQuery, request.query);
    const { store } = await requireStoreAccess(db, request, store_id);
    return action('', await storeWalletSummary(db, store.id, commerce.clock.now()));
  });

  /** The cash-out (the spec names no call for it). */
  app.post('/store-wallet/cash-out', async (request, reply) => {
    const auth = await requireUser(db, request);
    const input = validate(cashOutSchema, request.body);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const payout = await requestPayout(
      { db, now: commerce.clock.now(), driverName: payoutDriver().name },
      {
        storeId: store.id,
        userId: auth.user.id,
        amountCents: toCents(input.amount),
        bankAccountId: input.bank_account_id,
        date: input.date,
      },
    );
    reply.code(201);
    return action('Saque solicitado.', payout);
  });

  app.get('/store-wallet/payouts', async (request) => {
    await requireUser(db, request);
    const input = validate(payoutListSchema, request.query);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const list = await storePayouts(db, store.id, input.page, PAYOUTS_PER_PAGE);
    return { error: false, message: '', ...list };
  });

  app.get('/store-wallet/statement', async (request) => {
    await requireUser(db, request);
    const input = validate(statementSchema, request.query);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const page = await storeStatement(db, store.id, {
      ...statementFilters(input),
      page: input.page,
      perPage: input.per_page,
    });
    return { error: false, message: '', ...page };
  });

  app.get('/store-wallet/statement.csv', async (request, reply) => {
    await requireUser(db, request);
    const input = validate(statementSchema, request.query);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const filters = statementFilters(input);
    const csv = await statementCsv(db, store.id, filters);
    const period = [filters.from, filters.to].filter(Boolean).join('_a_');
    const fileName = `extrato-loja-${store.id}${period ? `-${period}` : ''}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  /** A user's own buyer-wallet credit (self only; an admin may read anyone's). */
  app.get('/wallet-client/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const id = pathId((request.params as { id: string }).id, 'Usuário não encontrado.');
    if (id !== user.id && user.role !== 'admin') throw forbidden('Você só pode ver o seu próprio saldo.');
    return action('', { user_id: id, balance: toReais(await walletBalance(db, id)) });
  });

  // ---------------------------------------------------------------- parametrization (spec section 3)

  app.get('/parametrization/:code', async (request) => {
    const { code } = request.params as { code: string };
    const auth = await authenticate(db, request);
    const def = paramDefinition(code);
    if (!def || (!def.public && auth?.user.role !== 'admin'))
      throw new HttpError(404, 'Parâmetro não encontrado.');
    return action('', await readParam(db, code, { admin: true }));
  });

  app.get('/system-config-params/:code', async (request) => {
    const { user } = await requireUser(db, request);
    const { code } = request.params as { code: string };
    return action('', await readParam(db, code, { admin: user.role === 'admin' }));
  });

  app.post('/system-config-param-values-by-code', async (request) => {
    const auth = await authenticate(db, request);
    const { codes } = validate(codesSchema, request.body);
    const unknown = codes.filter((c) => !paramDefinition(c));
    if (unknown.length)
      throw new ValidationError({ codes: [`Parâmetros desconhecidos: ${unknown.join(', ')}.`] });
    if (auth?.user.role !== 'admin' && codes.some((c) => !PUBLIC_CODES.includes(c)))
      throw forbidden('Este parâmetro é restrito à administração.');
    const params = await readParams(db, [...new Set(codes)]);
    return action('', { values: Object.fromEntries(params.map((p) => [p.code, p.value])), params });
  });

  app.post('/system-config-param-values-custom', async (request) => {
    await requireAdmin(db, request);
    const input = validate(customSchema, request.body);
    return action('Parâmetro atualizado.', await writeParam(db, input.code, input.value));
  });
}

/**
 * Sandbox only: POST /_sandbox/payouts/settle `{payout_id?}` settles now, as if their date had come,
 * every pending cash-out (or that one) of the sandbox payout driver; the demo and the e2e need not
 * wait for the job and the date.
 */
export async function payoutSandboxRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const commerce = commerceFor(services);
  app.post('/payouts/settle', async (request) => {
    const driver = payoutDriver();
    if (driver.name !== 'sandbox') throw new HttpError(409, 'Só o sandbox liquida saques sob demanda.');
    const { payout_id } = validate(z.object({ payout_id: idField('saque').optional() }), request.body ?? {});
    const deps = { db: services.db, driver, broadcast: commerce.broadcast, now: commerce.clock.now() };
    const settled = payout_id
      ? [await settlePayout(deps, payout_id)].filter((p) => p !== null)
      : await settleDuePayouts(deps, { until: '9999-12-31', limit: 500 });
    return action(`${settled.length} saque(s) liquidado(s) (sandbox).`, { settled });
  });
}
