import { describe, expect, it, vi } from 'vitest';
import { loadConfig, sandboxEnabled } from '../../server/config.ts';
import { commerceSettings } from '../../server/domain/payments/commerce.ts';
import {
  type CheckOutput,
  checkProduction,
  demoEnv,
  HOST_SECRETS,
  MIN_SECRET_LENGTH,
  NEW_SECRET_COMMAND,
  newSecret,
  PUBLIC_DEFAULT_SECRETS,
  refuseUnsafeProduction,
} from '../../server/production-check.ts';

/** Production mode refuses public default secrets and an unasked-for sandbox (docs/security.md, "Production mode"). */

const SECRET_NAMES = Object.keys(HOST_SECRETS) as (keyof typeof HOST_SECRETS)[];

function secrets(): NodeJS.ProcessEnv {
  return { APP_KEY: newSecret(), PUSHER_APP_SECRET: newSecret(), PAYMENT_WEBHOOK_SECRET: newSecret() };
}

const production = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ NODE_ENV: 'production', ...env });
const gateway = { PAYMENT_DRIVER: 'pagarme', PAGARME_SECRET_KEY: 'sk_live_abc' };

describe('checkProduction', () => {
  it('asks nothing outside production (development, tests)', () => {
    expect(checkProduction({})).toEqual({ problems: [], warnings: [] });
    expect(checkProduction({ NODE_ENV: 'test', APP_KEY: 'x' })).toEqual({ problems: [], warnings: [] });
    expect(checkProduction({ NODE_ENV: 'development', SANDBOX: 'true' })).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it('names every missing secret, and the sandbox payment driver, when nothing is set', () => {
    const { problems } = checkProduction(production({}));
    for (const name of SECRET_NAMES)
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${name} .*não está definida`)));
    expect(problems).toContainEqual(expect.stringMatching(/^PAYMENT_DRIVER é sandbox/));
    expect(problems).toHaveLength(SECRET_NAMES.length + 1);
  });

  it('refuses every built-in default in every secret', () => {
    for (const name of SECRET_NAMES)
      for (const value of PUBLIC_DEFAULT_SECRETS) {
        const { problems } = checkProduction(production({ ...secrets(), ...gateway, [name]: value }));
        expect(problems).toEqual([expect.stringContaining(`${name} (`)]);
        expect(problems[0]).toContain(`valor padrão público "${value}"`);
      }
  });

  it('knows the defaults the code itself falls back to', () => {
    const config = loadConfig({});
    expect(PUBLIC_DEFAULT_SECRETS).toContain(config.appKey);
    expect(PUBLIC_DEFAULT_SECRETS).toContain(config.pusher.secret);
    expect(PUBLIC_DEFAULT_SECRETS).toContain(config.pusher.key);
    const webhookFallback = commerceSettings({}).webhookSecret;
    if (webhookFallback) expect(PUBLIC_DEFAULT_SECRETS).toContain(webhookFallback);
  });

  it('refuses empty, blank and short secrets, saying the length to reach', () => {
    const cases: [string, RegExp][] = [
      ['', /está vazia/],
      ['   ', /está vazia/],
      ['a'.repeat(MIN_SECRET_LENGTH - 1), new RegExp(`curta demais \\(${MIN_SECRET_LENGTH - 1} caracteres`)],
    ];
    for (const [value, message] of cases) {
      const { problems } = checkProduction(production({ ...secrets(), ...gateway, APP_KEY: value }));
      expect(problems).toEqual([expect.stringMatching(message)]);
      expect(problems[0]).toMatch(/^APP_KEY /);
    }
    expect(
      checkProduction(production({ ...secrets(), ...gateway, APP_KEY: 'a'.repeat(32) })).problems,
    ).toEqual([]);
  });

  it('refuses one value reused for two secrets', () => {
    const env = production({ ...secrets(), ...gateway });
    env.PAYMENT_WEBHOOK_SECRET = env.APP_KEY;
    expect(checkProduction(env).problems).toEqual([
      'PAYMENT_WEBHOOK_SECRET é igual a APP_KEY: use um segredo diferente para cada variável.',
    ]);
  });

  it("refuses the gateways' public sandbox keys", () => {
    for (const [name, value] of [
      ['PAGARME_WEBHOOK_SECRET', 'sandbox-pagarme-webhook-secret'],
      ['PAGARME_SECRET_KEY', 'sandbox-pagarme-webhook-secret'],
      ['PAGBANK_TOKEN', 'sandbox-pagbank-token'],
    ]) {
      const { problems } = checkProduction(production({ ...secrets(), ...gateway, [name]: value }));
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} é a chave pública do sandbox`))]);
    }
  });

  it('starts a real gateway with the sandbox off, and says nothing', () => {
    expect(checkProduction(production({ ...secrets(), ...gateway }))).toEqual({ problems: [], warnings: [] });
    expect(
      checkProduction(production({ ...secrets(), PAYMENT_DRIVER: 'pagbank', SANDBOX: 'false' })),
    ).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it('refuses the sandbox payment driver unless the demo mode is asked for, and then warns loudly', () => {
    for (const sandbox of [undefined, 'false', 'FALSE'])
      expect(checkProduction(production({ ...secrets(), SANDBOX: sandbox })).problems).toEqual([
        expect.stringMatching(/^PAYMENT_DRIVER é sandbox .*SANDBOX=true/),
      ]);
    const demo = checkProduction(production({ ...secrets(), SANDBOX: 'true' }));
    expect(demo.problems).toEqual([]);
    expect(demo.warnings).toEqual([expect.stringContaining('MODO DEMONSTRAÇÃO (SANDBOX=true)')]);
    // A gateway in demo mode is still demo mode: the sandbox endpoints answer, so it still warns.
    expect(checkProduction(production({ ...secrets(), ...gateway, SANDBOX: 'true' })).warnings).toHaveLength(
      1,
    );
  });

  it('refuses a SANDBOX value that is neither true nor false', () => {
    for (const value of ['1', 'yes', 'on'])
      expect(checkProduction(production({ ...secrets(), ...gateway, SANDBOX: value })).problems).toEqual([
        `SANDBOX deve ser "true" ou "false", não "${value}".`,
      ]);
  });

  it('says a password hash cost below the default is ignored, which only the tests may lower', () => {
    for (const value of ['10', '13', 'abc', '21']) {
      const check = checkProduction(production({ ...secrets(), ...gateway, PASSWORD_HASH_COST: value }));
      expect(check.problems).toEqual([]);
      expect(check.warnings).toEqual([
        expect.stringMatching(new RegExp(`^PASSWORD_HASH_COST="${value}" é ignorado em produção`)),
      ]);
    }
    for (const value of ['14', '16'])
      expect(checkProduction(production({ ...secrets(), ...gateway, PASSWORD_HASH_COST: value }))).toEqual({
        problems: [],
        warnings: [],
      });
  });

  it('asks the standalone socket server for its own secret only', () => {
    expect(checkProduction(production({}), 'realtime').problems).toEqual([
      expect.stringMatching(/^PUSHER_APP_SECRET .*não está definida/),
    ]);
    expect(
      checkProduction(production({ PUSHER_APP_SECRET: 'marketplace-secret' }), 'realtime').problems,
    ).toEqual([expect.stringMatching(/^PUSHER_APP_SECRET .*valor padrão público "marketplace-secret"/)]);
    expect(checkProduction(production({ PUSHER_APP_SECRET: newSecret() }), 'realtime')).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it("accepts the demo settings npm start writes and the tests' hosts use", () => {
    const env = demoEnv();
    expect(env.SANDBOX).toBe('true');
    for (const name of SECRET_NAMES) expect(env[name]).toMatch(/^[\w-]{43}$/);
    expect(new Set(SECRET_NAMES.map((name) => env[name])).size).toBe(SECRET_NAMES.length);
    expect(checkProduction(production(env)).problems).toEqual([]);
  });
});

describe('refuseUnsafeProduction', () => {
  function output() {
    const out = {
      error: vi.fn<(text: string) => void>(),
      warn: vi.fn<(text: string) => void>(),
      exit: vi.fn<(code: number) => never>(),
    };
    return out satisfies CheckOutput;
  }

  it('exits 1 naming each bad variable and how to make a secret', () => {
    const out = output();
    refuseUnsafeProduction('host', production({ PUSHER_APP_SECRET: 'marketplace-secret' }), out);
    expect(out.exit).toHaveBeenCalledWith(1);
    const text = out.error.mock.calls[0][0];
    for (const name of SECRET_NAMES) expect(text).toContain(`  - ${name} (`);
    expect(text).toContain(NEW_SECRET_COMMAND);
    expect(text).toMatch(/^Configuração insegura para produção/);
  });

  it('starts quietly when all is well, and warns in demo mode', () => {
    const quiet = output();
    refuseUnsafeProduction('host', production({ ...secrets(), ...gateway }), quiet);
    expect(quiet.exit).not.toHaveBeenCalled();
    expect(quiet.error).not.toHaveBeenCalled();
    expect(quiet.warn).not.toHaveBeenCalled();

    const demo = output();
    refuseUnsafeProduction('host', production(demoEnv()), demo);
    expect(demo.exit).not.toHaveBeenCalled();
    expect(demo.warn).toHaveBeenCalledWith(expect.stringContaining('MODO DEMONSTRAÇÃO'));
  });

  it('the command it prints makes a secret the check accepts', async () => {
    const { execFileSync } = await import('node:child_process');
    const script = NEW_SECRET_COMMAND.replace(/^node -e "/, '').replace(/"$/, '');
    const made = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
    expect(made.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(checkProduction(production({ ...secrets(), ...gateway, APP_KEY: made })).problems).toEqual([]);
  });
});

describe('SANDBOX', () => {
  it('is off in production unless set to true; on elsewhere unless set to false', () => {
    expect(sandboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxEnabled({ NODE_ENV: 'production', SANDBOX: 'false' })).toBe(false);
    expect(sandboxEnabled({ NODE_ENV: 'production', SANDBOX: '1' })).toBe(false);
    expect(sandboxEnabled({ NODE_ENV: 'production', SANDBOX: 'true' })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'production', SANDBOX: ' TRUE ' })).toBe(true);
    expect(sandboxEnabled({})).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'development', SANDBOX: 'false' })).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'true' }).sandbox).toBe(true);
    expect(loadConfig({}).sandbox).toBe(true);
  });
});
