import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  type BroadcastMessage,
  InMemoryAdapter,
  isPromise,
  type LocalNode,
  type RealtimeAdapter,
} from './adapter.ts';
import { Connection } from './connection.ts';
import { type AppCredentials, AppState, type RealtimeContext } from './context.ts';
import { checkServerEvent, publishServerEvent } from './events.ts';
import { checkHandshake } from './handshake.ts';
import { handleHttpRequest } from './http-api.ts';
import { type RealtimeLimits, resolveLimits } from './limits.ts';
import { consoleLogger, type RealtimeLogger } from './logger.ts';
import { connectionEstablishedFrame, ErrorCode, errorFrame } from './protocol.ts';
import { handleClose, handleMessage } from './socket-handler.ts';
import { encodeTextFrame } from './wire-frame.ts';

/** Assembles the websocket endpoint and the HTTP API on one Node http server. */

export interface RealtimeServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Bind address; '0.0.0.0' to accept non-local clients. */
  host?: string;
  apps: AppCredentials[];
  limits?: Partial<RealtimeLimits>;
  logger?: RealtimeLogger;
  /** Fan-out between nodes; defaults to in-memory (single node). */
  adapter?: RealtimeAdapter;
  /** How long close() waits for clients to acknowledge the 4200 close frame (ms). */
  closeGraceMs?: number;
}

export interface RealtimeStats {
  connections: number;
  channels: number;
  subscriptions: number;
  presenceMembers: number;
  connectionsOpened: number;
  messagesReceived: number;
  messagesSent: number;
  eventsPublished: number;
  uptimeSeconds: number;
  apps: Record<string, { connections: number; channels: number }>;
}

export interface RealtimeServer {
  readonly port: number;
  readonly host: string;
  /** Sends 4200 (reconnect) to every client, then stops accepting and closes the http server. */
  close(): Promise<void>;
  /**
   * Publishes an event from inside the process, as the HTTP API would. Throws on an unknown app
   * or an invalid event (a programming error); Broadcaster implementations catch and log.
   */
  publish(appId: string, channels: string[], event: string, data: unknown, exceptSocketId?: string): void;
  stats(): RealtimeStats;
}

function validateApps(apps: AppCredentials[]): void {
  if (!Array.isArray(apps) || apps.length === 0)
    throw new TypeError('startRealtimeServer needs at least one app');
  const ids = new Set<string>();
  const keys = new Set<string>();
  for (const app of apps) {
    for (const field of ['id', 'key', 'secret'] as const) {
      if (typeof app[field] !== 'string' || app[field] === '') {
        throw new TypeError(`realtime app ${field} must be a non-empty string`);
      }
    }
    if (ids.has(app.id) || keys.has(app.key))
      throw new TypeError(`duplicate realtime app id or key: ${app.id}`);
    ids.add(app.id);
    keys.add(app.key);
  }
}

/** Pusher-style `\d+.\d+`, random so ids are not guessable from one another. */
function newSocketId(app: AppState): string {
  for (;;) {
    const id = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
    if (!app.connections.has(id)) return id;
  }
}

/** Frames one socket may send while its presence join awaits the adapter (a Redis round trip). */
const MAX_HELD_FRAMES = 200;

function rejectSocket(ws: WebSocket, code: number, message: string): void {
  ws.send(errorFrame(code, message));
  ws.close(code, message.slice(0, 120));
}

