import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  TICKET_ATTACHMENT,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
} from '../../../resources/js/types/pages/support.ts';
import { spendUpload } from '../../domain/auth/throttle.ts';
import { commerceFor } from '../../domain/payments/commerce.ts';
import {
  ATTACHMENT_CONTENT_TYPE,
  ATTACHMENT_TOO_LARGE,
  checkAttachment,
  readAttachment,
  storeAttachment,
  ticketFilesDir,
} from '../../domain/support/attachments.ts';
import { braModerationQueue, createBraFaq, moderateBraFaq, storeBraFaqs } from '../../domain/support/bra.ts';
import { faqEntries, groupFaq } from '../../domain/support/faq.ts';
import {
  answerQuestion,
  askQuestion,
  productQuestionsBlock,
  questionStoreId,
  storeQuestions,
} from '../../domain/support/questions.ts';
import { saveStaticText } from '../../domain/support/staticTexts.ts';
import { ticketMessageAttachment } from '../../domain/support/ticket-attachment.ts';
import {
  addTicketMessage,
  createTicket,
  listTickets,
  type StoredAttachment,
  setTicketOpen,
  showTicket,
  ticketCounts,
  ticketFor,
} from '../../domain/support/tickets.ts';
import type { AppServices } from '../context.ts';
import { requireAdmin, requireUser } from '../support/auth.ts';
import { domainAnswer, sendErrorAnswer } from '../support/domain-errors.ts';
import { action, forbidden, notFound, ValidationError } from '../support/errors.ts';
import { requireStoreAccess } from '../support/storeAccess.ts';

import { field, pageSchema, pathId, validate } from '../support/validation.ts';

