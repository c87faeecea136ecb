import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bannerSvg, logoSvg, productSvg } from '../domain/catalogue/images.ts';
import {
  bannerPictureRow,
  collectionPictureRow,
  namedPictureRow,
  productPictureRow,
  storePictureRow,
} from '../domain/catalogue/picture-rows.ts';
import { rasterPicture } from '../domain/catalogue/raster.ts';
import type { AppServices } from './context.ts';
import { notFound } from './support/errors.ts';
import { PUBLIC_PICTURE } from './support/securityHeaders.ts';

/** Whether an Accept header takes WebP (every browser of the last years says so for an `<img>`). */
const acceptsWebp = (accept: string | undefined) => /\bimage\/webp\b/i.test(accept ?? '');

/**
 * /media/...: the catalogue's pictures, drawn as SVG from the database rows on request (see
 * domain/catalogue/images.ts), and sent as WebP to a client whose Accept takes it (raster.ts: a
 * browser draws an SVG on its main thread, a WebP off it); the address names the picture, the format
 * follows Accept (`Vary: Accept`). Cached by browsers for a day; an unknown id is a 404.
 */
export async function mediaRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  const send = async (request: FastifyRequest, reply: FastifyReply, svg: string) => {
    const webp = acceptsWebp(request.headers.accept) ? await rasterPicture(svg) : null;
    return reply
      .header('content-type', webp ? 'image/webp' : 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Accept')
      .header('x-content-type-options', 'nosniff')
      .headers(PUBLIC_PICTURE)
      .send(webp ?? svg);
  };

  const numeric = (value: string) => {
    if (!/^\d{1,10}$/.test(value)) throw notFound('Imagem não encontrada.');
    return Number(value);
  };

  app.get('/media/products/:file', async (request, reply) => {
    const match = /^(\d{1,10})(-2)?\.svg$/.exec((request.params as { file: string }).file);
    if (!match) throw notFound('Imagem não encontrada.');
    const p = await productPictureRow(db, Number(match[1]));
    if (!p) throw notFound('Imagem não encontrada.');
    return send(
      request,
      reply,
      productSvg({
        id: p.id,
        type: p.type,
        name: p.name,
        number: p.number,
        collection: p.collection,
        rarity: p.rarity,
        rarityColor: p.rarity_color,
        elementColor: p.element_color,
        side: match[2] ? 2 : 1,
      }),
    );
  });

  app.get('/media/stores/:id/:kind', async (request, reply) => {
    const { id, kind } = request.params as { id: string; kind: string };
    if (kind !== 'logo.svg' && kind !== 'banner.svg') throw notFound('Imagem não encontrada.');
    const store = await storePictureRow(db, numeric(id));
    if (!store) throw notFound('Imagem não encontrada.');
    return send(
      request,
      reply,
      kind === 'logo.svg'
        ? logoSvg(store.name, store.slug)
        : bannerSvg(store.name, `${store.city}/${store.uf}`, store.slug),
    );
  });

  for (const [path, table] of [
    ['banners', 'banners'],
    ['banner-ads', 'banner_ads'],
  ] as const) {
    app.get(`/media/${path}/:file`, async (request, reply) => {
      const id = numeric((request.params as { file: string }).file.replace(/\.svg$/, ''));
      const row = await bannerPictureRow(db, table, id);
      if (!row) throw notFound('Imagem não encontrada.');
      const subtitle = row.subtitle;
      return send(
        request,
        reply,
        table === 'banners'
          ? bannerSvg(row.title, subtitle, `banner-${id}`)
          : bannerSvg(row.title, null, `ad-${id}`, 600, 200),
      );
    });
  }

  app.get('/media/collections/:file', async (request, reply) => {
    const code = (request.params as { file: string }).file.replace(/\.svg$/, '');
    const row = await collectionPictureRow(db, code);
    if (!row) throw notFound('Imagem não encontrada.');
    return send(request, reply, logoSvg(row.name, code, 96));
  });

  for (const [path, table] of [
    ['brands', 'brands'],
    ['categories', 'categories'],
  ] as const) {
    app.get(`/media/${path}/:file`, async (request, reply) => {
      const id = numeric((request.params as { file: string }).file.replace(/\.svg$/, ''));
      const row = await namedPictureRow(db, table, id);
      if (!row) throw notFound('Imagem não encontrada.');
      return send(request, reply, logoSvg(row.name, row.slug, 96));
    });
  }
}
