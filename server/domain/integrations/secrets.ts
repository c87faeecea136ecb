import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Credentials at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the host's APP_KEY. Each
 * value is bound to where it lives (`context`, e.g. "bling:12:access_token") as additional data, so
 * a ciphertext copied into another row or column does not decrypt. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
const keys = new Map<string, Buffer>();

function keyOf(appKey: string): Buffer {
  let key = keys.get(appKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appKey, 'marketplace-integrations', 'credentials-at-rest', 32));
    keys.set(appKey, key);
  }
  return key;
}

export function encryptSecret(appKey: string, context: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appKey), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

/** The plain value; throws when the ciphertext was altered, moved or made with another key. */
export function decryptSecret(appKey: string, context: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Segredo armazenado ilegível.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** SHA-256 hex of a one-time value (OAuth state): stored instead of the value. */
export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random one-time value for a URL (32 bytes). */
export const randomState = () => randomBytes(32).toString('base64url');
