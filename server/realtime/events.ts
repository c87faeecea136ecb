import type { ChannelCounts } from './adapter.ts';
import { isValidChannelName, isValidSocketId } from './channel-names.ts';
import type { AppState, RealtimeContext } from './context.ts';
import type { RealtimeLimits } from './limits.ts';
import { encodeEventData, eventFrame } from './protocol.ts';

/**
 * Server-side events (HTTP API and in-process `publish()`): validation with Pusher's rules and
 * fan-out through the adapter. The status codes are the HTTP API's.
 */

export interface ServerEvent {
  name: string;
  data: string;
  channels: string[];
  exceptSocketId?: string;
  /** Attributes requested back with `info` (user_count, subscription_count). */
  info: string[];
}

export type EventCheck = { ok: true; event: ServerEvent } | { ok: false; status: 400 | 413; error: string };

/** Clients treat these prefixes as protocol messages, so servers must not be able to forge them. */
const RESERVED_EVENT_PREFIXES = ['pusher:', 'pusher_internal:'];

export function parseInfo(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part === 'user_count' || part === 'subscription_count');
}

export function checkServerEvent(input: unknown, limits: RealtimeLimits): EventCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, status: 400, error: 'Event must be a JSON object' };
  }
  const body = input as Record<string, unknown>;

  const { name } = body;
  if (typeof name !== 'string' || name === '') return { ok: false, status: 400, error: 'Missing event name' };
  if (name.length > limits.maxEventNameLength) {
    return {
      ok: false,
      status: 400,
      error: `Event name longer than ${limits.maxEventNameLength} characters`,
    };
  }
  if (RESERVED_EVENT_PREFIXES.some((prefix) => name.startsWith(prefix))) {
    return { ok: false, status: 400, error: `Event names starting with ${name.split(':')[0]}: are reserved` };
  }

  if (body.data === undefined) return { ok: false, status: 400, error: 'Missing event data' };
  // Pusher expects a string; other JSON values are serialized rather than refused.
  const data = encodeEventData(body.data);
  if (Buffer.byteLength(data) > limits.maxEventDataBytes) {
    return { ok: false, status: 413, error: `Event data larger than ${limits.maxEventDataBytes} bytes` };
  }

  let channels: unknown[];
  if (Array.isArray(body.channels)) channels = body.channels;
  else if (typeof body.channel === 'string') channels = [body.channel];
  else return { ok: false, status: 400, error: 'Missing channels' };
  if (channels.length === 0) return { ok: false, status: 400, error: 'Missing channels' };
  if (channels.length > limits.maxChannelsPerEvent) {
    return { ok: false, status: 400, error: `More than ${limits.maxChannelsPerEvent} channels in one event` };
  }
  for (const channel of channels) {
    if (!isValidChannelName(channel, limits.maxChannelNameLength)) {
      return { ok: false, status: 400, error: `Invalid channel name: ${String(channel).slice(0, 210)}` };
    }
  }

  const socketId = body.socket_id;
  if (socketId !== undefined && socketId !== null && !isValidSocketId(socketId)) {
    return { ok: false, status: 400, error: 'Invalid socket_id' };
  }

  return {
    ok: true,
    event: {
      name,
      data,
      channels: [...new Set(channels as string[])],
      exceptSocketId: typeof socketId === 'string' ? socketId : undefined,
      info: parseInfo(body.info),
    },
  };
}

export function publishServerEvent(ctx: RealtimeContext, app: AppState, event: ServerEvent): void {
  for (const channel of event.channels) {
    ctx.adapter.publish({
      appId: app.credentials.id,
      channel,
      frame: eventFrame(event.name, channel, event.data),
      exceptSocketId: event.exceptSocketId,
    });
  }
  ctx.counters.eventsPublished++;
}

/** `info` attributes of one channel, from its cluster-wide counts. */
export function channelAttributes(
  channel: string,
  counts: ChannelCounts,
  info: string[],
): Record<string, number> {
  const attributes: Record<string, number> = {};
  if (info.includes('user_count') && channel.startsWith('presence-'))
    attributes.user_count = counts.userCount;
  if (info.includes('subscription_count')) attributes.subscription_count = counts.subscriptionCount;
  return attributes;
}
