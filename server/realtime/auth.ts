import { channelKind, isValidChannelName, isValidSocketId } from './channel-names.ts';
import { authToken, channelStringToSign, userStringToSign } from './signatures.ts';

/**
 * Host-side signing for `POST /broadcasting/auth` and `POST /broadcasting/user-auth`.
 * The host decides *whether* a user may join; these helpers only produce the signature the socket
 * server will check, in the exact shape pusher-js and laravel-echo expect as the response body.
 */

export { isValidChannelName, isValidSocketId } from './channel-names.ts';

export class RealtimeAuthError extends Error {
  override name = 'RealtimeAuthError';
}

export interface PresenceChannelData {
  user_id: string | number;
  user_info?: Record<string, unknown>;
}

export interface AuthorizeChannelInput {
  key: string;
  secret: string;
  socketId: string;
  channelName: string;
  /** Required for `presence-` channels: the member this socket joins as. A string is signed verbatim. */
  channelData?: PresenceChannelData | string;
}

export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

export function authorizeChannel(input: AuthorizeChannelInput): ChannelAuthorization {
  const { key, secret, socketId, channelName } = input;
  if (!isValidSocketId(socketId)) throw new RealtimeAuthError(`Invalid socket id: ${String(socketId)}`);
  if (!isValidChannelName(channelName)) throw new RealtimeAuthError(`Invalid channel name: ${channelName}`);

  const kind = channelKind(channelName);
  if (kind === 'encrypted') throw new RealtimeAuthError('Encrypted channels are not supported');
  if (kind === 'public' || kind === 'server-to-user') {
    // Public channels need no signature; `#server-to-user-` is tied to signin, not to auth.
    throw new RealtimeAuthError(`Channel ${channelName} does not take an authorization`);
  }

  if (kind === 'private') {
    return { auth: authToken(key, secret, channelStringToSign(socketId, channelName)) };
  }

  if (input.channelData === undefined) {
    throw new RealtimeAuthError('Presence channels need channelData with a user_id');
  }
  const channelData =
    typeof input.channelData === 'string' ? input.channelData : JSON.stringify(input.channelData);
  return {
    auth: authToken(key, secret, channelStringToSign(socketId, channelName, channelData)),
    channel_data: channelData,
  };
}

export interface AuthenticateUserInput {
  key: string;
  secret: string;
  socketId: string;
  /** Must carry a non-empty string `id`; pusher-js rejects anything else after signin. */
  userData: { id: string; [field: string]: unknown };
}

export interface UserAuthentication {
  auth: string;
  user_data: string;
}

export function authenticateUser(input: AuthenticateUserInput): UserAuthentication {
  const { key, secret, socketId, userData } = input;
  if (!isValidSocketId(socketId)) throw new RealtimeAuthError(`Invalid socket id: ${String(socketId)}`);
  if (typeof userData?.id !== 'string' || userData.id === '') {
    throw new RealtimeAuthError('userData.id must be a non-empty string');
  }
  const serialized = JSON.stringify(userData);
  return { auth: authToken(key, secret, userStringToSign(socketId, serialized)), user_data: serialized };
}
