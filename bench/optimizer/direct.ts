/**
 * Solves the instances written by dump.ts directly (no HTTP, no database), with the API's settings
 * (the 1 % gap, the default time limit), and prints per deck the cart, the bound, the proven gap, the
 * wall and CPU time, so two versions of the solver can be compared on the same instances.
 *
 *   npx tsx bench/optimizer/direct.ts /tmp/x10.json [deck numbers, 1-based, comma-separated]
 *
 * Env: DIRECT_BEST (a JSON file of best known totals per deck, to print the cart's excess over it),
 * DIRECT_SECONDS (the time limit per solve; the solver's default otherwise), DIRECT_THREADS=1 (solve in
 * the host's solver threads, as the API does: a large solve then takes the idle second thread as its
 * helper, partner.ts).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Instance } from '../../server/domain/wants/model.ts';
import { SolverThreads } from '../../server/domain/wants/solve-thread.ts';
import { API_REL_GAP, solve } from '../../server/domain/wants/solver.ts';

async function main() {
  const instances = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/instances.json', 'utf8')) as Instance[];
  const only = process.argv[3]?.split(',').map(Number);
  const best = process.env.DIRECT_BEST
    ? (JSON.parse(readFileSync(process.env.DIRECT_BEST, 'utf8')) as Record<string, number>)
    : {};
  // Warm HiGHS (the host does the same when it starts).
  await solve(instances[0], { kind: 'cheapest' }, { relGap: API_REL_GAP, timeLimit: 0.2 });
  const seconds = process.env.DIRECT_SECONDS ? Number(process.env.DIRECT_SECONDS) : undefined;
  const threads = process.env.DIRECT_THREADS === '1' ? new SolverThreads() : null;
  await threads?.warm();
  const solveOne = (instance: Instance, timeLimit?: number) =>
    threads
      ? threads.solve(instance, { kind: 'cheapest' }, { relGap: API_REL_GAP, timeLimit })
      : solve(instance, { kind: 'cheapest' }, { relGap: API_REL_GAP, timeLimit });
  const gaps: number[] = [];
  const cpus: number[] = [];
  console.log(`load ${loadavg()[0].toFixed(1)}`);
  for (const [i, instance] of instances.entries()) {
    const deck = i + 1;
    if (only && !only.includes(deck)) continue;
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const solved = await solveOne(instance, seconds);
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - wall;
    const cpuMs = (used.user + used.system) / 1000;
    gaps.push(solved.gap);
    cpus.push(cpuMs);
    const known = best[deck];
    const excess = known ? ` (+${((100 * (solved.cost.total - known)) / known).toFixed(2)} %)` : '';
    console.log(
      `deck ${deck}: total ${solved.cost.total}${excess} bound ${solved.bound} gap ${(100 * solved.gap).toFixed(2)} % ` +
        `${solved.status} nodes ${solved.nodes} wall ${ms.toFixed(0)} ms cpu ${cpuMs.toFixed(0)} ms`,
    );
  }
  const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
  const mid = (v: number[]) => sorted(v)[Math.floor((v.length - 1) / 2)];
  console.log(
    `median gap ${(100 * mid(gaps)).toFixed(2)} %, worst ${(100 * Math.max(...gaps)).toFixed(2)} %, ` +
      `within 1 % ${gaps.filter((g) => g <= API_REL_GAP + 1e-9).length}/${gaps.length}, ` +
      `cpu median ${mid(cpus).toFixed(0)} ms, max ${Math.max(...cpus).toFixed(0)} ms; load ${loadavg()[0].toFixed(1)}`,
  );
  await threads?.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
