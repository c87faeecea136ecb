/**
 * Chromium on a fraction of one core per process (`run.ts --cpu 0.5`): the benchmark's way of being "a
 * machine with Lighthouse's benchmark index around 1,500" on a faster one, reproducibly. The host server
 * and the benchmark itself stay uncapped.
 *
 * Each renderer gets a cgroup (v1 `cpu` controller) of its own whose CFS quota is that fraction of each
 * period, and the browser process with the processes it starts itself (GPU, network service) one more:
 * as on a slower machine with more than one core, the page's main thread is slower, but the browser's
 * work does not come out of the renderer's share. (One group for the whole browser made the renderer
 * wait for the browser's own work at each navigation, which no phone with two cores or more does.)
 *
 * The processes enter their group from their first instruction, through a wrapper that writes its own
 * pid into a new group's `cgroup.procs` and then `exec`s the real command (the pid stays the same, so
 * chrome-launcher's kill of the process group still reaches it): chrome-launcher starts the wrapper in
 * place of Chromium, and Chromium starts each renderer through it (`--renderer-cmd-prefix`, which needs
 * `--no-zygote`). Threads a process starts inherit its group. Needs root and a writable
 * /sys/fs/cgroup/cpu (cgroup v1).
 *
 * The period is 10 ms, not the kernel's default 100 ms: at 100 ms a capped process runs 50 ms then
 * stops 50 ms, so a 60 ms task reads 60 or 110 ms depending on where it falls; at 10 ms the stops are
 * short and often, closer to a uniformly slower CPU.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const CPU_ROOT = '/sys/fs/cgroup/cpu';
const PERIOD_US = 10_000;
/** The largest weight cgroup v1 takes (a process at nice 0 weighs 1,024). */
const SHARES = 262_144;

export interface CpuCap {
  /** What chrome-launcher should start instead of Chromium. */
  chromePath: string;
  /** The flags that make Chromium start its renderers through the wrapper. */
  chromeFlags: string[];
  /** e.g. "0.50 core per process (CFS quota 5000 µs per 10000 µs, cgroup lighthouse-bench-123)". */
  describe: string;
  /** Removes the groups (any process still in one is moved back to the root group first). */
  remove(): void;
}

/** Parses `--cpu <fraction>`: null without the flag; exits with a message on a bad value. */
export function cpuFractionOf(argv: string[]): number | null {
  const at = argv.indexOf('--cpu');
  if (at < 0) return null;
  const value = Number(argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0 || value > 64) {
    console.error('--cpu takes the share of one core each Chromium process may use, e.g. 0.5');
    process.exit(2);
  }
  return value;
}

/** A shell script that moves itself into a new capped group under `dir`, then runs `exec`. */
function wrapper(dir: string, quota: number, exec: string): string {
  return [
    '#!/bin/sh',
    `group='${dir}'/p$$`,
    'mkdir "$group" || exit 1',
    `echo ${PERIOD_US} > "$group/cpu.cfs_period_us" || exit 1`,
    `echo ${quota} > "$group/cpu.cfs_quota_us" || exit 1`,
    'echo $$ > "$group/cgroup.procs" || exit 1',
    `exec ${exec}`,
    '',
  ].join('\n');
}

export function capCpu(fraction: number, realChrome: string, tmp: string): CpuCap {
  if (!existsSync(join(CPU_ROOT, 'cgroup.procs'))) {
    throw new Error(`--cpu needs the cgroup v1 cpu controller at ${CPU_ROOT} (and root)`);
  }
  const name = `lighthouse-bench-${process.pid}`;
  const dir = join(CPU_ROOT, name);
  mkdirSync(dir);
  // The quota is a ceiling; the weight makes it also what the browser gets when other work on the machine
  // wants the CPU (a nice value counts only within a group, and a group's weight is its cpu.shares).
  writeFileSync(join(dir, 'cpu.shares'), String(SHARES));
  const quota = Math.max(1000, Math.round(fraction * PERIOD_US));

  const browser = join(tmp, 'chromium-capped.sh');
  writeFileSync(browser, wrapper(dir, quota, `'${realChrome}' "$@"`));
  const renderer = join(tmp, 'renderer-capped.sh');
  writeFileSync(renderer, wrapper(dir, quota, '"$@"'));
  chmodSync(browser, 0o755);
  chmodSync(renderer, 0o755);

  const removeGroup = (group: string): boolean => {
    // A browser killed a moment ago may still be exiting: move what is left out, then remove.
    for (const pid of readFileSync(join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync(join(CPU_ROOT, 'cgroup.procs'), pid);
      } catch {
        // exited meanwhile
      }
    }
    try {
      rmdirSync(group);
      return true;
    } catch {
      return false;
    }
  };
  const children = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name));

  return {
    chromePath: browser,
    chromeFlags: ['--no-zygote', `--renderer-cmd-prefix=${renderer}`],
    describe: `${fraction.toFixed(2)} core per process (CFS quota ${quota} µs per ${PERIOD_US} µs, cgroup ${name})`,
    remove() {
      if (!existsSync(dir)) return;
      for (let attempt = 0; attempt < 20; attempt++) {
        const left = children().filter((group) => !removeGroup(group));
        if (left.length === 0 && removeGroup(dir)) return;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      }
      console.error(`Could not remove the cgroup ${dir}: remove it (and the groups in it) with rmdir`);
    },
  };
}
