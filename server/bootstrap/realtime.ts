import type { AppConfig } from '../config.ts';
import {
  type Broadcaster,
  HttpBroadcaster,
  InProcessBroadcaster,
  NullBroadcaster,
} from '../realtime/broadcaster.ts';
import { realtimeAdapterFromEnv } from '../realtime/env.ts';
import { type RealtimeServer, startRealtimeServer } from '../realtime/server.ts';

export interface RealtimeHandle {
  broadcaster: Broadcaster;
  server: RealtimeServer | null;
  /** Whether browsers get live events: false when switched off or when the socket server could not start. */
  enabled: boolean;
  close(): Promise<void>;
}

/** What startRealtime made of each config, for the page's shared `realtime` prop. */
const outcome = new WeakMap<AppConfig, { enabled: boolean; port: number }>();

/**
 * Whether browsers get live events from the host built with this config, and on which port: what
 * `startRealtime` achieved with it, or the config itself if it was not called (a host whose socket
 * server runs elsewhere).
 */
export function realtimeState(config: AppConfig): { enabled: boolean; port: number } {
  const state = outcome.get(config);
  return { enabled: config.realtime && (state?.enabled ?? true), port: state?.port || config.wsPort };
}

/**
 * Realtime beside the host: by default the Pusher-protocol server runs in this process on WS_PORT and
 * events are delivered in-process (REALTIME_ADAPTER=redis shares them with other socket servers).
 * With REALTIME_API_URL set, the socket server runs elsewhere and events go through its signed HTTP
 * API. If the port (or Redis) cannot be had, the marketplace keeps working without live events.
 */
export async function startRealtime(
  config: AppConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RealtimeHandle> {
  const none = { broadcaster: new NullBroadcaster(), server: null, enabled: false, close: async () => {} };
  outcome.set(config, { enabled: false, port: config.wsPort });
  if (!config.realtime) return none;
  const { appId, key, secret } = config.pusher;
  if (env.REALTIME_API_URL) {
    outcome.set(config, { enabled: true, port: config.wsPort });
    return {
      ...none,
      enabled: true,
      broadcaster: new HttpBroadcaster({ baseUrl: env.REALTIME_API_URL, appId, key, secret }),
    };
  }
  try {
    const server = await startRealtimeServer({
      port: config.wsPort,
      host: config.host,
      apps: [{ id: appId, key, secret }],
      adapter: realtimeAdapterFromEnv(env),
    });
    outcome.set(config, { enabled: true, port: server.port });
    return {
      broadcaster: new InProcessBroadcaster(server, appId),
      server,
      enabled: true,
      close: () => server.close(),
    };
  } catch (error) {
    console.warn(`Tempo real desligado: o servidor não iniciou na porta ${config.wsPort} (${String(error)})`);
    return none;
  }
}
