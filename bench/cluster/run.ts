/**
 * Cluster benchmark (docs/deploy.md, "Benchmark"): requests per second of the home page and of the
 * product list page through nginx, with one host behind it and then with two, in the same run, and
 * the ratio (the goal is 2 hosts ≥ 1.6 × 1 host on a 2-core machine; printed, not asserted).
 *
 * Starts the cluster (scripts/cluster/topology.ts: 2 hosts, 1 socket server, nginx) on DATABASE_URL
 * (PostgreSQL; an empty database gets the demo data first, which takes minutes) and sends GETs with
 * BENCH_CONCURRENCY (16) requests under way for BENCH_SECONDS (15) per page and configuration, after
 * BENCH_WARMUP_SECONDS (5). nginx is switched between one host and both by reloading its
 * configuration. The client (wrk when installed, else this process; keep-alive connections to nginx)
 * shares the machine's cores with the hosts and nginx, as a single machine's figures do, and the CPU
 * each part used per request is printed with the ratio's ceiling on this machine (cpu.ts).
 *
 * Run with `DATABASE_URL=postgres://… npx tsx bench/cluster/run.ts`; ports CLUSTER_PORT (8879),
 * CLUSTER_HOST_PORT (8870), CLUSTER_SOCKET_PORT (6870).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster } from '../../scripts/cluster/topology.ts';
import { type CpuTicks, childTicksOf, cpuPerRequest, cpuSnapshot, PARTS, parseStat } from './cpu.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const GOAL = 1.6;
const PAGES = [
  { name: 'Página inicial (/)', path: '/' },
  { name: 'Lista de produtos (/product/list)', path: '/product/list' },
];

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl.startsWith('postgres')) {
  console.error('DATABASE_URL=postgres://… é obrigatório.');
  process.exit(1);
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** wrk (Debian's package) when it is installed: a load client in C, so the client's own CPU stays small. */
const WRK = process.env.BENCH_CLIENT !== 'node' && spawnSync('wrk', ['--version']).error === undefined;

interface Measured {
  rps: number;
  failed: number;
  requests: number;
}

/** Requests per second answered 200 with `CONCURRENCY` under way for `seconds`, and how many were not 200. */
async function measureNode(port: number, path: string, seconds: number): Promise<Measured> {
  const until = Date.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  const worker = async () => {
    while (Date.now() < until) {
      if ((await get(port, path)) === 200) ok++;
      else failed++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { rps: ok / ((Date.now() - started) / 1000), failed, requests: ok + failed };
}

/**
 * The same with wrk: one thread, `CONCURRENCY` keep-alive connections. It runs under a shell that prints
 * its own /proc stat after it, whose cutime + cstime (fields 16 and 17) are wrk's CPU ticks.
 */
function measureWrk(
  port: number,
  path: string,
  seconds: number,
): Promise<Measured & { clientTicks: number }> {
  const url = `http://127.0.0.1:${port}${path}`;
  const script = `wrk -t1 -c${CONCURRENCY} -d${seconds}s -H 'Accept-Encoding: gzip' '${url}'; echo; cat /proc/$$/stat`;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script]);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', () => {
      const number = (re: RegExp) => Number(out.match(re)?.[1] ?? 0);
      const requests = number(/(\d+) requests in/);
      const failed = number(/Non-2xx or 3xx responses: (\d+)/) + number(/Socket errors: connect (\d+)/);
      const rps = number(/Requests\/sec:\s+([\d.]+)/) * (requests ? (requests - failed) / requests : 0);
      const clientTicks = childTicksOf(parseStat(out.trim().split('\n').at(-1) ?? ''));
      resolve({ rps, failed, requests, clientTicks });
    });
  });
}

type Cpu = { cpu: CpuTicks & { total: number } };

