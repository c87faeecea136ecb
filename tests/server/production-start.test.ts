import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/catalogue/index.ts';
import { demoEnv, NEW_SECRET_COMMAND, newSecret } from '../../server/production-check.ts';

/**
 * `server/main.ts` and `server/realtime/main.ts` started as a deployment starts them, with
 * NODE_ENV=production: they refuse to start with a missing or public default secret, and the host
 * serves no /_sandbox route unless SANDBOX=true (docs/security.md, "Production mode"). The processes
 * get only the environment written here (nothing of the test runner's), on free ports. The host's
 * database is a SQLite file whatever the run: nothing here depends on the dialect, so the PostgreSQL
 * pass (TEST_DATABASE_URL) skips the file instead of running it again.
 */
const runs = !process.env.TEST_DATABASE_URL;

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'production-start-'));
const XSRF = randomUUID();

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function start(script: string, env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  running.add(child);
  return { child, output: () => output, exit };
}

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** The exit code, or a failure as soon as the process says it is serving (it should have refused). */
async function refusal(started: Started, serving: RegExp): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const servingSeen = new Promise<never>((_, fail) => {
    timer = setInterval(() => {
      if (serving.test(started.output()))
        fail(new Error(`started instead of refusing:\n${started.output()}`));
    }, 100);
  });
  try {
    return await Promise.race([started.exit, servingSeen]);
  } finally {
    clearInterval(timer);
  }
}

