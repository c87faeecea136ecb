type Listener = (payload: unknown) => void;

/**
 * Stands in for laravel-echo behind `connectEcho`: records what `echo.private(channel).listen(...)`
 * subscribes (channel names as Echo takes them, without `private-`) and delivers events to those
 * listeners the way Echo does for custom event names (a listener for `.notice.created` hears the
 * server's `notice.created`).
 */
type StateListener = (states: { previous: string; current: string }) => void;

export class FakeEcho {
  private readonly listeners = new Map<string, Map<string, Set<Listener>>>();
  private readonly stateListeners = new Set<StateListener>();
  /** What `new Echo(options)` was given (lib/echo.ts's settings). */
  options: Record<string, unknown> | null = null;
  /** Channel names passed to `leaveChannel`, in order (`private-…`, as Echo names them there). */
  readonly left: string[] = [];
  /** How many times `private(channel)` was called per channel. */
  readonly joins = new Map<string, number>();
  /** The socket id `socketId()` answers (undefined before the socket connects). */
  socket: string | undefined = '1234.5678';
  /** pusher-js's connection, as lib/echo.ts reads it for reconnections. */
  readonly connector = {
    pusher: {
      connection: {
        bind: (event: string, fn: StateListener) => {
          if (event === 'state_change') this.stateListeners.add(fn);
        },
      },
    },
  };

  socketId(): string | undefined {
    return this.socket;
  }

  leaveChannel(name: string): void {
    this.left.push(name);
    this.listeners.delete(name.replace(/^private-/, ''));
  }

  disconnect(): void {}

  /** pusher-js's connection moving from one state to another. */
  changeState(previous: string, current: string): void {
    for (const fn of this.stateListeners) fn({ previous, current });
  }

  private(channel: string) {
    this.joins.set(channel, (this.joins.get(channel) ?? 0) + 1);
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
    this.stateListeners.clear();
    this.options = null;
    this.left.length = 0;
    this.joins.clear();
    this.socket = '1234.5678';
  }
}

export const fakeEcho = new FakeEcho();
