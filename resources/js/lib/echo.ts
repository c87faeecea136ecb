import type Echo from 'laravel-echo';

type ChannelAuthorizationData = { auth: string; channel_data?: string; shared_secret?: string };
type UserAuthenticationData = { auth: string; user_data: string };

import type { RealtimeSettings } from '@/types/inertia';
import { http } from './http';
import { getSession } from './session';

let instance: Echo<'pusher'> | null = null;
let loading: Promise<Echo<'pusher'> | null> | null = null;

/**
 * Connects Echo to the colocated Pusher-protocol server (ARCHITECTURE.md §8). Loaded on demand so
 * pusher-js stays out of the first page's chunk; any failure leaves the app working without realtime.
 */
export function connectEcho(settings: RealtimeSettings | undefined): Promise<Echo<'pusher'> | null> {
  if (instance) return Promise.resolve(instance);
  if (!settings?.enabled || typeof window === 'undefined') return Promise.resolve(null);
  loading ??= Promise.all([import('laravel-echo'), import('pusher-js')])
    .then(([{ default: EchoClass }, { default: Pusher }]) => {
      instance = new EchoClass({
        broadcaster: 'pusher',
        Pusher,
        key: settings.key,
        cluster: 'mt1',
        wsHost: settings.wsHost || window.location.hostname,
        wsPort: settings.wsPort,
        wssPort: settings.wsPort,
        forceTLS: false,
        enabledTransports: ['ws', 'wss'],
        disableStats: true,
        // Authorisation goes through the shared axios instance: bearer token and XSRF header included.
        channelAuthorization: {
          endpoint: '/broadcasting/auth',
          transport: 'ajax',
          headers: {},
          customHandler: ({ socketId, channelName }, callback) => {
            http
              .post<ChannelAuthorizationData>('/broadcasting/auth', {
                socket_id: socketId,
                channel_name: channelName,
              })
              .then((r) => callback(null, r.data))
              .catch((e: Error) => callback(e, null));
          },
        },
        userAuthentication: {
          endpoint: '/broadcasting/user-auth',
          transport: 'ajax',
          headers: {},
          customHandler: ({ socketId }, callback) => {
            http
              .post<UserAuthenticationData>('/broadcasting/user-auth', { socket_id: socketId })
              .then((r) => callback(null, r.data))
              .catch((e: Error) => callback(e, null));
          },
        },
      });
      return instance;
    })
    .catch(() => null);
  return loading;
}

export function disconnectEcho(): void {
  instance?.disconnect();
  instance = null;
  loading = null;
}

export function currentUserChannel(): string | null {
  const id = getSession()?.user.id;
  return id ? `App.Models.User.${id}` : null;
}
