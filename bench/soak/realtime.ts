/**
 * One virtual user's websocket, as pusher-js keeps it: connect to the host's Pusher-protocol server,
 * have the host authorize the user's private channel (POST /broadcasting/auth with the socket id),
 * subscribe, answer the server's pings, and hand every event on the channel to `onEvent`. A drop that
 * this side did not ask for is an error; the client then connects again (1 s, doubling up to 10 s),
 * and every failed attempt is an error too.
 */
import WebSocket from 'ws';
import type { Json } from './client.ts';
import type { Recorder } from './stats.ts';

export interface RealtimeOptions {
  /** ws://127.0.0.1:<port>/app/<key>?protocol=7 */
  url: string;
  channel: string;
  /** The `auth` of POST /broadcasting/auth for this socket id, or throws. */
  authorize: (socketId: string) => Promise<string>;
  recorder: Recorder;
  onEvent: (event: string, data: Json | null, at: number) => void;
}

const CONNECT_TIMEOUT_MS = 15_000;
const PING_TIMEOUT_MS = 10_000;

export const STEP_CONNECT = 'realtime  ws connect + auth + subscribe';
export const STEP_PING = 'realtime  ws pusher:ping → pong';
export const STEP_DROP = 'realtime  ws connection kept';

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private subscribed = false;
  private stopped = false;
  private pendingPing: { startedAt: number; done: (ms: number | null) => void } | null = null;
  reconnects = 0;
  readonly received = new Map<string, number>();

  constructor(private readonly options: RealtimeOptions) {}

  get connected(): boolean {
    return this.subscribed;
  }

  /** Connects and subscribes; rejects if the first attempt fails. */
  start(): Promise<void> {
    return this.connectOnce();
  }

  private connectOnce(): Promise<void> {
    const { recorder } = this.options;
    return new Promise((resolve, reject) => {
      const startedAt = performance.now();
      const socket = new WebSocket(this.options.url);
      this.socket = socket;
      let settled = false;
      let reason = '';
      const fail = (why: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        recorder.error(STEP_CONNECT, why);
        socket.terminate();
        reject(new Error(why));
      };
      const timer = setTimeout(
        () => fail(`not subscribed within ${CONNECT_TIMEOUT_MS / 1000} s`),
        CONNECT_TIMEOUT_MS,
      );

      socket.on('message', (raw) => {
        const at = performance.now();
        let frame: Json;
        try {
          frame = JSON.parse(raw.toString()) as Json;
        } catch {
          recorder.error(STEP_DROP, `a frame that is not JSON: ${raw.toString().slice(0, 100)}`);
          return;
        }
        const event = String(frame.event ?? '');
        const data = typeof frame.data === 'string' ? parse(frame.data) : (frame.data as Json | null);
        switch (event) {
          case 'pusher:connection_established': {
            const socketId = String(data?.socket_id ?? '');
            this.options.authorize(socketId).then(
              (auth) =>
                socket.send(
                  JSON.stringify({
                    event: 'pusher:subscribe',
                    data: { auth, channel: this.options.channel },
                  }),
                ),
              (error: unknown) => fail(`authorization: ${error instanceof Error ? error.message : error}`),
            );
            return;
          }
          case 'pusher_internal:subscription_succeeded':
            if (frame.channel !== this.options.channel || settled) return;
            settled = true;
            clearTimeout(timer);
            this.subscribed = true;
            recorder.ok(STEP_CONNECT, at - startedAt, at);
            resolve();
            return;
          case 'pusher:subscription_error':
            fail(`subscription error: ${JSON.stringify(frame.data)}`);
            return;
          case 'pusher:error':
            recorder.error(STEP_DROP, `pusher:error ${JSON.stringify(frame.data)}`);
            return;
          case 'pusher:ping':
            socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
            return;
          case 'pusher:pong': {
            const pending = this.pendingPing;
            this.pendingPing = null;
            pending?.done(at - pending.startedAt);
            return;
          }
          default:
            if (frame.channel === this.options.channel) {
              this.received.set(event, (this.received.get(event) ?? 0) + 1);
              this.options.onEvent(event, data, at);
            }
        }
      });
      socket.on('error', (error) => {
        reason = error.message;
      });
      socket.on('close', (code, why) => {
        const wasSubscribed = this.subscribed && this.socket === socket;
        if (this.socket === socket) {
          this.subscribed = false;
          this.socket = null;
        }
        const pending = this.pendingPing;
        this.pendingPing = null;
        pending?.done(null);
        if (!settled) {
          fail(`closed before subscribing: ${code} ${why.toString()} ${reason}`.trim());
          return;
        }
        if (this.stopped || !wasSubscribed) return;
        recorder.error(STEP_DROP, `dropped: close ${code} ${why.toString()} ${reason}`.trim());
        void this.reconnect();
      });
    });
  }

  private async reconnect(): Promise<void> {
    let wait = 1000;
    while (!this.stopped) {
      await new Promise((done) => setTimeout(done, wait));
      if (this.stopped) return;
      this.reconnects++;
      try {
        await this.connectOnce();
        return;
      } catch {
        // counted by connectOnce; try again later
        wait = Math.min(10_000, wait * 2);
      }
    }
  }

  /**
   * Round trip of a pusher:ping on the subscribed socket, in ms; 'offline' while (re)connecting,
   * 'no-pong' when the socket dropped or stayed silent for 10 s.
   */
  ping(): Promise<number | 'offline' | 'no-pong'> {
    const socket = this.socket;
    if (!socket || !this.subscribed || this.pendingPing) return Promise.resolve('offline');
    return new Promise((done) => {
      const finish = (ms: number | null) => {
        clearTimeout(timer);
        done(ms ?? 'no-pong');
      };
      const timer = setTimeout(() => {
        if (this.pendingPing?.done === finish) this.pendingPing = null;
        done('no-pong');
      }, PING_TIMEOUT_MS);
      this.pendingPing = { startedAt: performance.now(), done: finish };
      socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    });
  }

  /** Closes on purpose: no error, no reconnection. */
  async stop(): Promise<void> {
    this.stopped = true;
    const socket = this.socket;
    if (!socket) return;
    await new Promise<void>((done) => {
      const timer = setTimeout(() => {
        socket.terminate();
        done();
      }, 3000);
      socket.once('close', () => {
        clearTimeout(timer);
        done();
      });
      socket.close(1000, 'soak over');
    });
  }
}

function parse(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Json) : null;
  } catch {
    return null;
  }
}
