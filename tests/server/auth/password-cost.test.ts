import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HASH_COST,
  hashCost,
  hashPassword,
  MIN_TEST_HASH_COST,
  UNMATCHABLE_HASH,
  verifyPassword,
} from '../../../server/domain/auth/passwords.ts';

/** The password hash's cost: lowered only outside production (docs/security.md, "Passwords"). */
describe('hashCost', () => {
  it('is scrypt N = 2^14 unless asked otherwise', () => {
    expect(hashCost({})).toBe(DEFAULT_HASH_COST);
    expect(hashCost({ PASSWORD_HASH_COST: 'abc' })).toBe(DEFAULT_HASH_COST);
    expect(DEFAULT_HASH_COST).toBe(14);
  });

  it('may be lowered outside production, never below 2^10', () => {
    expect(hashCost({ PASSWORD_HASH_COST: '10' })).toBe(10);
    expect(hashCost({ PASSWORD_HASH_COST: '4' })).toBe(MIN_TEST_HASH_COST);
  });

  it('is never lowered in production, whatever the variable says', () => {
    expect(hashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toBe(DEFAULT_HASH_COST);
    expect(hashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' })).toBe(16);
  });
});

describe('password hashes', () => {
  it('verify the password they were made from, at the cost they record, and nothing else', async () => {
    const hash = await hashPassword('segredo123');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${2 ** hashCost()}\\$8\\$1\\$`));
    expect(await verifyPassword('segredo123', hash)).toBe(true);
    expect(await verifyPassword('segredo124', hash)).toBe(false);
    // The cost recorded in the hash is the one checked: the same key under another N does not verify.
    const full = hash.replace(/^scrypt\$\d+/, 'scrypt$16384');
    expect(await verifyPassword('segredo123', full)).toBe(false);
  });

  it('never match the stand-in hash checked for an unknown e-mail', async () => {
    expect(UNMATCHABLE_HASH).toMatch(new RegExp(`^scrypt\\$${2 ** hashCost()}\\$`));
    expect(await verifyPassword('', UNMATCHABLE_HASH)).toBe(false);
    expect(await verifyPassword('segredo123', UNMATCHABLE_HASH)).toBe(false);
  });
});
