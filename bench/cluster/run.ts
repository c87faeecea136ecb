/**
 * Cluster benchmark (docs/deploy.md, "Benchmark"): requests per second of the home page and of the
 * product list page through nginx, with one host behind it and then with two, in the same run, and
 * the ratio (the goal is 2 hosts ≥ 1.6 × 1 host on a 2-core machine; printed, not asserted).
 *
 * Starts the cluster (scripts/cluster/topology.ts: 2 hosts, 1 socket server, nginx) on DATABASE_URL
 * (PostgreSQL; an empty database gets the demo data first, which takes minutes) and sends GETs with
 * BENCH_CONCURRENCY (16) requests under way for BENCH_SECONDS (15) per page and configuration, after
 * BENCH_WARMUP_SECONDS (5). nginx is switched between one host and both by reloading its
 * configuration. The client (this process, keep-alive connections to nginx) shares the machine's cores
 * with the hosts and nginx, as a single machine's figures do.
 *
 * Run with `DATABASE_URL=postgres://… npx tsx bench/cluster/run.ts`; ports CLUSTER_PORT (8879),
 * CLUSTER_HOST_PORT (8870), CLUSTER_SOCKET_PORT (6870).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster } from '../../scripts/cluster/topology.ts';

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

/** Requests per second answered 200 with `CONCURRENCY` under way for `seconds`, and how many were not 200. */
async function measure(port: number, path: string, seconds: number) {
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
  return { rps: ok / ((Date.now() - started) / 1000), failed };
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
  const results: { page: string; one: number; two: number; failed: number }[] = [];
  for (const p of PAGES) {
    await cluster.route([0]);
    await measure(port, p.path, WARMUP);
    const one = await measure(port, p.path, SECONDS);
    await cluster.route([0, 1]);
    await measure(port, p.path, WARMUP);
    const two = await measure(port, p.path, SECONDS);
    results.push({ page: p.name, one: one.rps, two: two.rps, failed: one.failed + two.failed });
  }
  console.log('\n                                      1 host    2 hosts   razão');
  for (const r of results) {
    const ratio = r.two / r.one;
    console.log(
      `${r.page.padEnd(36)}${r.one.toFixed(1).padStart(8)} ${r.two.toFixed(1).padStart(9)}   ${ratio.toFixed(2)}× ${ratio >= GOAL ? '(meta ≥ 1.6× atingida)' : '(abaixo da meta de 1.6×)'}${r.failed ? `, ${r.failed} respostas ≠ 200` : ''}`,
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
