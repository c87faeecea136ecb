import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

/** DB_POOL_SIZE (docs/deploy.md, "Connections"): a whole number of at least 1, or PostgreSQL's default pool. */
describe('the PostgreSQL pool size', () => {
  const url = 'postgres://u:p@127.0.0.1:5432/marketplace';

  it('is the one given, or unset (10 connections)', () => {
    expect(loadConfig({ DATABASE_URL: url, DB_POOL_SIZE: '4' }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 4,
    });
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({
      kind: 'postgres',
      poolSize: undefined,
    });
  });

  it('refuses at start what is not a whole number of at least 1', () => {
    for (const bad of ['0', '-2', '2.5', 'abc']) {
      expect(() => loadConfig({ DATABASE_URL: url, DB_POOL_SIZE: bad })).toThrow(/DB_POOL_SIZE/);
    }
  });
});
