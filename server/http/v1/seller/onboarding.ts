import { isValidCnpj, isValidCpf, isValidPhone } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Broadcast } from '../../../domain/broadcasts.ts';
import {
  bookAddresses,
  companyAddresses,
  companyOf,
  createCompany,
  setStoreOrigin,
  storeOrigin,
  updateCompany,
} from '../../../domain/stores/company.ts';
import { activateStore, blockStore, openStore, storesOf } from '../../../domain/stores/onboarding.ts';
import { normalizeCep } from '../../../drivers/shared/cep.ts';
import { ufFromCep } from '../../../drivers/shared/cep-ranges.ts';
import { isUfCode } from '../../../drivers/shared/ufs.ts';
import type { AppServices } from '../../context.ts';
import { requireAdmin, requireUser } from '../../support/auth.ts';
import { action } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { field, pathId, validate } from '../../support/validation.ts';

const digits = (v: string) => v.replace(/\D/g, '');

const ufField = () =>
  z
    .string({ error: 'O campo estado é obrigatório.' })
    .trim()
    .toUpperCase()
    .refine(isUfCode, 'Informe a UF do estado (ex.: SP).');

/** CPF (11 digits) or CNPJ (14), punctuation allowed, check digits verified. */
const documentField = z
  .string({ error: 'Informe o CPF ou o CNPJ.' })
  .transform(digits)
  .superRefine((v, ctx) => {
    if (v.length === 11 && isValidCpf(v)) return;
    if (v.length === 14 && isValidCnpj(v)) return;
    const message =
      v.length === 11
        ? 'CPF inválido: confira os dígitos.'
        : v.length === 14
          ? 'CNPJ inválido: confira os dígitos.'
          : 'Informe um CPF (11 dígitos) ou um CNPJ (14 dígitos).';
    ctx.addIssue({ code: 'custom', message });
  });

const cnpjField = z
  .string({ error: 'O campo CNPJ é obrigatório.' })
  .transform(digits)
  .refine((v) => v.length === 14, 'O CNPJ deve ter 14 dígitos.')
  .refine((v) => v.length !== 14 || isValidCnpj(v), 'CNPJ inválido: confira os dígitos.');

export const openStoreSchema = z.object({
  name: field.text('nome da loja', 120),
  slug: field.optionalText('endereço da loja', 120),
  uf: ufField(),
  city: field.text('cidade', 120),
  document: documentField,
});

const companyAddressSchema = z
  .object({
    postcode: z
      .string({ error: 'O campo CEP é obrigatório.' })
      .transform((v) => normalizeCep(v) ?? '')
      .refine((v) => v !== '', 'CEP inválido: informe os 8 dígitos no formato 00000-000.'),
    address: field.text('endereço', 200),
    number: field.text('número', 20),
    complement: field.optionalText('complemento', 120),
    district: field.text('bairro', 120),
    city: field.text('cidade', 120),
    state: ufField(),
  })
  .superRefine((a, ctx) => {
    if (!a.postcode || !isUfCode(a.state)) return;
    const uf = ufFromCep(a.postcode);
    if (!uf) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'CEP não encontrado.' });
    else if (uf !== a.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: `O CEP informado pertence a ${uf}, não a ${a.state}.`,
      });
    }
  });

export const companySchema = z.object({
  cnpj: cnpjField,
  legal_name: field.text('razão social', 160),
  trade_name: field.optionalText('nome fantasia', 160),
  state_registration: z
    .string({ error: 'O campo inscrição estadual deve ser um texto.' })
    .trim()
    .max(20, 'A inscrição estadual deve ter no máximo 20 caracteres.')
    .refine(
      (v) => v === '' || /^(isento|[\d.\-/]+)$/i.test(v),
      'Inscrição estadual inválida: use números ou "ISENTO".',
    )
    .optional()
    .nullable(),
  email: field.email(),
  phone: z
    .string({ error: 'O campo telefone é obrigatório.' })
    .transform(digits)
    .refine((v) => isValidPhone(v), 'Telefone inválido: informe DDD e número.'),
  address: companyAddressSchema,
});

const storeIdSchema = z.object({ store_id: field.id('loja') });

/** The realtime service as domain code sends through it (never awaited, never failing the request). */
const broadcastWith =
  (services: AppServices): Broadcast =>
  (channels, event, payload) => {
    services.broadcaster.broadcast(channels, event, payload).catch(() => {});
  };

/** Seller calls: the seller's company, opening a store, the seller's stores, force-activate. */
export async function onboardingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const broadcast = broadcastWith(services);

  // ------------------------------------------------------------ stores

  app.post('/store/add_store', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(openStoreSchema, request.body);
    const store = await openStore(db, user.id, {
      ...input,
      slug: input.slug ?? undefined,
      document_type: input.document.length === 11 ? 'cpf' : 'cnpj',
    });
    reply.code(201);
    return action('Loja criada com sucesso!', store);
  });

  app.get('/my-stores', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await storesOf(db, user.id));
  });

  app.post('/store/force-activate', async (request) => {
    await requireAdmin(db, request);
    const { store_id } = validate(storeIdSchema, request.body);
    return action('Loja ativada com sucesso!', await activateStore(db, broadcast, store_id));
  });

  app.post('/store/block', async (request) => {
    await requireAdmin(db, request);
    const { store_id, reason } = validate(
      storeIdSchema.extend({ reason: field.text('motivo', 255) }),
      request.body,
    );
    return action('Loja bloqueada.', await blockStore(db, broadcast, store_id, reason));
  });

  // ------------------------------------------------------------ company

  app.get('/company', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await companyOf(db, user.id));
  });

  app.post('/company/add_companies', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(companySchema, request.body);
    const company = await createCompany(db, user.id, input);
    reply.code(201);
    return action('Cadastrada com sucesso', company);
  });

  app.post('/company/update_company', async (request) => {
    const { user } = await requireUser(db, request);
    const input = validate(companySchema, request.body);
    return action('Atualizado com sucesso!', await updateCompany(db, user.id, input));
  });

  // ------------------------------------------------------------ company and store addresses

  app.get<{ Params: { id: string } }>('/address-company/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const id = pathId(request.params.id, 'Empresa não encontrada.');
    return action('', await companyAddresses(db, user, id));
  });

  app.get('/address-store-null', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await bookAddresses(db, user.id));
  });

  app.get<{ Params: { id: string } }>('/address-default-store/:id', async (request) => {
    const { store } = await requireStoreAccess(
      db,
      request,
      pathId(request.params.id, 'Loja não encontrada.'),
    );
    return action('', await storeOrigin(db, store.id));
  });

  app.post<{ Params: { id: string } }>('/address-default-store/:id', async (request) => {
    const { auth, store } = await requireStoreAccess(
      db,
      request,
      pathId(request.params.id, 'Loja não encontrada.'),
    );
    const { address_id } = validate(z.object({ address_id: field.id('endereço') }), request.body);
    return action('Salvo com sucesso', await setStoreOrigin(db, store, auth.user.id, address_id));
  });
}
