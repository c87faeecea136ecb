import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AdItem } from '../../../resources/js/types/pages/classifieds.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { refreshStoreOffers } from '../catalogue/stores.ts';
import { notFound, ValidationError } from '../errors.ts';
import { type ImageInfo, MAX_SIDE, sniffImage } from '../stores/media.ts';
import { reencodeImage } from '../stores/reencode.ts';
import { findAd } from './queries.ts';
import { MAX_AD_PHOTO_BYTES, MAX_AD_PHOTO_LABEL, MAX_AD_PHOTOS } from './references.ts';
import { lockAd } from './write.ts';

/**
 * An ad's photos (docs/classifieds.md, "Photos"): the bytes decide the type (PNG, JPEG or WebP, read by
 * the same header check as the store logos; an SVG or anything else is refused), at most 3 MB and 6 per
 * ad, kept under a content-hash name and served with the type of that name, `nosniff` and a sandbox.
 */

export const AD_MEDIA_URL_PREFIX = '/v1/ads-media/';
export const AD_MEDIA_FILE = /^[a-f0-9]{64}\.(png|jpg|webp)$/;
const EXTENSION: Record<ImageInfo['type'], string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const MIN_SIDE = 100;

export function adMediaDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.AD_MEDIA_DIR ? resolve(env.AD_MEDIA_DIR) : resolve(root, 'storage/app/public/ads');
}

const refuse = (message: string) => new ValidationError({ file: [message] });
export const photoTooLarge = () => refuse(`A foto deve ter no máximo ${MAX_AD_PHOTO_LABEL}.`);

/** The checks of one photo, in the order a seller can fix them. */
export function checkPhoto(bytes: Buffer | null): ImageInfo {
  if (!bytes || bytes.length === 0) throw refuse('Envie um arquivo de imagem.');
  if (bytes.length > MAX_AD_PHOTO_BYTES) throw photoTooLarge();
  const info = sniffImage(bytes);
  if (!info) throw refuse('Envie uma imagem PNG, JPEG ou WebP.');
  if (info.width < MIN_SIDE || info.height < MIN_SIDE)
    throw refuse(`A foto deve ter pelo menos ${MIN_SIDE}×${MIN_SIDE} pixels.`);
  if (info.width > MAX_SIDE || info.height > MAX_SIDE)
    throw refuse(`A foto deve ter no máximo ${MAX_SIDE} pixels de lado.`);
  return info;
}

async function writeOnce(dir: string, original: Buffer, info: ImageInfo): Promise<string> {
  // Only the picture is kept: decoded and encoded again (stores/reencode.ts).
  const bytes = await reencodeImage(original, info.type, 'file');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSION[info.type]}`;
  const path = join(dir, name);
  await mkdir(dir, { recursive: true });
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, path);
  }
  return `${AD_MEDIA_URL_PREFIX}${name}`;
}

/** The cart and order copies show the ad's first photo: it is the hidden product's image. */
async function syncCover(trx: DB, adId: number, productId: number | null) {
  if (productId === null) return;
  const first = await trx
    .selectFrom('ad_photos')
    .select('url')
    .where('ad_id', '=', adId)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (first)
    await trx
      .insertInto('product_images')
      .values({ product_id: productId, position: 0, url: first.url })
      .execute();
}

/** Adds a checked photo at the end; an approved ad goes back to moderation (its content changed). */
export async function addAdPhoto(
  db: DB,
  dir: string,
  adId: number,
  bytes: Buffer,
  info: ImageInfo,
): Promise<AdItem> {
  const url = await writeOnce(dir, bytes, info);
  await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at !== null) throw refuse('Restaure o anúncio da lixeira antes de mudar as fotos.');
    const photos = await trx.selectFrom('ad_photos').select(['position']).where('ad_id', '=', adId).execute();
    if (photos.length >= MAX_AD_PHOTOS) throw refuse(`Um anúncio pode ter no máximo ${MAX_AD_PHOTOS} fotos.`);
    const position = photos.reduce((max, p) => Math.max(max, p.position + 1), 0);
    await trx.insertInto('ad_photos').values({ ad_id: adId, position, url, created_at: nowIso() }).execute();
    await backToAnalysis(trx, ad);
    await syncCover(trx, adId, ad.product_id);
  });
  return (await findAd(db, adId)) as AdItem;
}

export async function removeAdPhoto(db: DB, adId: number, photoId: number): Promise<AdItem> {
  await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, adId);
    if (ad.trashed_at !== null) throw refuse('Restaure o anúncio da lixeira antes de mudar as fotos.');
    const deleted = await trx
      .deleteFrom('ad_photos')
      .where('id', '=', photoId)
      .where('ad_id', '=', adId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('Foto não encontrada.');
    await backToAnalysis(trx, ad);
    await syncCover(trx, adId, ad.product_id);
  });
  return (await findAd(db, adId)) as AdItem;
}

async function backToAnalysis(
  trx: DB,
  ad: { id: number; status: string; listing_id: number | null; store_id: number },
) {
  if (ad.status !== 'available' && ad.status !== 'paused') return;
  await trx
    .updateTable('ads')
    .set({ status: 'analysis', updated_at: nowIso() })
    .where('id', '=', ad.id)
    .execute();
  if (ad.listing_id === null) return;
  await trx
    .updateTable('store_listings')
    .set({ status: 'blocked', updated_at: nowIso() })
    .where('id', '=', ad.listing_id)
    .execute();
  await refreshStoreOffers(trx, [ad.store_id]);
}
