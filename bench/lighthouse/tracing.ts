/**
 * What trace.ts and firsttasks.ts share: the Chromium they start, the trace events they read and the
 * phone they load pages in.
 */

/** Debian's Chromium, or CHROME_PATH (as run.ts). */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A Chromium trace event (the fields the two read). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; name?: string; frame?: string };
}

/** A mid-range phone's screen (Lighthouse's mobile preset: 412 × 823 at 1.75), in pt-BR. */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
};
