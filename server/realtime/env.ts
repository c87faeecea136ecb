import type { RealtimeServerOptions } from './server.ts';

/**
 * Socket server settings from the environment, with the same names and defaults the host's
 * config uses (server/config.ts), so both sides agree on the app credentials without extra setup.
 */
export function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RealtimeServerOptions {
  const port = Number(env.WS_PORT ?? 6001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new TypeError(`WS_PORT is not a port: ${env.WS_PORT}`);
  return {
    port,
    host: env.WS_BIND_HOST || '127.0.0.1',
    apps: [
      {
        id: env.PUSHER_APP_ID || 'marketplace',
        key: env.PUSHER_APP_KEY || 'marketplace-key',
        secret: env.PUSHER_APP_SECRET || 'marketplace-secret',
      },
    ],
  };
}
