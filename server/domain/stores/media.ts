import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { STORE_MEDIA_RULES, type StoreMediaKind } from '../../../resources/js/types/pages/sellerSettings.ts';
import { type DB, nowIso } from '../../db/index.ts';
import { ValidationError } from '../errors.ts';
import { type ImageType, MAX_SIDE } from './image-kinds.ts';
import { reencodeImage } from './reencode.ts';

/**
 * A store's logo and banner uploads (docs/store-settings.md, "Uploads"): the bytes decide the type
 * (PNG, JPEG or WebP; anything else, an SVG above all, is refused because it can carry script), the
 * size and the pixel dimensions are checked, and the file is kept under a content-hash name so it can
 * be cached for good.
 */

export { type ImageType, MAX_SIDE };

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

export const MEDIA_URL_PREFIX = '/media/uploads/stores/';

/** Where the files live: STORE_MEDIA_DIR, or storage/app/public/stores/ in the project. */
export function storeMediaDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.STORE_MEDIA_DIR ? resolve(env.STORE_MEDIA_DIR) : resolve(root, 'storage/app/public/stores');
}

/** A stored file's name: 64 hex digits of SHA-256 and the type's extension. */
export const MEDIA_FILE_NAME = /^[a-f0-9]{64}\.(png|jpg|webp)$/;
const EXTENSION: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
export const CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/*
 * The type and pixel size of a picture from its first bytes. No image library is installed, and the
 * three formats keep their size in fixed places of their header, so reading them takes a few lines:
 * - PNG: 8-byte signature, then the IHDR chunk: width and height as big-endian 32-bit at 16 and 20.
 * - JPEG: FF D8, then marker segments; a start-of-frame marker (C0–CF but C4, C8, CC) holds
 *   height and width as big-endian 16-bit at +5 and +7 of the marker.
 * - WebP: RIFF....WEBP and a first chunk: "VP8 " (lossy: 14-bit little-endian width/height at 26/28),
 *   "VP8L" (lossless: 14 bits each, minus one, packed after the 0x2F signature at 21) or "VP8X"
 *   (extended: 24-bit little-endian canvas width/height minus one at 24/27).
 * Anything that does not parse is not one of the accepted types.
 */
export function sniffImage(bytes: Buffer): ImageInfo | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return jpegSize(bytes);
  if (
    bytes.length >= 30 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return webpSize(bytes);
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function jpegSize(bytes: Buffer): ImageInfo | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers without a length: restart markers and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { type: 'jpeg', height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}

function webpSize(bytes: Buffer): ImageInfo | null {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { type: 'webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { type: 'webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

const refuse = (message: string) => new ValidationError({ file: [message] });

/** The size message of a kind, also used when the body is over the route's limit. */
export const tooLargeMessage = (kind: StoreMediaKind) =>
  `A imagem deve ter no máximo ${STORE_MEDIA_RULES[kind].maxLabel}.`;

/** The checks of an upload, in the order a seller can fix them; the picture's type and size when fine. */
export function checkUpload(kind: StoreMediaKind, bytes: Buffer | null): ImageInfo {
  const rules = STORE_MEDIA_RULES[kind];
  if (!bytes || bytes.length === 0) throw refuse('Envie um arquivo de imagem.');
  if (bytes.length > rules.maxBytes) throw refuse(tooLargeMessage(kind));
  const info = sniffImage(bytes);
  if (!info) throw refuse('Envie uma imagem PNG, JPEG ou WebP.');
  if (info.width < rules.minWidth || info.height < rules.minHeight)
    throw refuse(`A imagem deve ter pelo menos ${rules.minWidth}×${rules.minHeight} pixels.`);
  if (info.width > MAX_SIDE || info.height > MAX_SIDE)
    throw refuse(`A imagem deve ter no máximo ${MAX_SIDE} pixels de lado.`);
  return info;
}

/**
 * Stores the checked picture and points the store at it. The file is written first (under a
 * temporary name, then renamed: a reader never sees half a file); the same bytes give the same name,
 * so a second upload of them writes nothing. The picture it replaces stays on disk: another store may
 * hold the same bytes, and deleting it here could race with that store's upload (docs/store-settings.md).
 */
export async function saveStoreMedia(
  db: DB,
  dir: string,
  storeId: number,
  kind: StoreMediaKind,
  bytes: Buffer,
  info: ImageInfo,
): Promise<string> {
  // Only the picture is kept: decoded and encoded again (reencode.ts).
  const clean = await reencodeImage(bytes, info.type, 'file');
  const name = `${createHash('sha256').update(clean).digest('hex')}.${EXTENSION[info.type]}`;
  const path = join(dir, name);
  await mkdir(dir, { recursive: true });
  if (!(await exists(path))) {
    const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temp, clean);
    await rename(temp, path);
  }
  const url = `${MEDIA_URL_PREFIX}${name}`;
  const column = kind === 'logo' ? 'logo_url' : 'banner_url';
  await db
    .updateTable('stores')
    .set({ [column]: url, updated_at: nowIso() })
    .where('id', '=', storeId)
    .execute();
  return url;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