/** Tickets, product questions and Bra Q&As: 10 a page unless asked otherwise. */
export const SUPPORT_PER_PAGE = 10;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .min(
      min,
      min <= 1
        ? `O campo ${label} é obrigatório.`
        : `O campo ${label} deve ter pelo menos ${min} caracteres.`,
    )
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`);

const attachmentSchema = z
  .object(
    {
      name: text('nome do anexo', 1, 200),
      data: z.string({ error: 'Envie o conteúdo do anexo.' }).min(1, 'Envie o conteúdo do anexo.'),
    },
    { error: 'Anexo inválido.' },
  )
  .nullish();

export const ticketCreateSchema = z.object({
  store_id: field.id('loja'),
  subject: text('assunto', 5, 160),
  category: z.enum(TICKET_CATEGORIES, { error: 'Escolha uma categoria válida.' }),
  message: text('mensagem', 10, 5000),
  attachment: attachmentSchema,
});

const ticketMessageSchema = z.object({
  message: text('mensagem', 2, 5000),
  attachment: attachmentSchema,
  waiting_store: z.boolean({ error: 'Informe verdadeiro ou falso.' }).optional(),
});

export const ticketListSchema = z.object({
  status: z
    .enum(['all', ...TICKET_STATUSES] as [string, ...string[]], { error: 'Situação inválida.' })
    .optional()
    .default('all'),
  scope: z.enum(['store', 'all'], { error: 'Escopo inválido.' }).optional().default('store'),
  page: pageSchema(50, SUPPORT_PER_PAGE).shape.page,
  per_page: pageSchema(50, SUPPORT_PER_PAGE).shape.per_page,
});

export const questionListSchema = z.object({
  status: z.enum(['all', 'pending', 'answered'], { error: 'Situação inválida.' }).optional().default('all'),
  page: pageSchema(50, SUPPORT_PER_PAGE).shape.page,
});

const braStatusSchema = z.object({
  status: z
    .enum(['analysis', 'approved', 'reproved'], { error: 'Situação inválida.' })
    .optional()
    .default('approved'),
  page: pageSchema(50, SUPPORT_PER_PAGE).shape.page,
});

const moderationSchema = z
  .object({
    status: z.enum(['approved', 'reproved'], { error: 'Escolha aprovar ou reprovar.' }),
    reason: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      text('motivo', 5, 500).nullish(),
    ),
  })
  .refine((v) => v.status === 'approved' || Boolean(v.reason), {
    path: ['reason'],
    message: 'Informe o motivo da reprovação.',
  });

const staticTextSchema = z.object({
  title: text('título', 3, 160),
  body: text('texto', 10, 20000),
});

const STATIC_CODE = /^[a-z0-9][a-z0-9-]{1,79}$/;

/** The attachment's body limit: base64 of the largest file plus room for the message. */
const ATTACHMENT_BODY_LIMIT = Math.ceil((TICKET_ATTACHMENT.maxBytes * 4) / 3) + 64 * 1024;

/** Support and content calls (docs/support-and-content.md). */
export async function supportContentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);
  const broadcast = commerce.broadcast;
  const ticketId = (value: string) => pathId(value, 'Chamado não encontrado.');
  const dir = ticketFilesDir(services.config.root);

  /** Checks and stores an attachment; null without one. Checked before anything is written. */
  const attachmentOf = async (userId: number, input: { name: string; data: string } | null | undefined) => {
    if (!input) return null;
    const file = checkAttachment(input);
    await spendUpload(db, userId, 'attachments', file.bytes.length);
    return {
      path: await storeAttachment(dir, file),
      name: file.name,
      type: file.type,
    } satisfies StoredAttachment;
  };

  // ------------------------------------------------------------ tickets (writes with attachments)
  await app.register(async (uploads) => {
    uploads.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendErrorAnswer(
          reply,
          domainAnswer(new ValidationError({ attachment: [ATTACHMENT_TOO_LARGE] })),
        );
      throw error;
    });
    // Who may write is decided before a large body is read.
    uploads.addHook('onRequest', async (request) => {
      await requireUser(db, request);
    });

    const create = async (request: FastifyRequest, reply: { code: (n: number) => unknown }) => {
      const input = validate(ticketCreateSchema, request.body);
      const { auth } = await requireStoreAccess(db, request, input.store_id);
      const attachment = await attachmentOf(auth.user.id, input.attachment);
      const ticket = await createTicket(db, broadcast, {
        storeId: input.store_id,
        userId: auth.user.id,
        subject: input.subject,
        category: input.category as (typeof TICKET_CATEGORIES)[number],
        body: input.message,
        attachment,
      });
      reply.code(201);
      return action('Chamado aberto. O suporte responderá em breve.', ticket);
    };
    uploads.post('/tickets', { bodyLimit: ATTACHMENT_BODY_LIMIT }, create);
    uploads.post('/tickets/', { bodyLimit: ATTACHMENT_BODY_LIMIT }, create);

    uploads.post<{ Params: { id: string } }>(
      '/tickets/:id/messages',
      { bodyLimit: ATTACHMENT_BODY_LIMIT },
      async (request, reply) => {
        const { user } = await requireUser(db, request);
        const id = ticketId(request.params.id);
        await ticketFor(db, user, id); // 404 / 403 before the input is looked at
        const input = validate(ticketMessageSchema, request.body);
        const attachment = await attachmentOf(user.id, input.attachment);
        const result = await addTicketMessage(db, broadcast, user, id, {
          body: input.message,
          attachment,
          waitingStore: input.waiting_store,
        });
        reply.code(201);
        return action('Mensagem enviada.', result);
      },
    );
  });

  app.post<{ Params: { id: string } }>('/all-tickets-store/:id', async (request) => {
    const { user } = await requireUser(db, request);
    const { store } = await requireStoreAccess(
      db,
      request,
      pathId(request.params.id, 'Loja não encontrada.'),
    );
    const input = validate(ticketListSchema, {
      ...(request.query as object),
      ...((request.body as object) ?? {}),
    });
    if (input.scope === 'all' && user.role !== 'admin')
      throw forbidden('Só a equipe do marketplace vê os chamados de todas as lojas.');
    const storeId = input.scope === 'all' ? null : store.id;
    const status = input.status as 'all';
    const [page, counts] = await Promise.all([
      listTickets(db, storeId, status, input.page, input.per_page),
      ticketCounts(db, storeId),
    ]);
    return { error: false, message: '', ...page, counts };
  });

  app.get<{ Params: { id: string } }>('/tickets/:id', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await showTicket(db, user, ticketId(request.params.id)));
  });

  for (const [verb, open] of [
    ['close', false],
    ['reopen', true],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/tickets/:id/${verb}`, async (request) => {
      const { user } = await requireUser(db, request);
      const { ticket, changed } = await setTicketOpen(db, broadcast, user, ticketId(request.params.id), open);
      const message = open
        ? changed
          ? 'Chamado reaberto.'
          : 'O chamado já estava aberto.'
        : changed
          ? 'Chamado encerrado.'
          : 'O chamado já estava encerrado.';
      return action(message, ticket);
    });
  }

  app.get<{ Params: { id: string; message: string } }>(
    '/tickets/:id/attachments/:message',
    async (request, reply) => {
      const { user } = await requireUser(db, request);
      const ticket = await ticketFor(db, user, ticketId(request.params.id));
      const row = await ticketMessageAttachment(
        db,
        ticket.id,
        pathId(request.params.message, 'Anexo não encontrado.'),
      );
      const name = row?.attachment_path;
      const bytes = name ? await readAttachment(dir, name) : null;
      if (!name || !bytes) throw notFound('Anexo não encontrado.');
      const ext = name.slice(name.lastIndexOf('.') + 1);
      const fileName = (row.attachment_name ?? `anexo.${ext}`).replace(/[^\w.\- ]/g, '_');
      return reply
        .header('content-type', ATTACHMENT_CONTENT_TYPE[ext] ?? 'application/octet-stream')
        .header('content-disposition', `${ext === 'pdf' ? 'attachment' : 'inline'}; filename="${fileName}"`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  // ------------------------------------------------------------ product questions
  app.post('/product-questions', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(
      z.object({
        product_id: field.id('produto'),
        store_id: field.id('loja'),
        question: text('pergunta', 10, 1000),
      }),
      request.body,
    );
    const question = await askQuestion(db, broadcast, {
      userId: user.id,
      productId: input.product_id,
      storeId: input.store_id,
      question: input.question,
    });
    reply.code(201);
    return action('Pergunta enviada. A loja será avisada.', question);
  });

  app.get<{ Params: { id: string } }>('/product-questions/:id', async (request) => {
    return action('', await productQuestionsBlock(db, pathId(request.params.id, 'Produto não encontrado.')));
  });

  app.post<{ Params: { id: string } }>('/product-questions/:id/answer', async (request) => {
    const { user } = await requireUser(db, request);
    const id = pathId(request.params.id, 'Pergunta não encontrada.');
    await requireStoreAccess(db, request, await questionStoreId(db, id));
    const input = validate(z.object({ answer: text('resposta', 2, 2000) }), request.body);
    return action(
      'Resposta publicada.',
      await answerQuestion(db, broadcast, { questionId: id, userId: user.id, answer: input.answer }),
    );
  });

  app.get<{ Params: { id: string } }>('/store-questions/:id', async (request) => {
    await requireUser(db, request);
    const { store } = await requireStoreAccess(
      db,
      request,
      pathId(request.params.id, 'Loja não encontrada.'),
    );
    const input = validate(questionListSchema, request.query);
    const { questions, counts } = await storeQuestions(
      db,
      store.id,
      input.status as 'all',
      input.page,
      SUPPORT_PER_PAGE,
    );
    return { error: false, message: '', ...questions, counts };
  });

  // ------------------------------------------------------------ Bra line Q&As
  app.post('/bra-faq', async (request, reply) => {
    await requireUser(db, request);
    const input = validate(
      z.object({
        store_id: field.id('loja'),
        product_id: field.id('produto'),
        question: text('pergunta', 10, 1000),
        answer: text('resposta', 10, 3000),
      }),
      request.body,
    );
    const { auth } = await requireStoreAccess(db, request, input.store_id);
    const faq = await createBraFaq(db, broadcast, {
      storeId: input.store_id,
      userId: auth.user.id,
      productId: input.product_id,
      question: input.question,
      answer: input.answer,
    });
    reply.code(201);
    return action('Pergunta enviada para análise.', faq);
  });

  app.get<{ Params: { id: string } }>('/bra-faq/:id', async (request) => {
    await requireUser(db, request);
    const { store } = await requireStoreAccess(
      db,
      request,
      pathId(request.params.id, 'Loja não encontrada.'),
    );
    const input = validate(braStatusSchema, request.query);
    return {
      error: false,
      message: '',
      ...(await storeBraFaqs(db, store.id, input.status as 'approved', input.page, SUPPORT_PER_PAGE)),
    };
  });

  app.get('/admin/bra-faq', async (request) => {
    await requireAdmin(db, request);
    return action('', await braModerationQueue(db));
  });

  app.put<{ Params: { id: string } }>('/admin/bra-faq/:id', async (request) => {
    const { user } = await requireAdmin(db, request);
    const id = pathId(request.params.id, 'Pergunta não encontrada.');
    const input = validate(moderationSchema, request.body);
    const faq = await moderateBraFaq(db, broadcast, {
      id,
      adminId: user.id,
      status: input.status,
      reason: input.reason ?? null,
    });
    return action(input.status === 'approved' ? 'Pergunta aprovada.' : 'Pergunta reprovada.', faq);
  });

  // ------------------------------------------------------------ help articles and static texts
  app.get('/faq', async (request) => {
    const input = validate(
      z.object({
        audience: z.enum(['buyer', 'seller'], { error: 'Público inválido: use buyer ou seller.' }).optional(),
      }),
      request.query,
    );
    const items = await faqEntries(db, input.audience);
    return { error: false, message: '', data: items, groups: groupFaq(items) };
  });

  app.put<{ Params: { code: string } }>('/static_text/:code', async (request) => {
    await requireAdmin(db, request);
    const code = request.params.code;
    if (!STATIC_CODE.test(code))
      throw new ValidationError({ code: ['Código inválido: use letras minúsculas, números e hífens.'] });
    const input = validate(staticTextSchema, request.body);
    return action('Texto salvo.', await saveStaticText(db, code, input));
  });
}
