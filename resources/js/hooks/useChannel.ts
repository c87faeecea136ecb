import { usePage } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { connectEcho } from '@/lib/echo';

export type ChannelHandlers = Record<string, (payload: never) => void>;

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
      const subscription = echo.private(channel);
      for (const [event, fn] of listeners) subscription.listen(event, fn);
      stop = () => {
        for (const [event, fn] of listeners) subscription.stopListening(event, fn);
      };
    });
    return () => {
      active = false;
      stop();
    };
  }, [channel, events, realtime]);
}
