/**
 * Fan-out benchmark: one socket server, 2,000 websocket subscribers on one channel, one event at a
 * time delivered to all of them. Run with `npx tsx bench/realtime/fanout.ts`.
 *
 * Processes: the server runs alone in this process (its memory and CPU are measured by themselves);
 * the subscribers run in forked client processes; events are published from a separate publisher
 * process through the signed HTTP events API, as Laravel's pusher driver sends them
 * (BENCH_PUBLISH=inprocess calls `server.publish()` in the server process instead).
 *
 * Latency = receipt time in the client − time of the publish call (taken before the request is
 * signed and sent, or before `publish()`). Both are read from `process.hrtime`, the machine's
 * CLOCK_MONOTONIC, which every process on the machine shares; the client reads the clock as soon as
 * a frame is complete, before parsing it.
 *
 * The clients are deliberately lean (a minimal RFC 6455 client on `net` with `onread`, one JSON parse
 * per event, no stream machinery): on a small machine they share the CPUs with the server, so every
 * microsecond they spend per message is CPU taken from the server or queueing added on their side,
 * neither of which a real browser on its own machine would add.
 *
 * BENCH_NODES=2 (or more) runs that many socket servers, this process and forked ones, joined by the
 * Redis adapter (REDIS_URL, default redis://127.0.0.1:6379), with the connections spread over them:
 * the "several socket servers" set-up of docs/realtime.md, where each node writes to its share only.
 *
 * Env: BENCH_CONNECTIONS (2000), BENCH_EVENTS (50), BENCH_WARMUP_EVENTS (5), BENCH_INTERVAL_MS (200),
 * BENCH_CLIENT_PROCESSES (CPU count − 1, between 1 and 4), BENCH_PUBLISH (http | inprocess),
 * BENCH_NODES (1).
 */
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { InMemoryAdapter, type RealtimeAdapter } from '../../server/realtime/adapter.ts';
import { signApiRequest } from '../../server/realtime/api-signature.ts';
import { silentLogger } from '../../server/realtime/logger.ts';
import { RedisAdapter } from '../../server/realtime/redis-adapter.ts';
import { startRealtimeServer } from '../../server/realtime/server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50);
/** Unmeasured events first, so JIT warm-up of the publish path is not counted as latency. */
const WARMUP_EVENTS = Number(process.env.BENCH_WARMUP_EVENTS ?? 5);
const TOTAL_EVENTS = WARMUP_EVENTS + EVENTS;
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 200);
const PUBLISH: 'http' | 'inprocess' = process.env.BENCH_PUBLISH === 'inprocess' ? 'inprocess' : 'http';
/** Leave a core to the server: client processes that preempt it would be measured as server latency. */
const CLIENT_PROCESSES = Math.max(
  1,
  Number(process.env.BENCH_CLIENT_PROCESSES ?? Math.min(4, availableParallelism() - 1)),
);
const NODES = Math.max(1, Number(process.env.BENCH_NODES ?? 1));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECT_CONCURRENCY = 100;
const GOAL_P99_MS = 50;
const WATCHDOG_MS = 100_000;
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' };
const CHANNEL = 'bench-fanout';
const EVENT = 'bench.tick';

type ParentMessage = { type: 'start' } | { type: 'publish' } | { type: 'report' };
interface CpuTime {
  user: number;
  system: number;
}
type ChildMessage =
  | { type: 'connected'; setupMs: number[]; failures: number; firstFailure?: string }
  | { type: 'listening'; port: number }
  | { type: 'published'; sentAt: Float64Array; roundTripMs: number[]; cpu: CpuTime }
  | {
      /** Receipt times on the shared clock, `[seq * sockets + socket]`, NaN when not received. */
      type: 'received';
      receivedAt: Float64Array;
      sockets: number;
      duplicates: number;
      malformed: number;
      cpu: CpuTime;
    }
  | { type: 'error'; message: string };

/** Milliseconds on CLOCK_MONOTONIC: one clock for every process on the machine. */
const clock = () => Number(process.hrtime.bigint()) / 1e6;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

// ------------------------------------------------------------- client side (child processes)

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** One read buffer for every socket of the process: `onread` hands each read over synchronously. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/** Client-to-server frames must be masked (RFC 6455 §5.3). */
function maskedFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 125) throw new Error('bench client frames are small');
  const frame = Buffer.allocUnsafe(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  randomBytes(4).copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = payload[i] ^ frame[2 + (i & 3)];
  return frame;
}

