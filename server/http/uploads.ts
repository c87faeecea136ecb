import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPE, MEDIA_FILE_NAME, storeMediaDir } from '../domain/stores/media.ts';
import type { AppServices } from './context.ts';
import { notFound } from './support/errors.ts';
import { PUBLIC_PICTURE } from './support/securityHeaders.ts';

/**
 * /media/uploads/stores/{file}: the stores' uploaded logos and banners (docs/store-settings.md). The
 * name is the content's SHA-256, so a file never changes: cached for a year. Only names of that shape
 * are looked up (no path can leave the folder), sent with the type of their extension, `nosniff`, and
 * a policy that runs nothing even if a file is opened on its own.
 */
export async function uploadRoutes(app: FastifyInstance, { config }: AppServices): Promise<void> {
  const dir = storeMediaDir(config.root);

  app.get('/media/uploads/stores/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    if (!MEDIA_FILE_NAME.test(file)) throw notFound('Imagem não encontrada.');
    const bytes = await readFile(join(dir, file)).catch(() => null);
    if (!bytes) throw notFound('Imagem não encontrada.');
    return reply
      .header(
        'content-type',
        CONTENT_TYPE[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      )
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .headers(PUBLIC_PICTURE)
      .send(bytes);
  });
}
