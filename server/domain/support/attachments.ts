import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { TICKET_ATTACHMENT } from '../../../resources/js/types/pages/support.ts';
import { ValidationError } from '../errors.ts';
import { sniffImage } from '../stores/media.ts';
import { reencodeImage } from '../stores/reencode.ts';

/**
 * Ticket attachments (docs/support-and-content.md, "Attachments"): the bytes decide the type (PNG,
 * JPEG, WebP or PDF; an SVG, HTML or anything else is refused), the size is checked, and the file is
 * kept under a content-hash name outside the public folder. It is served only to the ticket's sides,
 * with the checked type, `nosniff` and a sandboxing policy (a PDF as a download).
 */

export interface CheckedAttachment {
  bytes: Buffer;
  type: (typeof TICKET_ATTACHMENT.types)[number];
  ext: 'png' | 'jpg' | 'webp' | 'pdf';
  name: string;
}

export const ATTACHMENT_TOO_LARGE = `O anexo deve ter no máximo ${TICKET_ATTACHMENT.maxLabel}.`;
export const ATTACHMENT_FILE_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|pdf)$/;
export const ATTACHMENT_CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const refuse = (message: string) => new ValidationError({ attachment: [message] });

/** Where the files live: TICKET_FILES_DIR, or storage/app/private/tickets/ in the project. */
export function ticketFilesDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.TICKET_FILES_DIR ? resolve(env.TICKET_FILES_DIR) : resolve(root, 'storage/app/private/tickets');
}

/** A safe display name: no path, no control characters, at most 120 characters. */
function cleanName(name: string, ext: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()
    ?.split('')
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>'.includes(c))
    .join('')
    .trim()
    .slice(0, 120);
  return base || `anexo.${ext}`;
}

/** Decodes and checks an attachment sent as base64 (`{name, data}`); throws a 422 on `attachment`. */
export function checkAttachment(input: { name: string; data: string }): CheckedAttachment {
  const data = input.data.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(data)) throw refuse('O anexo enviado não é um arquivo válido.');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw refuse('O anexo enviado está vazio.');
  if (bytes.length > TICKET_ATTACHMENT.maxBytes) throw refuse(ATTACHMENT_TOO_LARGE);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { bytes, type: 'application/pdf', ext: 'pdf', name: cleanName(input.name, 'pdf') };
  }
  const image = sniffImage(bytes);
  if (!image) throw refuse('Envie uma imagem (PNG, JPEG ou WebP) ou um PDF.');
  const ext = image.type === 'jpeg' ? 'jpg' : image.type;
  return { bytes, type: `image/${image.type}`, ext, name: cleanName(input.name, ext) };
}

/** Writes the checked file (temporary name, then renamed) and returns its stored name. */
export async function storeAttachment(dir: string, file: CheckedAttachment): Promise<string> {
  // A picture is kept as its pixels only, decoded and encoded again (stores/reencode.ts); a PDF as sent.
  const bytes =
    file.ext === 'pdf'
      ? file.bytes
      : await reencodeImage(file.bytes, file.ext === 'jpg' ? 'jpeg' : file.ext, 'attachment');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${file.ext}`;
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
  return name;
}

export async function readAttachment(dir: string, name: string): Promise<Buffer | null> {
  if (!ATTACHMENT_FILE_NAME.test(name)) return null;
  return readFile(join(dir, name)).catch(() => null);
}
