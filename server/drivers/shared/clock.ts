/**
 * Injectable time source. Every driver reads the time through a Clock so that tests (and the
 * demo) can control expiry and delayed settlement without waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that only moves when told to. */
export interface ManualClock extends Clock {
  set(date: Date | string): void;
  advanceSeconds(seconds: number): void;
}

export function manualClock(start: Date | string = '2025-01-15T12:00:00.000Z'): ManualClock {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set(date) {
      current = new Date(date);
    },
    advanceSeconds(seconds) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}
