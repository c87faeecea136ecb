import { usePage } from '@inertiajs/react';
import type Echo from 'laravel-echo';
import { useEffect, useRef } from 'react';
import { connectEcho, onReconnect } from '@/lib/echo';

export type ChannelHandlers = Record<string, (payload: never) => void>;

/**
 * How many mounted components use each channel: the channel is left (pusher:unsubscribe) when the
 * last one unmounts, and joined again by the next one.
 */
const users = new Map<string, number>();

function join(echo: Echo<'pusher'>, channel: string) {
  users.set(channel, (users.get(channel) ?? 0) + 1);
  return echo.private(channel);
}

function leave(echo: Echo<'pusher'>, channel: string): void {
  const left = (users.get(channel) ?? 1) - 1;
  if (left > 0) {
    users.set(channel, left);
    return;
  }
  users.delete(channel);
  echo.leaveChannel(`private-${channel}`);
}

/**
 * Listens to events on a private channel (without the `private-` prefix, as Echo names it) while the
 * component is mounted. Events are our own names (`notice.created` ...), so they are listened to with
 * Echo's leading dot. With no socket the app simply gets no live events.
 */
export function useChannel(channel: string | null, handlers: ChannelHandlers): void {
  const realtime = usePage().props.realtime;
  const latest = useRef(handlers);
  latest.current = handlers;
  const events = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    if (!channel) return;
    let active = true;
    const listeners: [string, (payload: unknown) => void][] = events
      .split(',')
      .filter(Boolean)
      .map((event) => [`.${event}`, (payload: unknown) => latest.current[event]?.(payload as never)]);
    let stop = () => {};
    void connectEcho(realtime).then((echo) => {
      if (!echo || !active) return;
      const subscription = join(echo, channel);
      for (const [event, fn] of listeners) subscription.listen(event, fn);
      stop = () => {
        for (const [event, fn] of listeners) subscription.stopListening(event, fn);
        leave(echo, channel);
      };
    });
    return () => {
      active = false;
      stop();
    };
  }, [channel, events, realtime]);
}

/**
 * Runs `refetch` each time the socket connects again after a drop (null: not now), since the events
 * sent meanwhile were lost.
 */
export function useReconnect(refetch: (() => void) | null): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  const on = refetch !== null;
  useEffect(() => (on ? onReconnect(() => latest.current?.()) : undefined), [on]);
}
