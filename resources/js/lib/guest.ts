import { storage } from './storage';

export const GUEST_ID_KEY = 'guest_id';
export const GUEST_ID_LENGTH = 20;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random alphanumerics identifying a visitor without a session, kept in localStorage. */
export function getGuestId(): string {
  const existing = storage.get(GUEST_ID_KEY);
  if (existing && /^[A-Za-z0-9]{20}$/.test(existing)) return existing;
  const bytes = new Uint8Array(GUEST_ID_LENGTH);
  crypto.getRandomValues(bytes);
  // 62 does not divide 256 evenly; the slight bias is harmless for an identifier that is not a secret.
  const id = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  storage.set(GUEST_ID_KEY, id);
  return id;
}