/** Resolves once the line saying the process serves is out; fails if it exits first. */
async function serving(started: Started, line: RegExp): Promise<void> {
  for (;;) {
    if (line.test(started.output())) return;
    if (started.child.exitCode !== null)
      throw new Error(`exited ${started.child.exitCode}:\n${started.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function stop(started: Started): Promise<void> {
  started.child.kill('SIGKILL');
  await started.exit;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function hostEnv(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const port = await freePort();
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    WS_PORT: String(await freePort()),
    REALTIME: 'false',
    SSR: 'false',
    ...env,
  };
}

const HOST_SERVING = /Marketplace em http/;

describe.runIf(runs)('the host in production (server/main.ts)', () => {
  it('refuses to start without secrets, naming each variable and how to make one, before opening the database', async () => {
    const file = join(dir, 'never-opened.sqlite');
    const host = start('server/main.ts', await hostEnv({ DB_DATABASE: file }));
    expect(await refusal(host, HOST_SERVING)).toBe(1);
    const output = host.output();
    for (const name of ['APP_KEY', 'PUSHER_APP_SECRET', 'PAYMENT_WEBHOOK_SECRET'])
      expect(output).toMatch(new RegExp(`- ${name} .*não está definida`));
    // The sandbox payment driver (the default) without the demo mode asked for.
    expect(output).toMatch(/- PAYMENT_DRIVER é sandbox/);
    expect(output).toContain(NEW_SECRET_COMMAND);
    expect(existsSync(file)).toBe(false);
  }, 90_000);

  it('refuses the built-in default secrets', async () => {
    const file = join(dir, 'never-opened-either.sqlite');
    const host = start(
      'server/main.ts',
      await hostEnv({
        DB_DATABASE: file,
        SANDBOX: 'true',
        APP_KEY: 'dev-only-app-key-do-not-use-in-production',
        PUSHER_APP_SECRET: 'marketplace-secret',
        PAYMENT_WEBHOOK_SECRET: 'sandbox-webhook-secret',
      }),
    );
    expect(await refusal(host, HOST_SERVING)).toBe(1);
    for (const [name, value] of [
      ['APP_KEY', 'dev-only-app-key-do-not-use-in-production'],
      ['PUSHER_APP_SECRET', 'marketplace-secret'],
      ['PAYMENT_WEBHOOK_SECRET', 'sandbox-webhook-secret'],
    ])
      expect(host.output()).toMatch(new RegExp(`- ${name} .*valor padrão público "${value}"`));
    expect(existsSync(file)).toBe(false);
  }, 90_000);

  describe('with its secrets', () => {
    const file = join(dir, 'host.sqlite');

    beforeAll(async () => {
      // A migrated database with a small catalogue, so the host does not seed the whole demo.
      const handle = openDatabase({ kind: 'sqlite', file });
      await migrateToLatest(handle.db);
      await seedCatalogue(handle.db, { scale: 0.01, now: new Date() });
      await handle.close();
    }, 120_000);

    async function get(origin: string, path: string) {
      const res = await fetch(origin + path, { headers: { accept: 'application/json' } });
      return { status: res.status, body: await res.text() };
    }
    async function post(origin: string, path: string) {
      const res = await fetch(origin + path, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${XSRF}`,
          'x-xsrf-token': XSRF,
        },
        body: '{}',
      });
      return { status: res.status, body: await res.text() };
    }

    it('and a gateway but SANDBOX unset: no /_sandbox route answers', async () => {
      const { SANDBOX: _demo, ...secrets } = demoEnv();
      const env = await hostEnv({
        ...secrets,
        DB_DATABASE: file,
        PAYMENT_DRIVER: 'pagarme',
        PAGARME_SECRET_KEY: `sk_test_${newSecret()}`,
      });
      const host = start('server/main.ts', env);
      try {
        await serving(host, HOST_SERVING);
        const origin = env.APP_URL as string;
        expect((await get(origin, '/v1/states')).status).toBe(200);
        const notFound = [404, expect.stringContaining('não encontrada')];
        expect(Object.values(await get(origin, '/_sandbox/mail?to=comprador@demo.test'))).toEqual(notFound);
        expect(Object.values(await get(origin, '/_sandbox/mail'))).toEqual(notFound);
        for (const path of [
          '/_sandbox/payments/x/pay',
          '/_sandbox/payments/expire',
          '/_sandbox/payouts/settle',
          '/_sandbox/featured-charges/x/pay',
          '/_sandbox/subscription-charges/x/pay',
        ])
          expect(await post(origin, path), path).toEqual({
            status: 404,
            body: expect.stringMatching(/"Route POST:\/_sandbox\/.* not found"/),
          });
        expect((await get(origin, '/_sandbox/bling/authorize')).status).toBe(404);
        expect(host.output()).not.toContain('MODO DEMONSTRAÇÃO');
      } finally {
        await stop(host);
      }
    }, 120_000);

    it('and SANDBOX=true (the demo mode): serves the sandbox, and says so loudly at start', async () => {
      const env = await hostEnv({ ...demoEnv(), DB_DATABASE: file });
      const host = start('server/main.ts', env);
      try {
        await serving(host, HOST_SERVING);
        expect(host.output()).toContain('MODO DEMONSTRAÇÃO (SANDBOX=true)');
        const origin = env.APP_URL as string;
        expect((await get(origin, '/_sandbox/mail')).status).toBe(200);
        expect((await post(origin, '/_sandbox/payouts/settle')).status).toBe(200);
      } finally {
        await stop(host);
      }
    }, 120_000);
  });
});

describe.runIf(runs)('the standalone socket server in production (server/realtime/main.ts)', () => {
  const REALTIME_SERVING = /realtime server on ws:/;

  it('refuses to start without PUSHER_APP_SECRET (NODE_ENV unset means production)', async () => {
    const server = start('server/realtime/main.ts', { WS_PORT: '0' });
    expect(await refusal(server, REALTIME_SERVING)).toBe(1);
    expect(server.output()).toMatch(/- PUSHER_APP_SECRET .*não está definida/);
    expect(server.output()).not.toContain('APP_KEY');
  }, 60_000);

  it('refuses the default secret', async () => {
    const server = start('server/realtime/main.ts', {
      NODE_ENV: 'production',
      WS_PORT: '0',
      PUSHER_APP_SECRET: 'marketplace-secret',
    });
    expect(await refusal(server, REALTIME_SERVING)).toBe(1);
    expect(server.output()).toMatch(/- PUSHER_APP_SECRET .*valor padrão público "marketplace-secret"/);
  }, 60_000);

  it('starts with a secret of its own', async () => {
    const server = start('server/realtime/main.ts', { WS_PORT: '0', PUSHER_APP_SECRET: newSecret() });
    try {
      await serving(server, REALTIME_SERVING);
    } finally {
      await stop(server);
    }
  }, 60_000);
});
