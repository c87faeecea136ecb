/**
 * Pusher Channels protocol v7 wire format: error codes, the frames the server sends and the
 * parsing of frames clients send. Pure functions; the socket code decides when to use them.
 */

export const SUPPORTED_PROTOCOLS = { min: 5, max: 7 } as const;

/**
 * Codes from the Pusher protocol. pusher-js acts on the close code: 4000-4099 stop reconnecting,
 * 4100-4199 reconnect with backoff, 4200-4299 reconnect at once. 43xx are non-fatal `pusher:error`s.
 */
export const ErrorCode = {
  AppNotFound: 4001,
  PathNotFound: 4005,
  InvalidVersionFormat: 4006,
  UnsupportedProtocolVersion: 4007,
  NoProtocolVersion: 4008,
  Unauthorized: 4009,
  OverCapacity: 4100,
  Reconnect: 4200,
  PongNotReceived: 4201,
  /** Defined by the protocol for clients that cannot ping; every client here can, so it is not sent. */
  ClosedAfterInactivity: 4202,
  InvalidMessage: 4300,
  ClientEventRejected: 4301,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

interface OutgoingFrame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export function encodeFrame(frame: OutgoingFrame): string {
  return JSON.stringify(frame);
}

/** Event payloads travel as JSON strings inside the frame, as Pusher sends them. */
export function encodeEventData(data: unknown): string {
  return typeof data === 'string' ? data : (JSON.stringify(data) ?? 'null');
}

export function connectionEstablishedFrame(socketId: string, activityTimeoutSeconds: number): string {
  return encodeFrame({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  });
}

export function errorFrame(code: number | null, message: string, channel?: string): string {
  return encodeFrame({ event: 'pusher:error', channel, data: { code, message } });
}

export const PING_FRAME = encodeFrame({ event: 'pusher:ping', data: {} });
export const PONG_FRAME = encodeFrame({ event: 'pusher:pong', data: {} });

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export function subscriptionSucceededFrame(channel: string, presence?: PresenceSnapshot): string {
  return encodeFrame({
    event: 'pusher_internal:subscription_succeeded',
    channel,
    data: JSON.stringify(presence ? { presence } : {}),
  });
}

export interface SubscriptionErrorData {
  type: 'AuthError' | 'InvalidChannel' | 'LimitReached' | 'UnsupportedFeature' | 'InvalidChannelData';
  error: string;
  status: number;
}

/** Channel-scoped, so pusher-js emits it on the channel and laravel-echo's `.error()` fires. */
export function subscriptionErrorFrame(channel: string, data: SubscriptionErrorData): string {
  return encodeFrame({ event: 'pusher:subscription_error', channel, data });
}

export function memberAddedFrame(channel: string, userId: string, userInfo: unknown): string {
  return encodeFrame({
    event: 'pusher_internal:member_added',
    channel,
    data: JSON.stringify({ user_id: userId, user_info: userInfo }),
  });
}

export function memberRemovedFrame(channel: string, userId: string): string {
  return encodeFrame({
    event: 'pusher_internal:member_removed',
    channel,
    data: JSON.stringify({ user_id: userId }),
  });
}

export function signinSuccessFrame(userData: string): string {
  return encodeFrame({ event: 'pusher:signin_success', data: JSON.stringify({ user_data: userData }) });
}

export function eventFrame(event: string, channel: string, data: unknown, userId?: string): string {
  return encodeFrame(
    userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId },
  );
}

/** A client frame that is well-formed JSON with an event name; fields are checked by each handler. */
export interface ClientFrame {
  event: string;
  channel: unknown;
  /** For `pusher:*` events, a JSON-string `data` is decoded (some clients double-encode it). */
  data: unknown;
}

export type ParseResult = { ok: true; frame: ClientFrame } | { ok: false; error: string };

export function parseClientFrame(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Invalid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'Message must be a JSON object' };
  }
  const record = value as Record<string, unknown>;
  if (typeof record.event !== 'string' || record.event === '') {
    return { ok: false, error: 'Message needs an "event" string' };
  }
  let data = record.data;
  if (record.event.startsWith('pusher:') && typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return { ok: false, error: 'Invalid JSON in "data"' };
    }
  }
  return { ok: true, frame: { event: record.event, channel: record.channel, data } };
}

/** Reads a field of a `data` object that may not be an object at all. */
export function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}
