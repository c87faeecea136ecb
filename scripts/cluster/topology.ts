import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ClusterTls, nginxConfig } from './nginx.ts';

/**
 * The production topology on one machine (docs/deploy.md): N host processes (server/main.ts), M socket
 * servers (server/realtime/main.ts) joined by Redis, and nginx in front of both, sharing one PostgreSQL
 * database. A host that exits while the cluster runs (killed, crashed, or stopped by a rolling restart)
 * is started again. Used by scripts/cluster.ts, tests/cluster and bench/cluster.
 */

export const ROOT = resolve(import.meta.dirname, '../..');

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  hosts: number;
  sockets: number;
  /** nginx's port: the one address browsers use, for pages and websockets. */
  port: number;
  /** Host i listens on hostPort + i, socket server j on socketPort + j (127.0.0.1). */
  hostPort: number;
  socketPort: number;
  /** nginx's configuration, pid and logs, and the processes' logs. */
  dir: string;
  /** HTTPS at nginx (the plain port then redirects to it); without it the cluster speaks HTTP. */
  tls?: ClusterTls;
  /** Extra environment for the hosts (job intervals, …). */
  hostEnv?: Record<string, string>;
  log?: (line: string) => void;
}

/** The secrets the hosts and socket servers share: from the environment, else random for this run. */
function sharedSecrets(): Record<string, string> {
  const random = () => randomBytes(24).toString('hex');
  return {
    APP_KEY: process.env.APP_KEY || random(),
    PUSHER_APP_ID: process.env.PUSHER_APP_ID || 'marketplace',
    PUSHER_APP_KEY: process.env.PUSHER_APP_KEY || 'marketplace-key',
    PUSHER_APP_SECRET: process.env.PUSHER_APP_SECRET || random(),
    PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET || random(),
  };
}

interface Managed {
  name: string;
  port: number;
  env: Record<string, string>;
  script: string;
  child: ChildProcess | null;
  /** Set while the cluster itself stops this process: no restart. */
  stopping: boolean;
  starts: number;
  exited: Promise<void>;
  /** When the process was last seen exiting (Date.now()). */
  exitedAt: number | null;
}

export class Cluster {
  private readonly hosts: Managed[] = [];
  private readonly sockets: Managed[] = [];
  private nginx: ChildProcess | null = null;
  private closed = false;
  private readonly log: (line: string) => void;
  readonly secrets = sharedSecrets();
  /** A Redis prefix of its own, so two clusters (or tests) on one Redis do not share events. */
  readonly redisPrefix = `cluster-${randomBytes(4).toString('hex')}`;

  constructor(readonly options: ClusterOptions) {
    this.log = options.log ?? ((line) => console.log(line));
    mkdirSync(resolve(options.dir, 'logs'), { recursive: true });
    mkdirSync(resolve(options.dir, 'tmp'), { recursive: true });
  }

  /** The address browsers use: nginx's HTTPS port when TLS is on, its plain port otherwise. */
  get url(): string {
    const { tls, port } = this.options;
    return tls ? `https://127.0.0.1:${tls.port}` : `http://127.0.0.1:${port}`;
  }

  hostUrl(i: number): string {
    return `http://127.0.0.1:${this.options.hostPort + i}`;
  }

  socketPort(j: number): number {
    return this.options.socketPort + j;
  }

  hostPid(i: number): number | undefined {
    return this.hosts[i]?.child?.pid;
  }

  /** When host i was last seen exiting. */
  hostExitedAt(i: number): number | null {
    return this.hosts[i]?.exitedAt ?? null;
  }

  hostStarts(i: number): number {
    return this.hosts[i]?.starts ?? 0;
  }

  async start(): Promise<void> {
    const { options } = this;
    const common = { ...this.secrets, NODE_ENV: 'production' };
    for (let j = 0; j < options.sockets; j++) {
      this.sockets.push(
        this.managed(`socket-${j}`, this.socketPort(j), 'server/realtime/main.ts', {
          ...common,
          WS_PORT: String(this.socketPort(j)),
          WS_BIND_HOST: '127.0.0.1',
          REALTIME_ADAPTER: 'redis',
          REDIS_URL: options.redisUrl,
          REALTIME_REDIS_PREFIX: this.redisPrefix,
          REALTIME_REDIS_HEARTBEAT_MS: '1000',
        }),
      );
    }
    for (let i = 0; i < options.hosts; i++) {
      const port = options.hostPort + i;
      this.hosts.push(
        this.managed(`host-${i}`, port, 'server/main.ts', {
          ...common,
          ...options.hostEnv,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: options.databaseUrl,
          APP_URL: this.url,
          // The browser's socket port is nginx's; the host publishes through a socket server's API.
          WS_PORT: String(options.tls?.port ?? options.port),
          REALTIME_API_URL: `http://127.0.0.1:${this.socketPort(i % options.sockets)}`,
          TRUSTED_PROXIES: 'loopback',
          SANDBOX: 'true',
        }),
      );
    }
    await Promise.all(this.sockets.map((s) => this.launch(s)));
    // The first host migrates and seeds an empty database alone (the demo data takes minutes on
    // PostgreSQL); the others start after it.
    this.log('Iniciando o primeiro host (migra e semeia um banco vazio)');
    await this.launch(this.hosts[0], 30 * 60_000);
    await Promise.all(this.hosts.slice(1).map((h) => this.launch(h)));
    await this.startNginx();
    this.log(`Cluster em ${this.url}: ${options.hosts} hosts, ${options.sockets} servidores de tempo real`);
  }

