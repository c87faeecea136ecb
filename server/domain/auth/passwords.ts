import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/** log2 of scrypt's N by default: 2^14 with r = 8 uses 16 MiB and about 50 ms of one core per hash. */
export const DEFAULT_HASH_COST = 14;
/** The lowest cost PASSWORD_HASH_COST may ask for, and only outside production. */
export const MIN_TEST_HASH_COST = 10;

/**
 * The cost new hashes are made with. PASSWORD_HASH_COST may raise it anywhere; it may lower it only
 * outside production, as Laravel's tests lower BCRYPT_ROUNDS: the API tests register and log in
 * thousands of users, and at full cost those hashes alone took minutes of the test run. In production
 * a lower value is ignored (and server/production-check.ts says so at start).
 */
export function hashCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.PASSWORD_HASH_COST);
  if (!Number.isInteger(asked)) return DEFAULT_HASH_COST;
  const floor = env.NODE_ENV === 'production' ? DEFAULT_HASH_COST : MIN_TEST_HASH_COST;
  return Math.min(20, Math.max(floor, asked));
}

const COST = hashCost();
const PARAMS = { N: 2 ** COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/** scrypt with a per-password salt; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * A hash no password matches, at the current cost: checked when an e-mail has no account, so the answer
 * takes as long as for one that has.
 */
export const UNMATCHABLE_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
