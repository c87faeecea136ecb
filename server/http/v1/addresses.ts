import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addressesOf, assertInBook, bookDefault, bookRows } from '../../domain/addresses/address-book.ts';
import {
  createAddress,
  deleteAddress,
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

import { field, flag, pathId, postWithSlash, validate } from '../support/validation.ts';

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
    // The first address of the book is its default, whatever company or store addresses the user has.
    const first = (await bookRows(db, user.id)).length === 0;
    const row = await createAddress(db, user.id, first ? { ...input, default: true } : input);
    reply.code(201);
    return action('Salvo com sucesso', presentAddress(row));
  };
  app.post('/address', create);
  app.post('/address/add_address', create);

  postWithSlash(app, '/update-address', async (request) => {
    const { user } = await requireUser(db, request);
    const { id } = validate(z.object({ id: field.id('endereço') }), request.body);
    const input = validate(addressSchema, request.body);
    await assertInBook(db, user.id, id);
    const row = await updateAddress(db, user.id, id, input).catch(rethrowAsField('id'));
    return action('Atualizado com sucesso!', presentAddress(row));
  });

  app.delete<{ Params: { id: string } }>('/address/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const id = pathId(request.params.id, 'Endereço não encontrado.');
    await assertInBook(db, user.id, id);
    await deleteAddress(db, user.id, id);
    return action('Excluído com sucesso', null);
  });

  app.get('/address-default', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', present(await bookDefault(db, user.id)));
  });

  app.post('/address-default', async (request) => {
    const { user } = await requireUser(db, request);
    const { id } = validate(z.object({ id: field.id('endereço') }), request.body);
    await assertInBook(db, user.id, id);
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
