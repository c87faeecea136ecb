import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureDemoEnv } from '../../scripts/demo-env.ts';
import { checkProduction } from '../../server/production-check.ts';

/** `npm start` on a fresh clone: the demo `.env` (docs/decisions.md, "Production mode and the demo"). */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function clone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-env-'));
  dirs.push(dir);
  return dir;
}

describe('ensureDemoEnv', () => {
  it('writes random secrets and SANDBOX=true once, readable by its owner only, that production accepts', () => {
    const root = clone();
    expect(ensureDemoEnv(root, {})).toBe('created');
    const file = join(root, '.env');
    const text = readFileSync(file, 'utf8');
    const values = parseEnv(text);
    expect(values.SANDBOX).toBe('true');
    expect(checkProduction({ NODE_ENV: 'production', ...values })).toEqual({
      problems: [],
      warnings: [expect.stringContaining('MODO DEMONSTRAÇÃO')],
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(ensureDemoEnv(root, {})).toBe('exists');
    expect(readFileSync(file, 'utf8')).toBe(text);

    const other = clone();
    ensureDemoEnv(other, {});
    expect(parseEnv(readFileSync(join(other, '.env'), 'utf8')).APP_KEY).not.toBe(values.APP_KEY);
  });

  it('writes nothing for a deployment that sets NODE_ENV or any secret itself', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'development' },
      { APP_KEY: 'x' },
      { PUSHER_APP_SECRET: '' },
      { PAYMENT_WEBHOOK_SECRET: 'y' },
    ]) {
      const root = clone();
      expect(ensureDemoEnv(root, env)).toBe('configured');
      expect(() => statSync(join(root, '.env'))).toThrow();
    }
  });

  it("keeps the deployment's own .env as it is", () => {
    const root = clone();
    writeFileSync(join(root, '.env'), 'APP_KEY=mine\n');
    expect(ensureDemoEnv(root, {})).toBe('exists');
    expect(readFileSync(join(root, '.env'), 'utf8')).toBe('APP_KEY=mine\n');
  });
});
