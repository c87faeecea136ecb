/** Public surface of the realtime server for the host and the domain code. */

export type {
  BroadcastMessage,
  ChannelCounts,
  LocalNode,
  PresenceJoin,
  PresenceJoinResult,
  RealtimeAdapter,
} from './adapter.ts';
export { InMemoryAdapter } from './adapter.ts';
export { signApiRequest, verifyApiRequest } from './api-signature.ts';
export type {
  AuthenticateUserInput,
  AuthorizeChannelInput,
  ChannelAuthorization,
  PresenceChannelData,
  UserAuthentication,
} from './auth.ts';
export { authenticateUser, authorizeChannel, RealtimeAuthError } from './auth.ts';
export type { Broadcaster, BroadcastOptions, HttpBroadcasterOptions } from './broadcaster.ts';
export { HttpBroadcaster, InProcessBroadcaster, NullBroadcaster } from './broadcaster.ts';
export { channelKind, isValidChannelName, isValidSocketId } from './channel-names.ts';
export type { AppCredentials } from './context.ts';
export { realtimeOptionsFromEnv } from './env.ts';
export type { RealtimeLimits } from './limits.ts';
export { DEFAULT_LIMITS } from './limits.ts';
export type { RealtimeLogger } from './logger.ts';
export { consoleLogger, silentLogger } from './logger.ts';
export { ErrorCode } from './protocol.ts';
export type { RealtimeServer, RealtimeServerOptions, RealtimeStats } from './server.ts';
export { startRealtimeServer } from './server.ts';