  private managed(name: string, port: number, script: string, env: Record<string, string>): Managed {
    return {
      name,
      port,
      env,
      script,
      child: null,
      stopping: false,
      starts: 0,
      exited: Promise.resolve(),
      exitedAt: null,
    };
  }

  /** Starts the process and resolves when it answers on its port. */
  private async launch(m: Managed, timeoutMs = 120_000): Promise<void> {
    m.stopping = false;
    m.starts++;
    const out = createWriteStream(resolve(this.options.dir, 'logs', `${m.name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', m.script], {
      cwd: ROOT,
      env: { ...process.env, ...m.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    m.child = child;
    m.exited = new Promise((done) => {
      child.once('exit', (code, signal) => {
        m.exitedAt = Date.now();
        if (m.child === child) m.child = null;
        done();
        if (this.closed || m.stopping) return;
        this.log(`${m.name} saiu (${signal ?? code}): iniciando de novo`);
        sleep(200).then(() => {
          if (!this.closed && !m.child) this.launch(m).catch((error) => this.log(String(error)));
        });
      });
    });
    await waitAnswering(
      `http://127.0.0.1:${m.port}/${m.script.includes('realtime') ? 'up' : 'robots.txt'}`,
      () =>
        m.child === child
          ? null
          : `${m.name} saiu antes de atender (veja ${this.options.dir}/logs/${m.name}.log)`,
      timeoutMs,
    );
  }

  /**
   * Sends `signal` to host i; the cluster starts it again when it has exited. Resolves when it answers
   * again. With SIGTERM (a planned restart) the host is first taken out of nginx's upstream, so no
   * connection reaches it as its listener closes, and put back when it answers.
   */
  async restartHost(i: number, signal: NodeJS.Signals): Promise<void> {
    const m = this.hosts[i];
    const before = m.starts;
    const others = this.hosts.map((_, k) => k).filter((k) => k !== i);
    const drain = signal === 'SIGTERM' && others.length > 0;
    if (drain) await this.route(others);
    m.child?.kill(signal);
    await m.exited;
    while (m.starts === before || !m.child) await sleep(50);
    await waitAnswering(`${this.hostUrl(i)}/robots.txt`, () => null);
    if (drain) await this.route();
  }

  /** Every host in turn: SIGTERM, wait until it answers again, next one. */
  async rollingRestart(): Promise<void> {
    for (let i = 0; i < this.hosts.length; i++) await this.restartHost(i, 'SIGTERM');
  }

  /** Which hosts nginx sends requests to (all by default); reloads nginx. */
  async route(hostIndexes: number[] = this.hosts.map((_, i) => i)): Promise<void> {
    this.writeNginxConfig(hostIndexes);
    this.nginx?.kill('SIGHUP');
    // The old workers finish their requests and the new ones take over.
    await sleep(1500);
  }

  private nginxPaths() {
    const dir = resolve(this.options.dir);
    return { dir, conf: resolve(dir, 'nginx.conf'), pid: resolve(dir, 'nginx.pid') };
  }

  private writeNginxConfig(hostIndexes: number[]): void {
    const { dir, conf } = this.nginxPaths();
    writeFileSync(
      conf,
      nginxConfig({
        dir,
        port: this.options.port,
        hosts: hostIndexes.map((i) => this.options.hostPort + i),
        sockets: this.sockets.map((s) => s.port),
        root: ROOT,
        tls: this.options.tls,
      }),
    );
  }

  private async startNginx(): Promise<void> {
    const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
    if (!binary) throw new Error('nginx não encontrado: apt-get install -y nginx');
    this.writeNginxConfig(this.hosts.map((_, i) => i));
    const { dir, conf, pid } = this.nginxPaths();
    const out = createWriteStream(resolve(dir, 'logs', 'nginx.log'), { flags: 'a' });
    const child = spawn(binary, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${pid};`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    this.nginx = child;
    // The plain port: it answers (a redirect when TLS is on) once nginx runs.
    await waitAnswering(`http://127.0.0.1:${this.options.port}/robots.txt`, () =>
      child.exitCode !== null ? `nginx saiu (veja ${dir}/logs/nginx.log)` : null,
    );
  }

  async stop(): Promise<void> {
    this.closed = true;
    const all = [...this.hosts, ...this.sockets];
    for (const m of all) {
      m.stopping = true;
      m.child?.kill('SIGTERM');
    }
    const nginx = this.nginx;
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((done) => nginx.once('exit', done));
      nginx.kill('SIGQUIT');
      await Promise.race([gone, sleep(5000)]);
    }
    await Promise.race([Promise.all(all.map((m) => m.exited)), sleep(25_000)]);
    for (const m of all) m.child?.kill('SIGKILL');
  }
}

/** Polls `url` until it answers below 500; `failed` returns a reason to give up. */
export async function waitAnswering(url: string, failed: () => string | null, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s`);
}
