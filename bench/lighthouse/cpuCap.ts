/**
 * Chromium on a fraction of one core (`run.ts --cpu 0.5`): the benchmark's way of being "a machine with
 * Lighthouse's benchmark index around 1,500" on a faster one, reproducibly. The browser and every process
 * it starts (renderer, GPU, network service) go into a cgroup (v1 `cpu` controller) whose CFS quota is
 * that fraction of each period; the host server and the benchmark itself stay outside it, uncapped.
 *
 * The cap is put on through a wrapper that chrome-launcher starts in place of Chromium: it writes its own
 * pid into the cgroup's `cgroup.procs`, then `exec`s Chromium (same pid, so chrome-launcher's kill of
 * the process group still reaches it), and Chromium's children inherit the cgroup from their first
 * instruction, before any page loads. Needs root and a writable /sys/fs/cgroup/cpu (cgroup v1).
 *
 * The period is 10 ms, not the kernel's default 100 ms: at 100 ms a capped browser runs 50 ms then
 * stops 50 ms, so a 60 ms task reads 60 or 110 ms depending on where it falls; at 10 ms the stops are
 * short and often, closer to a uniformly slower CPU.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPU_ROOT = '/sys/fs/cgroup/cpu';
const PERIOD_US = 10_000;
/** The largest weight cgroup v1 takes (a process at nice 0 weighs 1,024). */
const SHARES = 262_144;

export interface CpuCap {
  /** What chrome-launcher should start instead of Chromium. */
  chromePath: string;
  /** e.g. "0.50 core (CFS quota 5000 µs per 10000 µs, cgroup lighthouse-bench-123)". */
  describe: string;
  /** Removes the cgroup (any process still in it is moved back to the root group first). */
  remove(): void;
}

/** Parses `--cpu <fraction>`: null without the flag; exits with a message on a bad value. */
export function cpuFractionOf(argv: string[]): number | null {
  const at = argv.indexOf('--cpu');
  if (at < 0) return null;
  const value = Number(argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0 || value > 64) {
    console.error('--cpu takes the share of one core Chromium may use, e.g. 0.5');
    process.exit(2);
  }
  return value;
}

export function capCpu(fraction: number, realChrome: string, tmp: string): CpuCap {
  if (!existsSync(join(CPU_ROOT, 'cgroup.procs'))) {
    throw new Error(`--cpu needs the cgroup v1 cpu controller at ${CPU_ROOT} (and root)`);
  }
  const name = `lighthouse-bench-${process.pid}`;
  const dir = join(CPU_ROOT, name);
  mkdirSync(dir);
  const quota = Math.max(1000, Math.round(fraction * PERIOD_US));
  writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
  writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
  // The quota is a ceiling; the weight makes it also what the browser gets when other work on the machine
  // wants the CPU (a nice value counts only within a group, and a group's weight is its cpu.shares).
  writeFileSync(join(dir, 'cpu.shares'), String(SHARES));

  const wrapper = join(tmp, 'chromium-capped.sh');
  writeFileSync(
    wrapper,
    ['#!/bin/sh', `echo $$ > '${join(dir, 'cgroup.procs')}' || exit 1`, `exec '${realChrome}' "$@"`, ''].join(
      '\n',
    ),
  );
  chmodSync(wrapper, 0o755);

  return {
    chromePath: wrapper,
    describe: `${fraction.toFixed(2)} core (CFS quota ${quota} µs per ${PERIOD_US} µs, cgroup ${name})`,
    remove() {
      if (!existsSync(dir)) return;
      // A browser killed a moment ago may still be exiting: move what is left out, then remove.
      for (let attempt = 0; attempt < 20; attempt++) {
        const left = readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
        for (const pid of left) {
          try {
            writeFileSync(join(CPU_ROOT, 'cgroup.procs'), pid);
          } catch {
            // exited meanwhile
          }
        }
        try {
          rmdirSync(dir);
          return;
        } catch {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        }
      }
      console.error(`Could not remove the cgroup ${dir}: remove it with rmdir`);
    },
  };
}
