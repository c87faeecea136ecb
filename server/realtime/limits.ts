import { MAX_CHANNEL_NAME_LENGTH } from './channel-names.ts';

/** Every bound the server enforces, so a client or a buggy caller cannot grow memory without limit. */
export interface RealtimeLimits {
  /** Largest websocket frame a client may send (bytes). Larger ones get `pusher:error` 4300. */
  maxMessageBytes: number;
  /** Largest `data` of one event published through the HTTP API or `publish()` (bytes); API answers 413. */
  maxEventDataBytes: number;
  /** Largest HTTP API request body (bytes); a batch of 10 full events must fit. */
  maxRequestBytes: number;
  maxChannelNameLength: number;
  maxEventNameLength: number;
  maxSubscriptionsPerConnection: number;
  /** Channels per published event (Pusher's limit is 100). */
  maxChannelsPerEvent: number;
  /** Events per `batch_events` call (Pusher's limit is 10). */
  maxBatchSize: number;
  /** Client events a connection may send per second; excess gets `pusher:error` 4301. */
  clientEventsPerSecond: number;
  /** Concurrent websocket connections per server; excess is closed with 4100. */
  maxConnections: number;
  maxPresenceMembers: number;
  /** Serialized `user_info` size per presence member (bytes). */
  maxPresenceMemberBytes: number;
  /** Outgoing bytes queued for one socket before it is dropped as too slow (4100). */
  maxBufferedBytes: number;
  /** Sent to clients in the handshake; the server pings sockets silent for this long. */
  activityTimeoutSeconds: number;
  /** Grace after a server ping before the socket is closed with 4201. */
  pongTimeoutSeconds: number;
}

export const DEFAULT_LIMITS: Readonly<RealtimeLimits> = Object.freeze({
  maxMessageBytes: 10 * 1024,
  maxEventDataBytes: 10 * 1024,
  maxRequestBytes: 256 * 1024,
  maxChannelNameLength: MAX_CHANNEL_NAME_LENGTH,
  maxEventNameLength: 200,
  maxSubscriptionsPerConnection: 100,
  maxChannelsPerEvent: 100,
  maxBatchSize: 10,
  clientEventsPerSecond: 10,
  maxConnections: 10_000,
  maxPresenceMembers: 100,
  maxPresenceMemberBytes: 2 * 1024,
  maxBufferedBytes: 4 * 1024 * 1024,
  activityTimeoutSeconds: 30,
  pongTimeoutSeconds: 30,
});

export function resolveLimits(overrides: Partial<RealtimeLimits> = {}): RealtimeLimits {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`realtime limit ${name} must be a positive number, got ${String(value)}`);
    }
  }
  return limits;
}

/**
 * Token bucket: `perSecond` tokens, refilled continuously. Kept as two numbers so thousands of
 * connections cost almost nothing.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    now = Date.now(),
  ) {
    this.tokens = perSecond;
    this.updatedAt = now;
  }

  take(now = Date.now()): boolean {
    const elapsed = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.perSecond, this.tokens + elapsed * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
