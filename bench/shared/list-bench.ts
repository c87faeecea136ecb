/**
 * What the list benchmarks share (bench/seller-stock, bench/store-orders): the command line, the
 * benchmark host in its own process on a prepared database (bench/catalogue/server.ts), the seller's
 * login, one JSON call, and the timing of a list call over a set of request bodies.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';

const XSRF = 'bench-xsrf-token';

/** The value after `--name` on the command line. */
export const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** `--scales 1,10` (or the demo size and `--scale N`, 10 by default). */
export function scalesFromArguments(): { big: number; scales: number[] } {
  const big = Number(argument('--scale') ?? 10);
  return { big, scales: argument('--scales')?.split(',').map(Number) ?? [1, big] };
}

/** The load average, printed with every figure: they depend on what else the machine is doing. */
export const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export const HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'x-requested-with': 'XMLHttpRequest',
  'content-type': 'application/json',
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
};

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The benchmark host on the given SQLite file, in a process of its own; its base URL. */
export async function startServer(databaseFile: string): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(resolve(import.meta.dirname, '../catalogue/server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DB: databaseFile, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port } = await new Promise<{ port: number }>((done, fail) => {
    child.once('message', (m: { port: number }) => done(m));
    child.once('exit', (code) => fail(new Error(`benchmark server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** The demo seller's bearer token. */
export async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ email: 'lojista@demo.test', password: 'senha1234' }),
  });
  const token = sessionTokenFromSetCookie(res.headers.getSetCookie());
  if (!token) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return token;
}

/** One POST of the seller's. */
export const post = (base: string, token: string, path: string, body: unknown): Promise<Response> =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

export function percentiles(latencies: number[], errors: number): Figures {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

/** `requests` calls of `path`, one at a time, cycling through `bodies`, after `warmup` untimed ones. */
export async function measureList(
  base: string,
  token: string,
  path: string,
  bodies: Record<string, unknown>[],
  { warmup, requests }: { warmup: number; requests: number },
): Promise<Figures> {
  const send = async (body: unknown) => {
    const res = await post(base, token, path, body);
    await res.arrayBuffer();
    return res.ok;
  };
  for (let i = 0; i < warmup; i++) await send(bodies[i % bodies.length]);
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    if (!(await send(bodies[i % bodies.length]))) errors++;
    latencies.push(performance.now() - t0);
  }
  return percentiles(latencies, errors);
}

/** The slowest bodies, each the best of two requests after a warm one, for the reader. */
export async function slowest(base: string, token: string, path: string, bodies: Record<string, unknown>[]) {
  const rows: [number, string][] = [];
  for (const body of bodies) {
    const time = async () => {
      const t0 = performance.now();
      const res = await post(base, token, path, body);
      await res.arrayBuffer();
      return performance.now() - t0;
    };
    await time();
    rows.push([
      Math.min(await time(), await time()),
      JSON.stringify({ ...body, store_id: undefined, per_page: undefined }),
    ]);
  }
  return rows.sort((a, b) => b[0] - a[0]).slice(0, 5);
}
