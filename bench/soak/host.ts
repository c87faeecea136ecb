/**
 * The host under test, as its own process (`node --import tsx server/main.ts`), so that its memory
 * and CPU are its alone: free HTTP and websocket ports, its own database, realtime on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { demoEnv } from '../../server/production-check.ts';

export interface HostOptions {
  root: string;
  /** SQLite file, or null when `databaseUrl` (PostgreSQL) is used. */
  sqliteFile: string | null;
  databaseUrl: string | null;
  ssr: boolean;
  /** How long seeding plus start-up may take. */
  startTimeoutMs: number;
}

export interface Host {
  child: ChildProcess;
  pid: number;
  origin: string;
  port: number;
  wsPort: number;
  /** Everything the host wrote to stderr, and its stdout's last lines. */
  stderr: string[];
  stdoutTail: string[];
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Starts the host and resolves once both its HTTP port and its websocket server answer. */
export async function startHost(options: HostOptions): Promise<Host> {
  const port = await freePort();
  let wsPort = await freePort();
  while (wsPort === port) wsPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    WS_PORT: String(wsPort),
    APP_URL: `http://127.0.0.1:${port}`,
    REALTIME: 'true',
    SSR: options.ssr ? 'true' : 'false',
    ...demoEnv(),
    PAYMENT_DRIVER: 'sandbox',
    LOG_REQUESTS: 'false',
  };
  // The socket server runs inside the host: its sockets count in the host's memory.
  delete env.REALTIME_API_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DB_DATABASE = options.sqliteFile ?? '';
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('the host process did not start');
  const host: Host = {
    child,
    pid: child.pid,
    origin: `http://127.0.0.1:${port}`,
    port,
    wsPort,
    stderr: [],
    stdoutTail: [],
  };
  const lines = (into: string[], keep: number) => {
    let partial = '';
    return (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) if (line.trim()) into.push(line);
      if (into.length > keep) into.splice(0, into.length - keep);
    };
  };
  child.stdout?.on('data', lines(host.stdoutTail, 40));
  child.stderr?.on('data', lines(host.stderr, 10_000));

  const deadline = Date.now() + options.startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the host exited during start-up (${child.exitCode ?? child.signalCode}):\n${[...host.stdoutTail, ...host.stderr].join('\n')}`,
      );
    }
    try {
      const [web, ws] = await Promise.all([
        fetch(`${host.origin}/v1/states`, { signal: AbortSignal.timeout(2000) }),
        fetch(`http://127.0.0.1:${wsPort}/up`, { signal: AbortSignal.timeout(2000) }),
      ]);
      await Promise.all([web.arrayBuffer(), ws.arrayBuffer()]);
      if (web.ok && ws.ok) return host;
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  child.kill('SIGKILL');
  throw new Error(
    `the host did not answer within ${options.startTimeoutMs / 1000} s:\n${host.stdoutTail.join('\n')}`,
  );
}

/** SIGTERM (the host closes its servers and the database), SIGKILL after `graceMs`. */
export async function stopHost(host: Host, graceMs = 15_000): Promise<void> {
  const { child } = host;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface Memory {
  /** VmRSS, and its parts: anonymous memory (the JavaScript heap, native allocations), file-backed
   * pages (code, mapped files) and shared memory (SQLite's WAL index), all in KiB. */
  rss: number;
  anon: number;
  file: number;
  shmem: number;
}

/** Resident memory of a process from /proc/<pid>/status (NaN once it is gone). */
export function readMemory(pid: number): Memory {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // gone
  }
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    return match ? Number(match[1]) : Number.NaN;
  };
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile'), shmem: field('RssShmem') };
}

/** CPU time (user + system) a process has used, in seconds, from /proc/<pid>/stat. */
export function readCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses and may hold spaces): utime is the 14th
    // field of the line, stime the 15th, in clock ticks (100 per second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
