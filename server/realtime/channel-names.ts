/**
 * Channel and socket id rules, shared by the socket server, the HTTP API and the host's auth routes.
 * The character set is Pusher's, so names valid here are valid for every Pusher client library.
 */

export const MAX_CHANNEL_NAME_LENGTH = 200;

const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;
const SOCKET_ID = /^\d+\.\d+$/;

/** Prefix of the per-user channel pusher-js subscribes to after `pusher:signin`. */
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted' | 'server-to-user';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith(SERVER_TO_USER_PREFIX)) return 'server-to-user';
  return 'public';
}

export function isValidSocketId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && SOCKET_ID.test(value);
}

/**
 * True for names a client may subscribe to or the API may publish on.
 * `#server-to-user-{id}` is the one reserved `#` form; its id follows the normal character rules.
 */
export function isValidChannelName(value: unknown, maxLength = MAX_CHANNEL_NAME_LENGTH): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return false;
  if (value.startsWith(SERVER_TO_USER_PREFIX)) {
    const userId = value.slice(SERVER_TO_USER_PREFIX.length);
    return userId.length > 0 && CHANNEL_NAME.test(userId);
  }
  return CHANNEL_NAME.test(value);
}

/** Channels whose subscription is signed by the host: only these accept client events. */
export function isAuthenticatedKind(kind: ChannelKind): boolean {
  return kind === 'private' || kind === 'presence';
}
