import { signApiRequest } from './api-signature.ts';
import { isValidChannelName, isValidSocketId } from './channel-names.ts';
import { consoleLogger, type RealtimeLogger } from './logger.ts';
import { originSocketId } from './origin-socket.ts';
import type { RealtimeServer } from './server.ts';

/**
 * What domain code uses to push events to browsers. A broadcast is a side effect of a request
 * that already succeeded, so failures are logged and swallowed: a down socket server must never
 * turn a saved order into a 500.
 */
export interface Broadcaster {
  broadcast(channels: string[], event: string, payload: unknown, options?: BroadcastOptions): Promise<void>;
}

export interface BroadcastOptions {
  /**
   * Socket id of the browser that caused the event, so it is not told twice. Defaults to the
   * X-Socket-ID of the request being handled (origin-socket.ts).
   */
  exceptSocketId?: string;
}

/** Pusher allows at most 100 channels per trigger call. */
export const MAX_CHANNELS_PER_CALL = 100;

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * The socket not to tell: the one named in the options, else the one of the request being handled
 * (its X-Socket-ID, origin-socket.ts). An invalid id is dropped instead of failing the broadcast.
 */
function validExcept(options?: BroadcastOptions): string | undefined {
  const id = options?.exceptSocketId ?? originSocketId();
  return id && isValidSocketId(id) ? id : undefined;
}

/** Same process as the socket server: no network hop. */
export class InProcessBroadcaster implements Broadcaster {
  private readonly logger: RealtimeLogger;

  constructor(
    private readonly server: RealtimeServer,
    private readonly appId: string,
    logger?: RealtimeLogger,
  ) {
    this.logger = logger ?? consoleLogger;
  }

  async broadcast(
    channels: string[],
    event: string,
    payload: unknown,
    options?: BroadcastOptions,
  ): Promise<void> {
    if (channels.length === 0) return;
    for (const group of chunk([...new Set(channels)], MAX_CHANNELS_PER_CALL)) {
      try {
        this.server.publish(this.appId, group, event, payload, validExcept(options));
      } catch (error) {
        this.logger.error({ err: error, event, channels: group }, 'realtime broadcast failed');
      }
    }
  }
}

export interface HttpBroadcasterOptions {
  /** Base URL of the socket server's HTTP API, e.g. http://127.0.0.1:6001 */
  baseUrl: string;
  appId: string;
  key: string;
  secret: string;
  logger?: RealtimeLogger;
  /** Per request; a slow socket server must not hold the caller's request open. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Signed `POST /apps/{id}/events`, as Laravel's pusher driver does; for hosts in other processes. */
export class HttpBroadcaster implements Broadcaster {
  private readonly logger: RealtimeLogger;
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpBroadcasterOptions) {
    this.logger = options.logger ?? consoleLogger;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchFn = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async broadcast(
    channels: string[],
    event: string,
    payload: unknown,
    options?: BroadcastOptions,
  ): Promise<void> {
    const valid = [...new Set(channels)].filter((channel) => {
      if (isValidChannelName(channel)) return true;
      this.logger.error({ event, channel }, 'realtime broadcast skipped an invalid channel name');
      return false;
    });
    if (valid.length === 0) return;

    let data: string;
    try {
      data = typeof payload === 'string' ? payload : JSON.stringify(payload);
    } catch (error) {
      this.logger.error({ err: error, event }, 'realtime broadcast payload is not serializable');
      return;
    }
    const socketId = validExcept(options);
    await Promise.all(
      chunk(valid, MAX_CHANNELS_PER_CALL).map((group) =>
        this.post(event, {
          name: event,
          data,
          channels: group,
          ...(socketId ? { socket_id: socketId } : {}),
        }),
      ),
    );
  }

  private async post(event: string, body: Record<string, unknown>): Promise<void> {
    const { appId, key, secret } = this.options;
    const path = `/apps/${encodeURIComponent(appId)}/events`;
    const text = JSON.stringify(body);
    const query = signApiRequest({ key, secret, method: 'POST', path, body: text });
    try {
      const response = await this.fetchFn(`${this.baseUrl}${path}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        this.logger.error(
          { event, status: response.status, detail: detail.slice(0, 500) },
          'realtime broadcast refused',
        );
      } else {
        await response.body?.cancel().catch(() => {});
      }
    } catch (error) {
      this.logger.error({ err: error, event, url: this.baseUrl }, 'realtime broadcast failed');
    }
  }
}

/** For when realtime is switched off (REALTIME=false): events are simply not pushed. */
export class NullBroadcaster implements Broadcaster {
  async broadcast(
    _channels: string[],
    _event: string,
    _payload: unknown,
    _options?: BroadcastOptions,
  ): Promise<void> {}
}
