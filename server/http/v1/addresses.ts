import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../db/index.ts';
import {
  createAddress,
  defaultAddress,
  deleteAddress,
  listAddresses,
  presentAddress,
  sessionAddress,
  setDefaultAddress,
  updateAddress,
} from '../../domain/addresses/addresses.ts';
import { rethrowAsField } from '../../domain/cart/cart.ts';
import { citiesOfState, listStates } from '../../drivers/postal/index.ts';
import { normalizeCep } from '../../drivers/shared/cep.ts';
import { ufFromCep } from '../../drivers/shared/cep-ranges.ts';
import { isUfCode } from '../../drivers/shared/ufs.ts';
import type { AppServices } from '../context.ts';
import { requireUser } from '../support/auth.ts';
import { action } from '../support/errors.ts';
import { field, validate } from '../support/validation.ts';
import { flag, pathId, postWithSlash } from './cart.ts';

const addressSchema = z
  .object({
    recipient: field.optionalText('destinatário', 160),
    label: field.optionalText('apelido', 60),
    postcode: z
      .string({ error: 'O campo CEP é obrigatório.' })
      .transform((v) => normalizeCep(v) ?? '')
      .refine((v) => v !== '', 'CEP inválido: informe os 8 dígitos no formato 00000-000.'),
    address: field.text('endereço', 200),
    number: field.text('número', 20),
    complement: field.optionalText('complemento', 120),
    district: field.text('bairro', 120),
    city: field.text('cidade', 120),
    state: z
      .string({ error: 'O campo estado é obrigatório.' })
      .trim()
      .toUpperCase()
      .refine(isUfCode, 'Informe a UF do estado (ex.: SP).'),
    default: flag().optional(),
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

const present = (row: Parameters<typeof presentAddress>[0] | null) => ({
  address: row ? presentAddress(row) : null,
  session: row ? sessionAddress(row) : null,
});

/** The user's addresses as GET /address lists them (the default first); the /address page's prop. */
export const addressesOf = async (db: DB, userId: number) =>
  (await listAddresses(db, userId)).map(presentAddress);

/** Address calls of spec section 7 ("Addresses"); states and cities are public reference lists. */
export async function addressRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;

  app.get('/address', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await addressesOf(db, user.id));
  });

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = await requireUser(db, request);
    const input = validate(addressSchema, request.body);
    const row = await createAddress(db, user.id, input);
    reply.code(201);
    return action('Salvo com sucesso', presentAddress(row));
  };
  app.post('/address', create);
  app.post('/address/add_address', create);

  postWithSlash(app, '/update-address', async (request) => {
    const { user } = await requireUser(db, request);
    const { id } = validate(z.object({ id: field.id('endereço') }), request.body);
    const input = validate(addressSchema, request.body);
    const row = await updateAddress(db, user.id, id, input).catch(rethrowAsField('id'));
    return action('Atualizado com sucesso!', presentAddress(row));
  });

  app.delete<{ Params: { id: string } }>('/address/:id', async (request) => {
    const { user } = await requireUser(db, request);
    await deleteAddress(db, user.id, pathId(request.params.id, 'Endereço não encontrado.'));
    return action('Excluído com sucesso', null);
  });

  app.get('/address-default', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', present(await defaultAddress(db, user.id)));
  });

  app.post('/address-default', async (request) => {
    const { user } = await requireUser(db, request);
    const { id } = validate(z.object({ id: field.id('endereço') }), request.body);
    const row = await setDefaultAddress(db, user.id, id).catch(rethrowAsField('id'));
    return action('Salvo com sucesso', present(row));
  });

  app.get('/states', async () => action('', listStates()));

  // An unknown UF is bad input (422), like the UF of an address: the list of states is fixed.
  app.get<{ Params: { state: string } }>('/cities/state/:state', async (request) => {
    const { state } = validate(
      z.object({
        state: z
          .string()
          .trim()
          .toUpperCase()
          .refine(isUfCode, 'Estado desconhecido: informe a sigla da UF (ex.: SP).'),
      }),
      request.params,
    );
    return action('', citiesOfState(state) ?? []);
  });
}
