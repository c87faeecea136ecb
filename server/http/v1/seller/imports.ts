import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PRODUCT_TYPES } from '../../../domain/catalogue/references.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import { MAX_CSV_BYTES } from '../../../domain/stock/csv.ts';
import { exportStockCsv } from '../../../domain/stock/csv-export.ts';
import {
  confirmImport,
  discardImport,
  importStatus,
  importStoreId,
  liveProgress,
  previewImport,
} from '../../../domain/stock/import.ts';
import type { AppServices } from '../../context.ts';
import { bearerToken, requireUser } from '../../support/auth.ts';
import { action, notFound } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';
import { idField, paramId, validate } from '../../support/validation.ts';

/** Seller calls: CSV stock import and export (docs/stock-csv.md). */

const fileFields = {
  store_id: idField('loja'),
  file_name: z
    .string({ error: 'O campo nome do arquivo deve ser um texto.' })
    .trim()
    .max(160, 'O nome do arquivo deve ter no máximo 160 caracteres.')
    .optional()
    .transform((name) => name || 'estoque.csv'),
};
const tooLarge = `O arquivo deve ter no máximo ${MAX_CSV_BYTES / 1024 / 1024} MB.`;

/** A JSON body {store_id, file_name, csv}. */
const previewSchema = z.object({
  ...fileFields,
  csv: z
    .string({ error: 'Envie o conteúdo do arquivo CSV.' })
    .min(1, 'O arquivo está vazio.')
    .refine((text) => Buffer.byteLength(text, 'utf8') <= MAX_CSV_BYTES, { message: tooLarge }),
});

/** A text/csv body (the file's UTF-8 bytes, never parsed on the host's thread), store_id and file_name in the query. */
const rawPreviewSchema = z.object({
  ...fileFields,
  csv: z
    .instanceof(Uint8Array, { error: 'Envie o conteúdo do arquivo CSV.' })
    .refine((bytes) => bytes.byteLength > 0, 'O arquivo está vazio.')
    .refine((bytes) => bytes.byteLength <= MAX_CSV_BYTES, { message: tooLarge }),
});

const exportSchema = z.object({
  store_id: idField('loja'),
  type: z
    .enum(PRODUCT_TYPES, { error: 'O tipo de produto é inválido. Use card, tcg, accessory ou bra.' })
    .optional(),
});

/** The JSON body of a 5 MB file, with room for its escaping: larger bodies get the host's 413. */
const PREVIEW_BODY_LIMIT = 3 * MAX_CSV_BYTES;

export async function importRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  // Through the host's Commerce, as every listing change: its broadcaster is read at each call.
  const commerce = commerceFor(services);
  const broadcast = (channels: string[], event: string, payload: unknown) =>
    commerce.broadcast(channels, event, payload);

  /** The import named in the path, after the access check of its store (401, 404, 403). */
  const ownImport = async (request: FastifyRequest) => {
    await requireUser(db, request);
    const id = paramId(request.params);
    const storeId = await importStoreId(db, id);
    if (storeId === undefined) throw notFound('Importação não encontrada.');
    const { store } = await requireStoreAccess(db, request, storeId);
    return { id, store };
  };

  // The session is checked in onRequest, before the body is read: an anonymous 15 MB body gets its
  // 401 without being received and parsed (a body over the limit gets 413 from its Content-Length).
  const onRequest = async (request: FastifyRequest) => {
    await requireUser(db, request);
  };
  await app.register(async (scope) => {
    // The front end sends the file as text/csv: its bytes go to the checker thread as they came, so
    // the host's thread never parses a large JSON body. A JSON body {store_id, file_name, csv} is
    // still accepted.
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: PREVIEW_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/stock-import/preview',
      { bodyLimit: PREVIEW_BODY_LIMIT, onRequest },
      async (request, reply) => {
        const input = Buffer.isBuffer(request.body)
          ? validate(rawPreviewSchema, { ...(request.query as object), csv: request.body })
          : validate(previewSchema, request.body);
        const { auth, store } = await requireStoreAccess(db, request, input.store_id);
        // A client that goes away (or a proxy that gives up) ends the check and its thread.
        const gone = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) gone.abort(new Error('client closed the request'));
        });
        const result = await previewImport(
          db,
          { store, userId: auth.user.id, fileName: input.file_name, csv: input.csv },
          gone.signal,
        );
        const message = result.errors.length
          ? 'O arquivo tem linhas com erro: nenhuma linha será importada até que sejam corrigidas.'
          : 'Arquivo validado: confira e confirme a importação.';
        return action(message, result, result.errors.length > 0);
      },
    );
  });

  app.post('/stock-import/:id/confirm', async (request) => {
    const { id, store } = await ownImport(request);
    const result = await confirmImport(db, broadcast, id, store, bearerToken(request));
    return action(`${result.created} criados, ${result.updated} atualizados.`, {
      id: result.id,
      status: 'done',
      created: result.created,
      updated: result.updated,
      unchanged: result.unchanged,
    });
  });

  app.get('/stock-import/:id', async (request) => {
    // While the confirm that this session started runs, its progress comes from memory (import.ts).
    const live = liveProgress(paramId(request.params), bearerToken(request));
    if (live) return action('', { ...live, created: 0, updated: 0, errors: [], message: null });
    const { id } = await ownImport(request);
    return action('', await importStatus(db, id));
  });

  app.delete('/stock-import/:id', async (request) => {
    const { id } = await ownImport(request);
    await discardImport(db, id);
    return action('Importação descartada.', { id, status: 'discarded' });
  });

  app.get('/stock-export', async (request, reply) => {
    await requireUser(db, request);
    const input = validate(exportSchema, request.query);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const file = await exportStockCsv(db, store, input.type);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.csv);
  });
}
