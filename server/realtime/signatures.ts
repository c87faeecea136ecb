import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 primitives of the Pusher protocol; no I/O, no policy. */

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

export function md5Hex(body: string | Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

/**
 * Constant-time string comparison. Lengths are compared first (leaking only the length, which
 * for hex digests is public anyway), because timingSafeEqual throws on unequal lengths.
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

/** `socket_id:channel[:channel_data]` — what a private or presence subscription signs. */
export function channelStringToSign(socketId: string, channelName: string, channelData?: string): string {
  return channelData === undefined
    ? `${socketId}:${channelName}`
    : `${socketId}:${channelName}:${channelData}`;
}

/** `socket_id::user::user_data` — what `pusher:signin` signs. */
export function userStringToSign(socketId: string, userData: string): string {
  return `${socketId}::user::${userData}`;
}

/** The `auth` field clients send: `key:hex-signature`. */
export function authToken(key: string, secret: string, stringToSign: string): string {
  return `${key}:${hmacSha256Hex(secret, stringToSign)}`;
}

/** Checks an `auth` field against the expected token without leaking where it differs. */
export function verifyAuthToken(auth: unknown, key: string, secret: string, stringToSign: string): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(auth, authToken(key, secret, stringToSign));
}