/** Measures and, for the whole measurement, reads where the machine's CPU went. */
async function measure(
  port: number,
  path: string,
  seconds: number,
  hostPids: number[],
): Promise<Measured & Cpu> {
  const clients = WRK ? [] : [process.pid];
  const database = new URL(databaseUrl).pathname.slice(1);
  const before = cpuSnapshot(hostPids, clients, database);
  const result: Measured & { clientTicks?: number } = WRK
    ? await measureWrk(port, path, seconds)
    : await measureNode(port, path, seconds);
  const after = cpuSnapshot(hostPids, clients, database);
  return {
    ...result,
    cpu: cpuPerRequest(before, after, result.requests, { client: result.clientTicks ?? 0 }),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'cluster-bench-'));
const cluster = new Cluster({
  databaseUrl,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  hosts: 2,
  sockets: 1,
  port: Number(process.env.CLUSTER_PORT ?? 8879),
  hostPort: Number(process.env.CLUSTER_HOST_PORT ?? 8870),
  socketPort: Number(process.env.CLUSTER_SOCKET_PORT ?? 6870),
  dir,
  log: (line) => console.log(`[cluster] ${line}`),
});

try {
  await cluster.start();
  const port = cluster.options.port;
  console.log(
    `${CONCURRENCY} requisições simultâneas, ${SECONDS} s por medida (+${WARMUP} s de aquecimento); carga da máquina ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  const hostPids = [0, 1].map((i) => cluster.hostPid(i)).filter((pid): pid is number => pid !== undefined);
  const results: { page: string; one: Measured & Cpu; two: Measured & Cpu }[] = [];
  for (const p of PAGES) {
    await cluster.route([0]);
    await measure(port, p.path, WARMUP, hostPids);
    const one = await measure(port, p.path, SECONDS, hostPids);
    await cluster.route([0, 1]);
    await measure(port, p.path, WARMUP, hostPids);
    const two = await measure(port, p.path, SECONDS, hostPids);
    results.push({ page: p.name, one, two });
  }
  console.log(`\nCliente: ${WRK ? 'wrk (C)' : 'node:http (este processo)'}`);
  console.log('                                      1 host    2 hosts   razão');
  for (const r of results) {
    const ratio = r.two.rps / r.one.rps;
    const failed = r.one.failed + r.two.failed;
    console.log(
      `${r.page.padEnd(36)}${r.one.rps.toFixed(1).padStart(8)} ${r.two.rps.toFixed(1).padStart(9)}   ${ratio.toFixed(2)}× ${ratio >= GOAL ? '(meta ≥ 1.6× atingida)' : '(abaixo da meta de 1.6×)'}${failed ? `, ${failed} respostas ≠ 200` : ''}`,
    );
  }
  // Where the CPU went (docs/deploy.md, "What limits the ratio"): the work one request needs from the
  // whole machine (every part but "other"), and the share of the machine's cores in use.
  const cores = availableParallelism();
  console.log(`\nCPU por requisição (ms), por parte; ${cores} núcleos:`);
  const head = [...PARTS, 'total', 'máquina'].map((p) => p.padStart(13)).join('');
  console.log(`${'página / hosts'.padEnd(24)}${head}`);
  for (const r of results) {
    for (const [label, m] of [
      ['1', r.one],
      ['2', r.two],
    ] as const) {
      const row = [...PARTS, 'total' as const].map((p) => m.cpu[p].toFixed(2).padStart(13)).join('');
      const busy = `${((m.cpu.total * m.rps) / 10 / cores).toFixed(0)}%`.padStart(13);
      console.log(`${`${r.page.slice(0, 18)} ${label}`.padEnd(24)}${row}${busy}`);
    }
  }
  // The most two hosts could serve if the whole machine did only this work (one host's split): the
  // ceiling of the ratio on this machine, whatever the number of hosts.
  for (const r of results) {
    const needed = PARTS.filter((p) => p !== 'other').reduce((n, p) => n + r.one.cpu[p], 0);
    const ceiling = (cores * 1000) / needed / r.one.rps;
    console.log(
      `${r.page}: ${needed.toFixed(2)} ms de CPU por requisição com 1 host; teto da razão nesta máquina ${ceiling.toFixed(2)}×`,
    );
  }
  console.log(
    `Carga da máquina ao fim: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
} finally {
  agent.destroy();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
