import type { FastifyInstance } from 'fastify';
import { SITEMAP_LIMIT, sitemapEntries, sitemapSize } from '../domain/seo/sitemap.ts';
import type { AppServices } from './context.ts';
import { requestOrigin } from './support/origin.ts';

/** Areas crawlers have no business in: a person's own pages, the seller area, the API. */
const PRIVATE = [
  '/my-store',
  '/cart',
  '/checkout',
  '/v1/',
  '/favorite',
  '/my-account',
  '/auth',
  '/_sandbox',
  '/broadcasting',
];

const xml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * robots.txt and sitemap.xml, on the origin the request came to (docs/seo.md). Past `limit` URLs the
 * sitemap is an index of /sitemap-N.xml parts, as the protocol asks.
 */
export async function seoRoutes(
  app: FastifyInstance,
  { db }: AppServices,
  { limit = SITEMAP_LIMIT }: { limit?: number } = {},
): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${requestOrigin(request)}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requestOrigin(request);
    const total = await sitemapSize(db);
    reply.type('application/xml; charset=utf-8');
    if (total <= limit) return reply.send(urlset(origin, await sitemapEntries(db, 0, limit)));
    const parts = Math.ceil(total / limit);
    const items = Array.from(
      { length: parts },
      (_, i) => `  <sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return reply.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`,
    );
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const part = Number(request.params.part);
    const total = await sitemapSize(db);
    if (!Number.isInteger(part) || part < 1 || (part - 1) * limit >= total || total <= limit) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const entries = await sitemapEntries(db, (part - 1) * limit, limit);
    return reply.type('application/xml; charset=utf-8').send(urlset(requestOrigin(request), entries));
  });
}

function urlset(origin: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
