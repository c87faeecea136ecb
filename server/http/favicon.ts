import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * /favicon.ico: the site's icon, `public/favicon.ico` (the file a Laravel site serves from its public
 * directory), read on the first request and cached by browsers for a day. Browsers ask for it on every
 * page. A root without the file (a test's temporary root) answers the usual 404.
 */
export async function faviconRoute(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  let icon: Promise<Buffer | null> | null = null;
  app.get('/favicon.ico', async (_request, reply) => {
    icon ??= readFile(resolve(root, 'public/favicon.ico')).catch(() => null);
    const bytes = await icon;
    if (!bytes) return reply.code(404).send({ message: 'Página não encontrada.' });
    return reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
