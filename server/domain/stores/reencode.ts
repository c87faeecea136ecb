import sharp from 'sharp';
import { ValidationError } from '../errors.ts';
import { type ImageType, MAX_SIDE } from './image-kinds.ts';

/**
 * Uploaded pictures are decoded and encoded again by sharp (libvips) before they are stored
 * (docs/security.md, "Input and origin"): only the picture's pixels are kept, so bytes appended to a
 * PNG (an HTML page, a script), comments, EXIF (a phone's GPS position) and other metadata never
 * reach the disk or another visitor. The format stays the one the header check found; the picture is
 * turned upright from its EXIF orientation first, as it would be shown.
 */

/** The message of a file whose header looks like a picture but whose data does not decode. */
export const NOT_A_PICTURE =
  'O arquivo não é uma imagem válida: envie uma foto PNG, JPEG ou WebP que abra normalmente.';

/** The picture's bytes encoded again in its own format; a 422 on `field` when it does not decode. */
export async function reencodeImage(bytes: Buffer, type: ImageType, field: string): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_SIDE * MAX_SIDE }).rotate();
    if (type === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (type === 'jpeg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    throw new ValidationError({ [field]: [NOT_A_PICTURE] });
  }
}
