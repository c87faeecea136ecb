/**
 * Where the machine's CPU went during a measurement, by part (bench/cluster/run.ts): the hosts' main
 * threads, the hosts' other threads (libuv's pool, where compression runs, and V8's GC and compiler),
 * nginx, PostgreSQL, the load client and everything else, read from Linux's /proc. Each process's
 * threads are read from /proc/<pid>/task/<tid>/stat (utime + stime, fields 14 and 15, in clock ticks);
 * the machine's total from /proc/stat's first line. Linux only; elsewhere the accounting is empty.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second (`getconf CLK_TCK`): 100 on Linux's every common build. */
const TICKS_PER_SECOND = 100;

export type Part = 'host main' | 'host threads' | 'nginx' | 'postgres' | 'client' | 'other';
export const PARTS: Part[] = ['host main', 'host threads', 'nginx', 'postgres', 'client', 'other'];

export type CpuTicks = Record<Part, number>;

function readStat(path: string): string[] | null {
  try {
    const text = readFileSync(path, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it follow its closing parenthesis.
    const close = text.lastIndexOf(')');
    return [text.slice(0, close + 1), ...text.slice(close + 2).split(' ')];
  } catch {
    return null; // the process or thread ended between the listing and the read
  }
}

/** utime + stime of a /proc stat's fields (index 12 and 13 once the name is one field). */
function ticksOf(fields: string[]): number {
  return Number(fields[12]) + Number(fields[13]);
}

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
}

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = readStat(`/proc/${name}/stat`);
    if (!fields) continue;
    out.push({ pid: Number(name), ppid: Number(fields[2]), comm: fields[0].replace(/^\d+ \(|\)$/g, '') });
  }
  return out;
}

function threadTicks(pid: number): { main: number; others: number } {
  let main = 0;
  let others = 0;
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return { main, others };
  }
  for (const tid of tids) {
    const fields = readStat(`/proc/${pid}/task/${tid}/stat`);
    if (!fields) continue;
    if (Number(tid) === pid) main += ticksOf(fields);
    else others += ticksOf(fields);
  }
  return { main, others };
}

function machineTicks(): number {
  const first = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const [, user, nice, system, , , irq, softirq, steal] = first.trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** The ticks used so far by each part; `hosts` and `client` are pids (nginx and PostgreSQL are found by name). */
export function cpuSnapshot(hosts: number[], client: number[]): { parts: CpuTicks; total: number } {
  const parts: CpuTicks = { 'host main': 0, 'host threads': 0, nginx: 0, postgres: 0, client: 0, other: 0 };
  for (const pid of hosts) {
    const t = threadTicks(pid);
    parts['host main'] += t.main;
    parts['host threads'] += t.others;
  }
  for (const p of processes()) {
    if (p.comm === 'nginx') {
      const t = threadTicks(p.pid);
      parts.nginx += t.main + t.others;
    } else if (p.comm === 'postgres') {
      const t = threadTicks(p.pid);
      parts.postgres += t.main + t.others;
    }
  }
  for (const pid of client) {
    const t = threadTicks(pid);
    parts.client += t.main + t.others;
  }
  return { parts, total: machineTicks() };
}

/**
 * CPU milliseconds per answered request, by part, between two snapshots. A process that ended or
 * started between them (a host restart) makes its part read wrong; the bench does not restart hosts.
 */
export function cpuPerRequest(
  before: { parts: CpuTicks; total: number },
  after: { parts: CpuTicks; total: number },
  requests: number,
): CpuTicks & { total: number } {
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND / Math.max(1, requests);
  const out = { total: ms(after.total - before.total) } as CpuTicks & { total: number };
  let named = 0;
  for (const part of PARTS) {
    if (part === 'other') continue;
    out[part] = ms(after.parts[part] - before.parts[part]);
    named += out[part];
  }
  out.other = Math.max(0, out.total - named);
  return out;
}
