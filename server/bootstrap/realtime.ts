import type { AppConfig } from '../config.ts';
import {
  type Broadcaster,
  HttpBroadcaster,
  InProcessBroadcaster,
  NullBroadcaster,
} from '../realtime/broadcaster.ts';
import { type RealtimeServer, startRealtimeServer } from '../realtime/server.ts';

export interface RealtimeHandle {
  broadcaster: Broadcaster;
  server: RealtimeServer | null;
  close(): Promise<void>;
}

/**
 * Realtime beside the host: by default the Pusher-protocol server runs in this process on WS_PORT and
 * events are delivered in-process. With REALTIME_API_URL set, the socket server runs elsewhere and
 * events go through its signed HTTP API. If the port cannot be had, the marketplace keeps working
 * without live events.
 */
export async function startRealtime(
  config: AppConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RealtimeHandle> {
  const none = { broadcaster: new NullBroadcaster(), server: null, close: async () => {} };
  if (!config.realtime) return none;
  const { appId, key, secret } = config.pusher;
  if (env.REALTIME_API_URL) {
    return {
      ...none,
      broadcaster: new HttpBroadcaster({ baseUrl: env.REALTIME_API_URL, appId, key, secret }),
    };
  }
  try {
    const server = await startRealtimeServer({
      port: config.wsPort,
      host: config.host,
      apps: [{ id: appId, key, secret }],
    });
    return { broadcaster: new InProcessBroadcaster(server, appId), server, close: () => server.close() };
  } catch (error) {
    console.warn(`Tempo real desligado: não foi possível abrir a porta ${config.wsPort} (${String(error)})`);
    return none;
  }
}
