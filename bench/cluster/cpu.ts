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

/** A /proc stat line's fields, "pid (name)" as the first one (field 3, the state, is index 1). */
export function parseStat(text: string): string[] {
  // The command name (field 2) may hold spaces: the fields after it follow its closing parenthesis.
  const close = text.lastIndexOf(')');
  return [text.slice(0, close + 1), ...text.slice(close + 2).split(' ')];
}

function readStat(path: string): string[] | null {
  try {
    return parseStat(readFileSync(path, 'utf8'));
  } catch {
    return null; // the process or thread ended between the listing and the read
  }
}

/** utime + stime of a /proc stat's fields (fields 14 and 15). */
function ticksOf(fields: string[]): number {
  return Number(fields[12]) + Number(fields[13]);
}

/** cutime + cstime (fields 16 and 17): the ticks of the children the process has waited for. */
export function childTicksOf(fields: string[]): number {
  return Number(fields[14]) + Number(fields[15]);
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

/** The ticks of each process of each part so far, and the machine's. */
export interface CpuSnapshot {
  procs: Map<number, { part: Part; ticks: number }>;
  total: number;
}

/** A PostgreSQL process serving `database`, or one of the server's own (writer, checkpointer, …). */
function servesDatabase(pid: number, database: string): boolean {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    // A backend's title: "postgres: 15/main: user database address state".
    const backend = title.match(/^postgres: [^:]+: \S+ (\S+) (\S+\(\d+\)|\[local\])/);
    return backend ? backend[1] === database : true;
  } catch {
    return false;
  }
}

/**
 * The ticks used so far by the hosts (`hosts`: pids, main thread apart), nginx, the PostgreSQL
 * processes of `database` (others on the same server, a neighbour's tests, are left to "other") and
 * the client (`client`: pids).
 */
export function cpuSnapshot(hosts: number[], client: number[], database: string): CpuSnapshot {
  const procs: CpuSnapshot['procs'] = new Map();
  for (const pid of hosts) {
    const t = threadTicks(pid);
    procs.set(pid, { part: 'host main', ticks: t.main });
    // Keyed apart from the main thread: a negative pid is this process's other threads.
    procs.set(-pid, { part: 'host threads', ticks: t.others });
  }
  for (const p of processes()) {
    const part = p.comm === 'nginx' ? 'nginx' : p.comm === 'postgres' ? 'postgres' : null;
    if (!part || (part === 'postgres' && !servesDatabase(p.pid, database))) continue;
    const t = threadTicks(p.pid);
    procs.set(p.pid, { part, ticks: t.main + t.others });
  }
  for (const pid of client) {
    const t = threadTicks(pid);
    procs.set(pid, { part: 'client', ticks: t.main + t.others });
  }
  return { procs, total: machineTicks() };
}

/**
 * CPU milliseconds per answered request, by part, between two snapshots, plus `extra` ticks by part (a
 * client that has exited). A process that started between them counts from its start; one that ended
 * is left out (its last ticks go to "other").
 */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
  extra: Partial<CpuTicks> = {},
): CpuTicks & { total: number } {
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND / Math.max(1, requests);
  const ticks: CpuTicks = { 'host main': 0, 'host threads': 0, nginx: 0, postgres: 0, client: 0, other: 0 };
  for (const [pid, now] of after.procs) {
    const then = before.procs.get(pid);
    ticks[now.part] += now.ticks - (then?.part === now.part ? then.ticks : 0);
  }
  for (const part of PARTS) ticks[part] += extra[part] ?? 0;
  const out = { total: ms(after.total - before.total) } as CpuTicks & { total: number };
  let named = 0;
  for (const part of PARTS) {
    if (part === 'other') continue;
    out[part] = ms(ticks[part]);
    named += out[part];
  }
  out.other = Math.max(0, out.total - named);
  return out;
}
