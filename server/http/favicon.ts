import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * /favicon.ico: the site's icon, `public/favicon.ico` (the file a Laravel site serves from its public
 * directory), read once and cached by browsers for a day. Browsers ask for it on every page.
 */
export async function faviconRoute(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  const icon = await readFile(resolve(root, 'public/favicon.ico'));
  app.get('/favicon.ico', async (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(icon),
  );
}