export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  validateApps(options.apps);
  const limits = resolveLimits(options.limits);
  const logger = options.logger ?? consoleLogger;
  const adapter = options.adapter ?? new InMemoryAdapter();
  const host = options.host ?? '127.0.0.1';
  const closeGraceMs = options.closeGraceMs ?? 2000;
  const startedAt = Date.now();

  const appsById = new Map<string, AppState>();
  const appsByKey = new Map<string, AppState>();
  for (const credentials of options.apps) {
    const app = new AppState({ ...credentials });
    appsById.set(credentials.id, app);
    appsByKey.set(credentials.key, app);
  }

  const ctx: RealtimeContext = {
    limits,
    logger,
    adapter,
    counters: { connectionsOpened: 0, messagesReceived: 0, messagesSent: 0, eventsPublished: 0 },
    appsById,
    appsByKey,
    closing: false,
    connectionCount: 0,
  };

  const node: LocalNode = {
    deliver(message: BroadcastMessage) {
      const app = appsById.get(message.appId);
      if (!app) return;
      const subscribers = app.registry.subscribers(message.channel);
      if (subscribers.size === 0) return;
      // Encode once; every socket gets the same bytes.
      const payload = Buffer.from(message.frame);
      const prepared = { payload, wire: encodeTextFrame(payload) };
      const except = message.exceptSocketId;
      for (const conn of subscribers) {
        if (conn.socketId === except || (conn.held !== null && conn.hold(message))) continue;
        conn.sendPrepared(prepared);
      }
    },
    registry: (appId) => appsById.get(appId)?.registry,
    terminateUser(appId, userId) {
      const sockets = [...(appsById.get(appId)?.userSockets.get(userId) ?? [])];
      for (const conn of sockets) conn.close(ErrorCode.Unauthorized, 'Connection terminated by the server');
      return sockets.length;
    },
    *presenceMembers() {
      for (const [appId, app] of appsById) {
        for (const entry of app.registry.presenceMembers()) yield { appId, ...entry };
      }
    },
  };
  await adapter.init(node);

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    // Frames between maxMessageBytes and this get a pusher:error; beyond it ws closes with 1009.
    maxPayload: Math.max(4 * limits.maxMessageBytes, 64 * 1024),
  });

  const httpServer = createServer((req, res) => {
    handleHttpRequest(ctx, req, res).catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'realtime API request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal server error', code: 500 }));
    });
  });

  httpServer.on('upgrade', (req, socket, head) => {
    // A peer resetting mid-handshake must not surface as an unhandled 'error'.
    socket.on('error', (error) => logger.debug({ err: error }, 'socket error during upgrade'));
    wss.handleUpgrade(req, socket, head, (ws) => onSocket(ws, req));
  });

  function onSocket(ws: WebSocket, req: IncomingMessage): void {
    ws.on('error', (error) => logger.debug({ err: error }, 'websocket error'));
    if (ctx.closing) {
      rejectSocket(ws, ErrorCode.Reconnect, 'Server is shutting down; reconnect shortly');
      return;
    }
    const handshake = checkHandshake(new URL(req.url ?? '/', 'http://localhost'), appsByKey);
    if (!handshake.ok) {
      rejectSocket(ws, handshake.code, handshake.message);
      return;
    }
    if (ctx.connectionCount >= limits.maxConnections) {
      logger.warn({ connections: ctx.connectionCount }, 'connection refused: server at capacity');
      rejectSocket(ws, ErrorCode.OverCapacity, 'Over capacity; try again later');
      return;
    }

    const app = handshake.app;
    const conn = new Connection(newSocketId(app), app, ws, limits, ctx.counters);
    app.connections.set(conn.socketId, conn);
    ctx.connectionCount++;
    ctx.counters.connectionsOpened++;

    ws.on('message', (raw, isBinary) => {
      if (conn.busy) {
        // An earlier frame (a presence join) awaits the adapter: keep this one for after it.
        if (conn.inbox.length >= MAX_HELD_FRAMES) {
          conn.close(ErrorCode.OverCapacity, 'Too many messages while a subscription is pending');
          return;
        }
        conn.inbox.push({ raw, isBinary });
        return;
      }
      receive(conn, raw, isBinary);
    });
    ws.on('pong', () => conn.touch(Date.now()));
    ws.on('ping', () => conn.touch(Date.now()));
    ws.on('close', () => {
      try {
        handleClose(ctx, conn);
      } catch (error) {
        logger.error({ err: error, socketId: conn.socketId }, 'failed to clean up a closed socket');
      }
    });

    conn.send(connectionEstablishedFrame(conn.socketId, limits.activityTimeoutSeconds));
  }

  /** Handles a frame and, if it had to wait for the adapter, then the frames that queued behind it. */
  function receive(conn: Connection, raw: RawData, isBinary: boolean): void {
    let pending: void | Promise<void>;
    try {
      pending = handleMessage(ctx, conn, raw, isBinary);
    } catch (error) {
      logger.error({ err: error, socketId: conn.socketId }, 'failed to handle client message');
      conn.error(ErrorCode.InvalidMessage, 'Internal error while handling the message');
      return;
    }
    if (!isPromise(pending)) return;
    conn.busy = true;
    pending.finally(() => {
      conn.busy = false;
      while (!conn.busy && conn.inbox.length > 0) {
        const next = conn.inbox.shift();
        if (next && conn.isOpen) receive(conn, next.raw, next.isBinary);
      }
    });
  }

  // One sweep for all sockets instead of a timer each: ping the silent, drop the unresponsive.
  const activityMs = limits.activityTimeoutSeconds * 1000;
  const pongMs = limits.pongTimeoutSeconds * 1000;
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const app of appsById.values()) {
        for (const conn of app.connections.values()) {
          if (conn.pingSentAt > 0) {
            if (now - conn.pingSentAt >= pongMs)
              conn.close(ErrorCode.PongNotReceived, 'Pong reply not received in time');
          } else if (now - conn.lastSeenAt >= activityMs) {
            conn.ping(now);
          }
        }
      }
    },
    Math.min(5000, Math.max(100, Math.min(activityMs, pongMs) / 4)),
  );
  sweep.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(options.port, host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // Port taken: nothing listens, so nothing may stay connected (a Redis adapter) or ticking.
    clearInterval(sweep);
    await adapter.close();
    throw error;
  }
  httpServer.on('error', (error) => logger.error({ err: error }, 'realtime http server error'));
  const port = (httpServer.address() as AddressInfo).port;
  logger.info({ host, port, apps: [...appsById.keys()] }, 'realtime server listening');

  let closed: Promise<void> | null = null;

  async function shutdown(): Promise<void> {
    ctx.closing = true;
    clearInterval(sweep);
    const all = () => [...appsById.values()].flatMap((app) => [...app.connections.values()]);
    for (const conn of all()) conn.close(ErrorCode.Reconnect, 'Server is shutting down; reconnect shortly');

    const deadline = Date.now() + closeGraceMs;
    while (ctx.connectionCount > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const conn of all()) conn.terminate();

    await new Promise<void>((resolve) => {
      httpServer.close(() => resolve());
      httpServer.closeAllConnections();
    });
    wss.close();
    await adapter.close();
    logger.info({ port }, 'realtime server closed');
  }

  return {
    port,
    host,
    close() {
      closed ??= shutdown();
      return closed;
    },
    publish(appId, channels, event, data, exceptSocketId) {
      const app = appsById.get(appId);
      if (!app) throw new Error(`Unknown realtime app: ${appId}`);
      const checked = checkServerEvent(
        { name: event, data: data === undefined ? null : data, channels, socket_id: exceptSocketId },
        limits,
      );
      if (!checked.ok) throw new Error(`Cannot publish ${event}: ${checked.error}`);
      publishServerEvent(ctx, app, checked.event);
    },
    stats() {
      const result: RealtimeStats = {
        connections: ctx.connectionCount,
        channels: 0,
        subscriptions: 0,
        presenceMembers: 0,
        ...ctx.counters,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        apps: {},
      };
      for (const [id, app] of appsById) {
        result.channels += app.registry.channelCount;
        result.subscriptions += app.registry.totalSubscriptions;
        result.presenceMembers += app.registry.totalMembers;
        result.apps[id] = { connections: app.connections.size, channels: app.registry.channelCount };
      }
      return result;
    },
  };
}
