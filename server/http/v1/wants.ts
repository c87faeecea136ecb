import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CARD_CONDITION_CODES } from '../../../shared/constants/conditions.ts';
import { LANGUAGE_CODES } from '../../../shared/constants/languages.ts';
import { cartFor } from '../../domain/cart/cart-view.ts';
import { commerceFor } from '../../domain/payments/commerce.ts';
import { setAlertMailer } from '../../domain/wants/alerts.ts';
import { addEntries, addLine, type LineFields, listFromCart, updateLine } from '../../domain/wants/entry.ts';
import { exportCsv, exportText } from '../../domain/wants/export.ts';
import {
  createList,
  deleteLine,
  deleteList,
  listsOf,
  listWithLines,
  presentList,
  updateList,
} from '../../domain/wants/lists.ts';
import type { Mode } from '../../domain/wants/model.ts';
import {
  optimizeList,
  presentOptimization,
  rememberPlan,
  replaceCartWithList,
} from '../../domain/wants/optimize.ts';
import type { AppServices } from '../context.ts';
import { requireUser } from '../support/auth.ts';
import { action } from '../support/errors.ts';
import { field, flag, pathId, quantityField, reaisField, validate } from '../support/validation.ts';

/** Want lists, mass entry, the cart optimizer (docs/optimizer.md). Every call needs a session. */

const CONDITIONS = CARD_CONDITION_CODES;
const LANGUAGES = LANGUAGE_CODES;
const EXTRAS = ['foil', 'promo', 'signed', 'altered', 'misprint', 'prerelease', 'full_art'] as const;
/** The pasted text's size cap (10,000 lines of a deck fit; the line count is refused in the domain). */
const MAX_TEXT = 1_000_000;

const listSchema = z.object({
  name: field.text('nome', 80),
  alerts: flag().optional(),
});

const listPatchSchema = z.object({
  name: field.text('nome', 80).optional(),
  alerts: flag().optional(),
});

const lineFields = {
  quantity: quantityField(1).optional(),
  product_id: field.id('produto').optional(),
  any_edition: flag().optional(),
  min_condition: z
    .enum(CONDITIONS, { error: 'Condição inválida: use M, NM, SP, MP, HP ou D.' })
    .nullable()
    .optional(),
  languages: z
    .array(z.enum(LANGUAGES, { error: 'Idioma inválido.' }), { error: 'Informe os idiomas como uma lista.' })
    .max(LANGUAGES.length)
    .optional(),
  extras: z
    .array(z.enum(EXTRAS, { error: 'Extra inválido.' }), { error: 'Informe os extras como uma lista.' })
    .max(EXTRAS.length)
    .optional(),
  max_price: reaisField('preço máximo', 1_000_000).nullable().optional(),
};

const lineSchema = z.object(lineFields);
const newLineSchema = z.object({
  ...lineFields,
  product_id: field.id('produto'),
  quantity: quantityField(1).default(1),
});

const entriesSchema = z.object({
  text: z
    .string({ error: 'Cole a lista de cartas.' })
    .max(MAX_TEXT, 'A lista é grande demais: envie no máximo 1.000 linhas de cada vez.'),
});

const optimizeSchema = z
  .object({
    cep: z.string({ error: 'O CEP deve ser um texto.' }).trim().optional().nullable(),
    mode: z
      .enum(['cheapest', 'fewest', 'max_stores'], {
        error: 'Modo inválido: use cheapest, fewest ou max_stores.',
      })
      .default('cheapest'),
    max_stores: z.preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z
        .number({ error: 'O número máximo de lojas deve ser um número.' })
        .int('O número máximo de lojas deve ser um número inteiro.')
        .min(1, 'Escolha pelo menos 1 loja.')
        .max(50, 'Escolha no máximo 50 lojas.')
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'max_stores' && v.max_stores === undefined) {
      ctx.addIssue({ code: 'custom', path: ['max_stores'], message: 'Informe o número máximo de lojas.' });
    }
  });

function lineInput(body: z.output<typeof lineSchema>): LineFields {
  return {
    quantity: body.quantity,
    productId: body.product_id,
    anyEdition: body.any_edition,
    minCondition: body.min_condition,
    languages: body.languages,
    extras: body.extras,
    maxPrice:
      body.max_price === undefined || body.max_price === null
        ? body.max_price
        : Math.round(body.max_price * 100),
  };
}

