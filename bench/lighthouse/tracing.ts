/** What trace.ts and firsttasks.ts share: the trace events they read and the phone they load pages in. */

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
