import { loadConfig } from '../config.ts';
import type { RealtimeAdapter } from './adapter.ts';
import type { RealtimeLogger } from './logger.ts';
import { RedisAdapter } from './redis-adapter.ts';
import type { RealtimeServerOptions } from './server.ts';

/**
 * Socket server settings from the environment. The app credentials come from the host's own
 * config (server/config.ts), so both sides read them the same way and agree without extra setup.
 */
export function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeServerOptions {
  const port = Number(env.WS_PORT ?? 6001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new TypeError(`WS_PORT is not a port: ${env.WS_PORT}`);
  const { appId, key, secret } = loadConfig(env).pusher;
  return {
    port,
    host: env.WS_BIND_HOST ?? '127.0.0.1',
    apps: [{ id: appId, key, secret }],
    adapter: realtimeAdapterFromEnv(env),
  };
}

/**
 * `REALTIME_ADAPTER=redis` (with `REDIS_URL`, default redis://127.0.0.1:6379, and optionally
 * `REALTIME_REDIS_PREFIX` and `REALTIME_REDIS_HEARTBEAT_MS`) shares events, presence and channel counts with the other socket
 * servers; unset or `memory` keeps them in this process.
 */
export function realtimeAdapterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  logger?: RealtimeLogger,
): RealtimeAdapter | undefined {
  const kind = env.REALTIME_ADAPTER ?? 'memory';
  if (kind === 'memory' || kind === '') return undefined;
  if (kind === 'redis') {
    const heartbeatMs = Number(env.REALTIME_REDIS_HEARTBEAT_MS ?? 5000);
    if (!Number.isFinite(heartbeatMs) || heartbeatMs < 50)
      throw new TypeError(
        `REALTIME_REDIS_HEARTBEAT_MS must be at least 50, not ${env.REALTIME_REDIS_HEARTBEAT_MS}`,
      );
    return new RedisAdapter({
      url: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      prefix: env.REALTIME_REDIS_PREFIX ?? 'realtime',
      heartbeatMs,
      logger,
    });
  }
  throw new TypeError(`REALTIME_ADAPTER must be "memory" or "redis", not "${kind}"`);
}