function modeOf(body: z.output<typeof optimizeSchema>): Mode {
  if (body.mode === 'max_stores') return { kind: 'max_stores', stores: body.max_stores ?? 1 };
  return { kind: body.mode };
}

export async function wantRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, dialect } = services;
  const { clock } = commerceFor(services);
  setAlertMailer(db, services.mailer);
  const listId = (params: unknown) => pathId((params as { id: string }).id, 'Lista não encontrada.');
  const lineId = (params: unknown) => pathId((params as { id: string }).id, 'Linha não encontrada.');

  app.get('/wants', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await listsOf(db, user.id));
  });

  app.post('/wants', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const body = validate(listSchema, request.body);
    const list = await createList(db, user.id, body);
    reply.code(201);
    return action('Lista criada.', presentList(list));
  });

  app.post('/wants/from-cart', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const id = await listFromCart(db, user.id, 'Meu carrinho');
    reply.code(201);
    return action('Lista criada com as cartas do carrinho.', await listWithLines(db, user.id, id));
  });

  app.get('/wants/:id', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await listWithLines(db, user.id, listId(request.params)));
  });

  app.put('/wants/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const body = validate(listPatchSchema, request.body);
    return action(
      'Lista atualizada.',
      presentList(await updateList(db, user.id, listId(request.params), body)),
    );
  });

  app.delete('/wants/:id', async (request) => {
    const { user } = await requireUser(db, request);
    await deleteList(db, user.id, listId(request.params));
    return action('Lista excluída.', null);
  });

  app.post('/wants/:id/entries', async (request) => {
    const { user } = await requireUser(db, request);
    const { text } = validate(entriesSchema, request.body);
    const added = await addEntries({ db, dialect }, user.id, listId(request.params), text);
    const message =
      added.unresolved === 0
        ? `${added.added} ${added.added === 1 ? 'carta adicionada' : 'cartas adicionadas'}.`
        : `${added.added} linhas adicionadas; ${added.unresolved} precisam que você escolha a carta.`;
    return action(message, added);
  });

  app.post('/wants/:id/lines', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const body = validate(newLineSchema, request.body);
    const line = await addLine(db, user.id, listId(request.params), {
      ...lineInput(body),
      productId: body.product_id,
      quantity: body.quantity,
    });
    reply.code(201);
    return action('Adicionado à lista.', line);
  });

  app.put('/wants/lines/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const body = validate(lineSchema, request.body);
    return action(
      'Linha atualizada.',
      await updateLine(db, user.id, lineId(request.params), lineInput(body)),
    );
  });

  app.delete('/wants/lines/:id', async (request) => {
    const { user } = await requireUser(db, request);
    await deleteLine(db, user.id, lineId(request.params));
    return action('Linha excluída.', null);
  });

  app.get('/wants/:id/export', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const { format } = validate(
      z.object({
        format: z.enum(['text', 'csv'], { error: 'Formato inválido: use text ou csv.' }).default('text'),
      }),
      request.query,
    );
    const id = listId(request.params);
    if (format === 'csv') {
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="lista-${id}.csv"`);
      return exportCsv(db, user.id, id);
    }
    reply.header('content-type', 'text/plain; charset=utf-8');
    return exportText(db, user.id, id);
  });

  app.post('/wants/:id/optimize', async (request, reply) => {
    // When the request began: a large solve ends by a fixed time after it (optimize.ts).
    const requestStarted = performance.now() - reply.elapsedTime;
    const { user } = await requireUser(db, request);
    const body = validate(optimizeSchema, request.body ?? {});
    const id = listId(request.params);
    const opt = await optimizeList(db, user.id, id, {
      cep: body.cep,
      mode: modeOf(body),
      clock,
      requestStarted,
    });
    await rememberPlan(db, user.id, id, opt);
    return action('', await presentOptimization(db, user.id, id, opt, clock));
  });

  app.post('/wants/:id/cart', async (request, reply) => {
    const requestStarted = performance.now() - reply.elapsedTime;
    const { user } = await requireUser(db, request);
    const body = validate(optimizeSchema, request.body ?? {});
    const id = listId(request.params);
    const opt = await replaceCartWithList(db, user.id, id, {
      cep: body.cep,
      mode: modeOf(body),
      clock,
      requestStarted,
    });
    const optimization = await presentOptimization(db, user.id, id, opt, clock);
    return action('Carrinho substituído pelo carrinho otimizado.', {
      optimization,
      cart: await cartFor(services, user.id),
    });
  });
}
