import type { RealtimeAdapter } from './adapter.ts';
import { ChannelRegistry } from './channels.ts';
import type { Connection } from './connection.ts';
import type { RealtimeLimits } from './limits.ts';
import type { RealtimeLogger } from './logger.ts';

/** State shared by the socket handler, the HTTP API and the server assembly. */

export interface AppCredentials {
  id: string;
  key: string;
  secret: string;
}

export interface Counters {
  connectionsOpened: number;
  messagesReceived: number;
  messagesSent: number;
  eventsPublished: number;
}

export class AppState {
  readonly registry = new ChannelRegistry<Connection>();
  readonly connections = new Map<string, Connection>();
  /** Signed-in sockets by user id, for `#server-to-user-` checks and terminate_connections. */
  readonly userSockets = new Map<string, Set<Connection>>();

  constructor(readonly credentials: AppCredentials) {}

  addUserSocket(userId: string, connection: Connection): void {
    let sockets = this.userSockets.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.userSockets.set(userId, sockets);
    }
    sockets.add(connection);
  }

  removeUserSocket(userId: string, connection: Connection): void {
    const sockets = this.userSockets.get(userId);
    if (!sockets) return;
    sockets.delete(connection);
    if (sockets.size === 0) this.userSockets.delete(userId);
  }
}

export interface RealtimeContext {
  readonly limits: RealtimeLimits;
  readonly logger: RealtimeLogger;
  readonly adapter: RealtimeAdapter;
  readonly counters: Counters;
  readonly appsById: ReadonlyMap<string, AppState>;
  readonly appsByKey: ReadonlyMap<string, AppState>;
  /** Set once close() starts: new sockets and API calls are turned away. */
  closing: boolean;
  connectionCount: number;
}
