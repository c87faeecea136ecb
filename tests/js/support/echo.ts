type Listener = (payload: unknown) => void;

/**
 * Stands in for laravel-echo behind `connectEcho`: records what `echo.private(channel).listen(...)`
 * subscribes (channel names as Echo takes them, without `private-`) and delivers events to those
 * listeners the way Echo does for custom event names (a listener for `.notice.created` hears the
 * server's `notice.created`).
 */
export class FakeEcho {
  private readonly listeners = new Map<string, Map<string, Set<Listener>>>();

  private(channel: string) {
    const events = this.listeners.get(channel) ?? new Map<string, Set<Listener>>();
    this.listeners.set(channel, events);
    const subscription = {
      listen: (event: string, fn: Listener) => {
        const set = events.get(event) ?? new Set<Listener>();
        set.add(fn);
        events.set(event, set);
        return subscription;
      },
      stopListening: (event: string, fn: Listener) => {
        events.get(event)?.delete(fn);
        return subscription;
      },
    };
    return subscription;
  }

  /** How many listeners wait for the server event `event` on `channel`. */
  listening(channel: string, event: string): number {
    return this.listeners.get(channel)?.get(`.${event}`)?.size ?? 0;
  }

  /** Delivers the server event `event` on `channel`; returns how many listeners got it. */
  emit(channel: string, event: string, payload: unknown): number {
    const set = this.listeners.get(channel)?.get(`.${event}`) ?? new Set<Listener>();
    for (const fn of set) fn(payload);
    return set.size;
  }

  reset(): void {
    this.listeners.clear();
  }
}

export const fakeEcho = new FakeEcho();
