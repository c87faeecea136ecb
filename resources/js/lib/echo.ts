import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import type Echo from 'laravel-echo';
import type { RealtimeSettings } from '@/types/inertia';
import { requestJson, withHttp } from './http';
import { nextTask } from './idle';
import { getSession } from './session';

type ChannelAuthorizationData = { auth: string; channel_data?: string; shared_secret?: string };
type UserAuthenticationData = { auth: string; user_data: string };
type ConnectionState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';
interface PusherConnection {
  bind(
    event: 'state_change',
    fn: (states: { previous: ConnectionState; current: ConnectionState }) => void,
  ): void;
}

let instance: Echo<'pusher'> | null = null;
let loading: Promise<Echo<'pusher'> | null> | null = null;
/** Whether the current socket has been connected once: a later `connected` is a reconnection. */
let wasConnected = false;
const reconnectListeners = new Set<() => void>();
const withSocketHeader = new WeakSet<AxiosInstance>();

/** The settings Echo is built with (ARCHITECTURE.md §8, docs/realtime.md "Browser side"). */
export function echoOptions(settings: RealtimeSettings) {
  return {
    broadcaster: 'pusher' as const,
    key: settings.key,
    cluster: 'mt1', // required by pusher-js; there is no Pusher cluster behind it
    wsHost: settings.wsHost || window.location.hostname,
    wsPort: settings.wsPort,
    wssPort: settings.wsPort,
    forceTLS: false,
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
    // Authorisation goes to the host with the session cookie and the XSRF header (lib/http.ts's
    // requestJson: without loading axios when no call has loaded it yet).
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax' as const,
      headers: {},
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: (error: Error | null, data: ChannelAuthorizationData | null) => void,
      ) => {
        requestJson<ChannelAuthorizationData>('POST', '/broadcasting/auth', {
          socket_id: socketId,
          channel_name: channelName,
        })
          .then((data) => callback(null, data))
          .catch((e: Error) => callback(e, null));
      },
    },
    userAuthentication: {
      endpoint: '/broadcasting/user-auth',
      transport: 'ajax' as const,
      headers: {},
      customHandler: (
        { socketId }: { socketId: string },
        callback: (error: Error | null, data: UserAuthenticationData | null) => void,
      ) => {
        requestJson<UserAuthenticationData>('POST', '/broadcasting/user-auth', { socket_id: socketId })
          .then((data) => callback(null, data))
          .catch((e: Error) => callback(e, null));
      },
    },
  };
}

/**
 * Every API call names this tab's socket (X-Socket-ID), so the events it causes are not sent back to
 * it (docs/realtime.md): an interceptor on the shared instance, added once the socket exists (or when
 * the first call creates the instance: the socket does not load axios for it).
 */
function sendSocketId(): void {
  withHttp((axios) => {
    if (withSocketHeader.has(axios)) return;
    withSocketHeader.add(axios);
    axios.interceptors.request.use((config: InternalAxiosRequestConfig) => {
      const socketId = instance?.socketId();
      if (socketId) config.headers.set('X-Socket-ID', socketId);
      return config;
    });
  });
}

/** Events sent while the socket was down are lost: a reconnection tells the listeners to fetch again. */
function watchConnection(echo: Echo<'pusher'>): void {
  const connection = (echo.connector as unknown as { pusher?: { connection?: PusherConnection } }).pusher
    ?.connection;
  connection?.bind('state_change', ({ previous, current }) => {
    if (current !== 'connected') return;
    if (wasConnected && (previous === 'connecting' || previous === 'unavailable')) {
      for (const listener of [...reconnectListeners]) listener();
    }
    wasConnected = true;
  });
}

/** Calls `listener` each time the socket connects again after a drop; returns the unsubscribe. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/**
 * Connects Echo to the colocated Pusher-protocol server (ARCHITECTURE.md §8). Loaded on demand so
 * pusher-js stays out of the first page's chunk; any failure leaves the app working without realtime.
 */
/**
 * pusher-js's evaluation, laravel-echo's, and the socket's creation each in a task of its own: run in
 * one, they were a long task on a phone just after the page came to life (docs/architecture.md, "Page
 * load, measured").
 */
async function load(settings: RealtimeSettings): Promise<Echo<'pusher'>> {
  const { default: Pusher } = await import('pusher-js');
  await nextTask();
  const { default: EchoClass } = await import('laravel-echo');
  await nextTask();
  const echo = new EchoClass({ ...echoOptions(settings), Pusher });
  instance = echo;
  watchConnection(echo);
  sendSocketId();
  return echo;
}

export function connectEcho(settings: RealtimeSettings | undefined): Promise<Echo<'pusher'> | null> {
  if (instance) return Promise.resolve(instance);
  if (!settings?.enabled || typeof window === 'undefined') return Promise.resolve(null);
  loading ??= load(settings).catch(() => null);
  return loading;
}

export function disconnectEcho(): void {
  instance?.disconnect();
  instance = null;
  loading = null;
  wasConnected = false;
}

export function currentUserChannel(): string | null {
  const id = getSession()?.user.id;
  return id ? `App.Models.User.${id}` : null;
}
