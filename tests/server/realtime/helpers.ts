import Pusher, { type Options } from 'pusher-js';
import WebSocket from 'ws';
import {
  type AppCredentials,
  authenticateUser,
  authorizeChannel,
  type RealtimeLimits,
  type RealtimeServer,
  type RealtimeServerOptions,
  signApiRequest,
  silentLogger,
  startRealtimeServer,
} from '../../../server/realtime/index.ts';

export const APP: AppCredentials = { id: 'app-1', key: 'key-1', secret: 'secret-1' };

const cleanups: Array<() => unknown> = [];

/** Registers teardown work; run by `cleanup()` in afterEach, newest first. */
export function onCleanup(fn: () => unknown): void {
  cleanups.push(fn);
}

export async function cleanup(): Promise<void> {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn?.();
    } catch {
      // Teardown of one resource must not hide the others.
    }
  }
}

export async function startServer(
  limits: Partial<RealtimeLimits> = {},
  extra: Partial<RealtimeServerOptions> = {},
): Promise<RealtimeServer> {
  const server = await startRealtimeServer({ port: 0, apps: [APP], limits, logger: silentLogger, ...extra });
  onCleanup(() => server.close());
  return server;
}

export function waitFor<T>(
  register: (resolve: (value: T) => void) => void,
  label: string,
  ms = 5000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** pusher-js reports errors as `{type, data}` or, for close codes, `{type, error: {data}}`. */
export function pusherErrorCode(event: unknown): number | undefined {
  const e = event as { data?: { code?: number }; error?: { data?: { code?: number } } };
  return e.data?.code ?? e.error?.data?.code;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface UserIdentity {
  userId: string | number;
  userInfo?: Record<string, unknown>;
}

/** Channel auth the way the host's /broadcasting/auth answers, via the shared signing helper. */
export function hostAuthorizer(identity?: UserIdentity, app: AppCredentials = APP) {
  return (
    params: { socketId: string; channelName: string },
    callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void,
  ) => {
    try {
      const channelData = params.channelName.startsWith('presence-')
        ? { user_id: identity?.userId ?? 'anonymous', user_info: identity?.userInfo ?? {} }
        : undefined;
      callback(
        null,
        authorizeChannel({ ...app, socketId: params.socketId, channelName: params.channelName, channelData }),
      );
    } catch (error) {
      callback(error as Error, null);
    }
  };
}

export function pusherOptions(server: RealtimeServer, extra: Partial<Options> = {}): Options {
  return {
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'mt1',
    disableStats: true,
    ...extra,
  };
}

/** A pusher-js client (the real library) connected to the test server. */
export async function connectPusher(
  server: RealtimeServer,
  options: { identity?: UserIdentity; extra?: Partial<Options>; key?: string } = {},
): Promise<Pusher> {
  const identity = options.identity;
  const pusher = new Pusher(
    options.key ?? APP.key,
    pusherOptions(server, {
      channelAuthorization: { customHandler: hostAuthorizer(identity) } as Options['channelAuthorization'],
      userAuthentication: {
        customHandler: (params: { socketId: string }, callback: (e: Error | null, d: unknown) => void) => {
          const id = String(identity?.userId ?? 'anonymous');
          callback(
            null,
            authenticateUser({ ...APP, socketId: params.socketId, userData: { id, name: `User ${id}` } }),
          );
        },
      } as Options['userAuthentication'],
      ...options.extra,
    }),
  );
  onCleanup(() => pusher.disconnect());
  await waitFor<void>((resolve) => pusher.connection.bind('connected', () => resolve()), 'pusher connected');
  return pusher;
}

export function subscribed(pusher: Pusher, channelName: string): Promise<unknown> {
  const channel = pusher.subscribe(channelName);
  return waitFor(
    (resolve) => channel.bind('pusher:subscription_succeeded', resolve),
    `subscription to ${channelName}`,
  );
}

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A bare websocket speaking the protocol by hand, for what pusher-js would never send. */
export class RawClient {
  readonly frames: Frame[] = [];
  socketId = '';
  closeCode: number | null = null;
  private waiters: Array<{ test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }> = [];
  private closeWaiters: Array<(code: number) => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as Frame;
      if (typeof parsed.data === 'string') {
        try {
          parsed.data = JSON.parse(parsed.data);
        } catch {
          // plain string payload
        }
      }
      this.frames.push(parsed);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(parsed)) return true;
        waiter.resolve(parsed);
        return false;
      });
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      for (const resolve of this.closeWaiters) resolve(code);
    });
    ws.on('error', () => {});
  }

  static async open(
    server: RealtimeServer,
    path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0`,
    wsOptions: WebSocket.ClientOptions = {},
  ): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`, wsOptions);
    const client = new RawClient(ws);
    onCleanup(() => ws.terminate());
    // Wait for the first frame; only the handshake is consumed, errors stay for the test to read.
    await waitFor<void>((resolve) => ws.once('message', () => resolve()), 'first frame');
    const established = client.frames.find((frame) => frame.event === 'pusher:connection_established');
    if (established) {
      client.frames.splice(client.frames.indexOf(established), 1);
      client.socketId = (established.data as { socket_id: string }).socket_id;
    }
    return client;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Next frame (already received or future) matching `test`. */
  next(test: (frame: Frame) => boolean, label: string, ms = 5000): Promise<Frame> {
    const seen = this.frames.find(test);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return waitFor<Frame>(
      (resolve) => {
        this.waiters.push({
          test,
          resolve: (frame) => {
            this.frames.splice(this.frames.indexOf(frame), 1);
            resolve(frame);
          },
        });
      },
      label,
      ms,
    );
  }

  nextEvent(event: string, ms?: number): Promise<Frame> {
    return this.next((frame) => frame.event === event, event, ms);
  }

  closed(ms = 5000): Promise<number> {
    if (this.closeCode !== null) return Promise.resolve(this.closeCode);
    return waitFor<number>((resolve) => this.closeWaiters.push(resolve), 'socket close', ms);
  }

  async subscribe(channel: string, identity?: UserIdentity): Promise<Frame> {
    let auth: { auth?: string; channel_data?: string } = {};
    if (channel.startsWith('private-') || channel.startsWith('presence-')) {
      auth = authorizeChannel({
        ...APP,
        socketId: this.socketId,
        channelName: channel,
        channelData: channel.startsWith('presence-')
          ? { user_id: identity?.userId ?? 'raw', user_info: identity?.userInfo ?? {} }
          : undefined,
      });
    }
    this.send({ event: 'pusher:subscribe', data: { channel, ...auth } });
    return this.next(
      (frame) =>
        frame.channel === channel &&
        (frame.event === 'pusher_internal:subscription_succeeded' ||
          frame.event === 'pusher:subscription_error'),
      `subscription to ${channel}`,
    );
  }
}

/** Calls the HTTP API signed like the pusher server libraries do. */
export async function apiRequest(
  server: RealtimeServer,
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: unknown;
    query?: Record<string, string>;
    secret?: string;
    key?: string;
    timestamp?: number;
  } = {},
): Promise<{ status: number; body: unknown }> {
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const query = signApiRequest({
    key: options.key ?? APP.key,
    secret: options.secret ?? APP.secret,
    method,
    path,
    body,
    query: options.query,
    timestamp: options.timestamp,
  });
  const response = await fetch(`http://127.0.0.1:${server.port}${path}?${query}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

/** Whether a Redis server answers PING at `url` within a second (no retries). */
export async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