/**
 * A minimal websocket client: upgrade handshake, unmasked server frames (any length, split or
 * coalesced across reads), ping → pong, and the Pusher connect/subscribe exchange.
 */
class BenchClient {
  private readonly socket: Socket;
  private readonly key = randomBytes(16).toString('base64');
  private upgraded = false;
  private pending: Buffer | null = null;

  constructor(
    port: number,
    private readonly index: number,
    private readonly onTick: (index: number, receivedAt: number, text: string) => void,
    private readonly onSubscribed: () => void,
    private readonly onFailure: (error: Error) => void,
  ) {
    this.socket = tcpConnect({
      port,
      host: '127.0.0.1',
      noDelay: true,
      onread: {
        buffer: READ_BUFFER,
        callback: (size) => {
          this.onRead(READ_BUFFER, size);
          return true;
        },
      },
    });
    this.socket.on('connect', () =>
      this.socket.write(
        `GET /app/${APP.key}?protocol=7&client=bench&version=1 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${this.key}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    this.socket.on('error', (error) => this.onFailure(error));
    this.socket.on('close', () => this.onFailure(new Error(`socket ${index} closed`)));
  }

  destroy(): void {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private sendText(text: string): void {
    this.socket.write(maskedFrame(0x1, Buffer.from(text)));
  }

  private onRead(buffer: Buffer, size: number): void {
    let data = buffer.subarray(0, size);
    if (this.pending) {
      data = Buffer.concat([this.pending, data]);
      this.pending = null;
    }
    let offset = 0;
    if (!this.upgraded) {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) {
        this.pending = Buffer.from(data);
        return;
      }
      const head = data.toString('latin1', 0, end);
      const accept = createHash('sha1')
        .update(this.key + WS_GUID)
        .digest('base64');
      const accepted = head
        .split('\r\n')
        .some(
          (line) =>
            /^sec-websocket-accept:/i.test(line) && line.slice(line.indexOf(':') + 1).trim() === accept,
        );
      if (!head.startsWith('HTTP/1.1 101') || !accepted) {
        this.onFailure(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
        return;
      }
      this.upgraded = true;
      offset = end + 4;
    }
    while (data.length - offset >= 2) {
      const first = data[offset];
      const second = data[offset + 1];
      let length = second & 0x7f;
      let header = 2;
      if (length === 126) {
        if (data.length - offset < 4) break;
        length = data.readUInt16BE(offset + 2);
        header = 4;
      } else if (length === 127) {
        if (data.length - offset < 10) break;
        length = Number(data.readBigUInt64BE(offset + 2));
        header = 10;
      }
      if (data.length - offset < header + length) break;
      const start = offset + header;
      offset = start + length;
      if ((second & 0x80) !== 0 || (first & 0x80) === 0 || (first & 0x70) !== 0) {
        this.onFailure(new Error('server sent a masked, fragmented or extended frame'));
        return;
      }
      const opcode = first & 0x0f;
      if (opcode === 0x1) this.onText(data.toString('utf8', start, offset));
      else if (opcode === 0x9) this.socket.write(maskedFrame(0xa, data.subarray(start, offset)));
      else if (opcode === 0x8) this.onFailure(new Error(`server closed socket ${this.index}`));
    }
    if (offset < data.length) this.pending = Buffer.from(data.subarray(offset));
  }

  private onText(text: string): void {
    const receivedAt = clock();
    if (text.startsWith(`{"event":"${EVENT}"`)) {
      this.onTick(this.index, receivedAt, text);
      return;
    }
    const frame = JSON.parse(text) as { event: string; data: unknown };
    if (frame.event === 'pusher:connection_established') {
      this.sendText(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
    } else if (frame.event === 'pusher_internal:subscription_succeeded') {
      this.onSubscribed();
    } else if (frame.event === 'pusher:ping') {
      this.sendText('{"event":"pusher:pong","data":{}}');
    } else if (frame.event === 'pusher:error') {
      this.onFailure(new Error(`pusher:error ${JSON.stringify(frame.data)}`));
    } else {
      this.onTick(this.index, receivedAt, text);
    }
  }
}

/** `count` clients, spread over the socket servers at `ports` in turn. */
async function runClients(ports: number[], count: number): Promise<void> {
  const receivedAt = new Float64Array(TOTAL_EVENTS * count).fill(Number.NaN);
  let duplicates = 0;
  let malformed = 0;
  let measuring = false;
  let lateFailure: Error | null = null;

  const onTick = (index: number, at: number, text: string) => {
    // A real client parses every event; so does this one, after reading the clock.
    const frame = JSON.parse(text) as { event?: unknown; channel?: unknown; data?: unknown };
    const seq =
      frame.event === EVENT && frame.channel === CHANNEL && typeof frame.data === 'string'
        ? (JSON.parse(frame.data) as { seq?: unknown }).seq
        : undefined;
    if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0 || seq >= TOTAL_EVENTS) {
      malformed++;
      return;
    }
    const slot = seq * count + index;
    if (Number.isNaN(receivedAt[slot])) receivedAt[slot] = at;
    else duplicates++;
  };

  const clients: BenchClient[] = [];
  function openOne(index: number): Promise<number> {
    const started = clock();
    return new Promise((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => fail(new Error('connection timed out')), 15_000);
      function fail(error: Error) {
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          reject(error);
        } else if (measuring) {
          lateFailure ??= error;
        }
      }
      const subscribed = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(clock() - started);
      };
      clients.push(new BenchClient(ports[index % ports.length], index, onTick, subscribed, fail));
    });
  }

  const setupMs: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  for (let offset = 0; offset < count; offset += CONNECT_CONCURRENCY) {
    const batch = Math.min(CONNECT_CONCURRENCY, count - offset);
    const results = await Promise.allSettled(Array.from({ length: batch }, (_, i) => openOne(offset + i)));
    for (const result of results) {
      if (result.status === 'fulfilled') setupMs.push(result.value);
      else {
        failures++;
        firstFailure ??= String(result.reason);
      }
    }
  }
  send({ type: 'connected', setupMs, failures, firstFailure });

  let cpuStart = process.cpuUsage();
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'start') {
      measuring = true;
      cpuStart = process.cpuUsage();
    } else if (message.type === 'report') {
      const cpu = process.cpuUsage(cpuStart);
      measuring = false;
      for (const client of clients) client.destroy();
      if (lateFailure) {
        send({ type: 'error', message: String(lateFailure) });
        return;
      }
      // Exit only once the (large) report has been flushed over IPC.
      process.send?.(
        { type: 'received', receivedAt, sockets: count, duplicates, malformed, cpu } satisfies ChildMessage,
        () => process.exit(0),
      );
    }
  });
}

/** Signed POSTs to the events API. The publish call starts before the request is built and signed. */
async function runPublisher(port: number): Promise<void> {
  const path = `/apps/${APP.id}/events`;
  process.on('message', async (message: ParentMessage) => {
    if (message.type !== 'publish') return;
    const sentAt = new Float64Array(TOTAL_EVENTS);
    const roundTripMs: number[] = [];
    const cpuStart = process.cpuUsage();
    try {
      for (let seq = 0; seq < TOTAL_EVENTS; seq++) {
        const started = clock();
        const body = JSON.stringify({ name: EVENT, channel: CHANNEL, data: JSON.stringify({ seq }) });
        const query = signApiRequest({ key: APP.key, secret: APP.secret, method: 'POST', path, body });
        const response = await fetch(`http://127.0.0.1:${port}${path}?${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (response.status !== 200)
          throw new Error(`publish answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
        sentAt[seq] = started;
        roundTripMs.push(clock() - started);
        await sleep(INTERVAL_MS);
      }
      send({ type: 'published', sentAt, roundTripMs, cpu: process.cpuUsage(cpuStart) });
    } catch (error) {
      send({ type: 'error', message: String(error) });
    }
  });
  send({ type: 'connected', setupMs: [], failures: 0 });
}

// ---------------------------------------------------------------- server side (this process)

function openFileLimit(): number {
  try {
    const value = execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    return value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);
  } catch {
    return Number.NaN;
  }
}

/** Busy CPU time of the whole machine so far (Linux /proc/stat), in ms; NaN elsewhere. */
function machineBusyMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal …, in USER_HZ (100 per second on Linux).
    const busy = fields.reduce((total, value, i) => (i === 3 || i === 4 ? total : total + value), 0);
    return busy * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Cost of one small write on a loopback TCP socket on this machine, without any websocket code:
 * fan-out needs one such write per recipient, so this times CONNECTIONS is the floor for one event.
 */
async function measureWriteFloorMicros(sockets = 200, rounds = 10): Promise<number> {
  const accepted: Socket[] = [];
  const sink = createServer((socket) => {
    accepted.push(socket);
    socket.resume();
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.address() as { port: number }).port;
  const clients = await Promise.all(
    Array.from(
      { length: sockets },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = tcpConnect(port, '127.0.0.1', () => resolve(socket));
          socket.setNoDelay(true);
        }),
    ),
  );
  const payload = Buffer.alloc(120, 'x');
  const started = clock();
  for (let round = 0; round < rounds; round++) for (const socket of clients) socket.write(payload);
  const perWrite = ((clock() - started) * 1000) / (sockets * rounds);
  for (const socket of [...clients, ...accepted]) socket.destroy();
  await new Promise((resolve) => sink.close(resolve));
  return perWrite;
}

function next<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'error') reject(new Error(message.message));
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    child.on('message', onMessage);
  });
}

/**
 * Times each `publish` of a bench event: with the in-memory adapter that is the server's own fan-out
 * loop; with Redis, this node's local delivery (the message to the other nodes is sent after it).
 */
function timed<A extends RealtimeAdapter>(adapter: A): A & { loopMs: number[] } {
  const loopMs: number[] = [];
  const publish = adapter.publish.bind(adapter);
  adapter.publish = (message) => {
    const started = clock();
    publish(message);
    if (message.channel === CHANNEL) loopMs.push(clock() - started);
  };
  return Object.assign(adapter, { loopMs });
}

function benchAdapter(prefix: string): RealtimeAdapter {
  return NODES > 1
    ? new RedisAdapter({ url: REDIS_URL, prefix, logger: silentLogger })
    : new InMemoryAdapter();
}

/** One more socket server for BENCH_NODES > 1, in its own process, joined through Redis. */
async function runNode(prefix: string): Promise<void> {
  const server = await startRealtimeServer({
    port: 0,
    apps: [APP],
    logger: silentLogger,
    adapter: benchAdapter(prefix),
    limits: { maxConnections: CONNECTIONS + 100 },
  });
  send({ type: 'listening', port: server.port });
  process.on('message', async (message: ParentMessage) => {
    if (message.type !== 'report') return;
    await server.close();
    process.exit(0);
  });
}

async function runServer(): Promise<void> {
  // The server holds one socket per connection; so do the client processes between them.
  const needed = CONNECTIONS + 256;
  const limit = openFileLimit();
  if (Number.isFinite(limit) && limit < needed) {
    console.error(
      `Open-file limit (ulimit -n) is ${limit}, but ${CONNECTIONS} connections need about ${needed} descriptors ` +
        `in the server process.\nRaise it for this shell and retry:  ulimit -n ${Math.max(8192, needed)}`,
    );
    process.exit(2);
  }
  console.log(
    `fan-out: ${CONNECTIONS} connections in ${CLIENT_PROCESSES} client process(es), ${EVENTS} measured events ` +
      `(after ${WARMUP_EVENTS} warm-up) every ${INTERVAL_MS} ms, published ` +
      `${PUBLISH === 'http' ? 'through the HTTP events API from a separate process' : 'in-process with server.publish()'}` +
      ` (${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(2)}, ulimit -n ${limit})`,
  );

  const floor = await measureWriteFloorMicros();
  console.log(
    `raw loopback socket write here: ${floor.toFixed(1)} µs, so one event to ${CONNECTIONS} sockets needs at least ` +
      `${ms((floor * CONNECTIONS) / 1000)} of one core before any websocket work`,
  );

  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const settle = () => {
    gc();
    gc();
  };

  const prefix = `bench-${randomBytes(6).toString('hex')}`;
  const adapter = timed(benchAdapter(prefix));
  const server = await startRealtimeServer({
    port: 0,
    apps: [APP],
    logger: silentLogger,
    adapter,
    limits: { maxConnections: CONNECTIONS + 100 },
  });
  settle();
  const before = process.memoryUsage();

  const children: ChildProcess[] = [];
  const watchdog = setTimeout(() => {
    console.error(`benchmark did not finish within ${WATCHDOG_MS / 1000} s`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, WATCHDOG_MS);
  const spawn = (...args: string[]) => {
    const child = fork(fileURLToPath(import.meta.url), args, { stdio: 'inherit', serialization: 'advanced' });
    child.on('exit', (code) => {
      if (code !== 0) {
        console.error(`${args[0]} process exited with code ${code}`);
        process.exit(1);
      }
    });
    children.push(child);
    return child;
  };

  const nodes = Array.from({ length: NODES - 1 }, () => spawn('--node', prefix));
  const ports = [
    server.port,
    ...(await Promise.all(nodes.map((node) => next(node, 'listening')))).map((m) => m.port),
  ];
  if (NODES > 1)
    console.log(`socket servers: ${NODES} (ports ${ports.join(', ')}), joined through Redis at ${REDIS_URL}`);

  const setupStarted = clock();
  const clients = Array.from({ length: CLIENT_PROCESSES }, (_, i) => {
    const share = Math.floor(CONNECTIONS / CLIENT_PROCESSES) + (i < CONNECTIONS % CLIENT_PROCESSES ? 1 : 0);
    return spawn('--clients', ports.join(','), String(share));
  });
  const connected = await Promise.all(clients.map((child) => next(child, 'connected')));
  const setupTotal = clock() - setupStarted;
  const publisher = PUBLISH === 'http' ? spawn('--publisher', String(server.port)) : null;
  if (publisher) await next(publisher, 'connected');
  const setupMs = connected.flatMap((message) => message.setupMs).sort((a, b) => a - b);
  const failures = connected.reduce((total, message) => total + message.failures, 0);
  const firstFailure = connected.find((message) => message.firstFailure)?.firstFailure;
  if (firstFailure) console.error(`first failed connection: ${firstFailure}`);

  settle();
  const after = process.memoryUsage();
  const stats = server.stats();
  const subscribers = setupMs.length;
  const perConnection = (delta: number) =>
    `${(delta / Math.max(1, stats.connections) / 1024).toFixed(1)} KiB`;
  console.log(
    `connection setup: ${subscribers} open and subscribed (${stats.connections} on this process's server), ${failures} failed, all in ${ms(setupTotal)} ` +
      `(${CONNECT_CONCURRENCY} at a time per process); per connection p50 ${ms(percentile(setupMs, 50))}, ` +
      `p99 ${ms(percentile(setupMs, 99))}`,
  );
  console.log(
    `server memory per connection: RSS ${perConnection(after.rss - before.rss)}, heapUsed ` +
      `${perConnection(after.heapUsed - before.heapUsed)} (process RSS ${(after.rss / 2 ** 20).toFixed(0)} MiB)`,
  );

  await sleep(500); // let the clients settle after setup
  for (const child of clients) child.send({ type: 'start' } satisfies ParentMessage);
  await sleep(50);
  const busyBefore = machineBusyMs();
  const cpuBefore = process.cpuUsage();
  const windowStarted = clock();

  let sentAt: Float64Array;
  let roundTripMs: number[];
  let publisherCpu: CpuTime = { user: 0, system: 0 };
  if (publisher) {
    publisher.send({ type: 'publish' } satisfies ParentMessage);
    ({ sentAt, roundTripMs, cpu: publisherCpu } = await next(publisher, 'published'));
  } else {
    sentAt = new Float64Array(TOTAL_EVENTS);
    roundTripMs = [];
    for (let seq = 0; seq < TOTAL_EVENTS; seq++) {
      const started = clock();
      server.publish(APP.id, [CHANNEL], EVENT, JSON.stringify({ seq }));
      sentAt[seq] = started;
      roundTripMs.push(clock() - started);
      await sleep(INTERVAL_MS);
    }
  }
  await sleep(500); // stragglers

  const reports = clients.map((child) => next(child, 'received'));
  for (const child of clients) child.send({ type: 'report' } satisfies ParentMessage);
  const received = await Promise.all(reports);
  const serverCpu = process.cpuUsage(cpuBefore);
  const windowMs = clock() - windowStarted;
  const busyMs = machineBusyMs() - busyBefore;
  clearTimeout(watchdog);

  // Measured events only: latency of every delivery, and per event the time until the last one.
  const latencies: number[] = [];
  const lastDelivery: number[] = [];
  let missing = 0;
  for (let seq = WARMUP_EVENTS; seq < TOTAL_EVENTS; seq++) {
    let last = 0;
    for (const report of received) {
      for (let i = 0; i < report.sockets; i++) {
        const at = report.receivedAt[seq * report.sockets + i];
        if (Number.isNaN(at)) {
          missing++;
          continue;
        }
        const latency = at - sentAt[seq];
        latencies.push(latency);
        if (latency > last) last = latency;
      }
    }
    lastDelivery.push(last);
  }
  const sorted = Float64Array.from(latencies).sort();
  const sortedLast = lastDelivery.sort((a, b) => a - b);
  const loops = adapter.loopMs.slice(WARMUP_EVENTS).sort((a, b) => a - b);
  const calls = roundTripMs.slice(WARMUP_EVENTS).sort((a, b) => a - b);
  const duplicates = received.reduce((total, report) => total + report.duplicates, 0);
  const malformed = received.reduce((total, report) => total + report.malformed, 0);

  const perEvent = (microseconds: number) => ms(microseconds / 1000 / TOTAL_EVENTS);
  const clientCpu = received.reduce(
    (total, report) => ({ user: total.user + report.cpu.user, system: total.system + report.cpu.system }),
    { user: 0, system: 0 },
  );
  console.log(
    `server fan-out loop per event (encode + ${stats.connections} writes${NODES > 1 ? ', this node' : ''}): p50 ${ms(percentile(loops, 50))}, ` +
      `max ${ms(loops[loops.length - 1] ?? Number.NaN)}; server CPU per event ${perEvent(serverCpu.user)} user + ` +
      `${perEvent(serverCpu.system)} kernel; client processes ${perEvent(clientCpu.user)} user + ` +
      `${perEvent(clientCpu.system)} kernel`,
  );
  console.log(
    `publish call (${PUBLISH === 'http' ? 'HTTP request to answer' : 'server.publish()'}): p50 ` +
      `${ms(percentile(calls, 50))}, max ${ms(calls[calls.length - 1] ?? Number.NaN)}`,
  );
  if (Number.isFinite(busyMs)) {
    // Clients' CPU is counted up to their report, the server's and the machine's a moment later.
    const ours = [serverCpu, clientCpu, publisherCpu].reduce(
      (total, cpu) => total + cpu.user + cpu.system,
      0,
    );
    const others = Math.max(0, busyMs - ours / 1000);
    const share = (others / (windowMs * availableParallelism())) * 100;
    console.log(
      `other CPU use on the machine while measuring: ${share.toFixed(0)}% of ${availableParallelism()} CPUs` +
        `${share > 10 ? ' (other work competed with the benchmark; repeat on a quiet machine)' : ''}`,
    );
  }
  const expected = subscribers * EVENTS;
  console.log(
    `delivery latency (publish call → receipt) over ${latencies.length}/${expected} deliveries to ` +
      `${subscribers} connections: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}; ` +
      `last delivery per event p50 ${ms(percentile(sortedLast, 50))}, max ${ms(sortedLast[sortedLast.length - 1] ?? Number.NaN)}`,
  );
  const p99 = percentile(sorted, 99);
  const complete = missing === 0 && duplicates === 0 && malformed === 0 && failures === 0;
  const passed = p99 <= GOAL_P99_MS && complete;
  console.log(
    `${passed ? 'PASS' : 'FAIL'}: p99 ${ms(p99)} ${p99 <= GOAL_P99_MS ? '<=' : '>'} ${GOAL_P99_MS} ms` +
      (complete
        ? ', every delivery received once'
        : `; ${missing} missing, ${duplicates} duplicate, ${malformed} malformed, ${failures} failed connections`),
  );

  for (const child of children) child.removeAllListeners('exit');
  publisher?.kill();
  for (const node of nodes) node.send({ type: 'report' } satisfies ParentMessage);
  await server.close();
  process.exit(passed ? 0 : 1);
}

const role = process.argv[2];
if (role === '--clients' || role === '--publisher' || role === '--node') {
  const run =
    role === '--clients'
      ? runClients(process.argv[3].split(',').map(Number), Number(process.argv[4]))
      : role === '--node'
        ? runNode(process.argv[3])
        : runPublisher(Number(process.argv[3]));
  run.catch((error: unknown) => {
    send({ type: 'error', message: String(error) });
    process.exit(1);
  });
} else {
  await runServer();
}
