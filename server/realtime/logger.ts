/**
 * Minimal logger contract. The (object, message) argument order matches pino, so the
 * Fastify host can pass `app.log` straight in; `console` also satisfies it.
 */
export type LogFn = (context: Record<string, unknown>, message?: string) => void;

export interface RealtimeLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

const noop: LogFn = () => {};

export const silentLogger: RealtimeLogger = { debug: noop, info: noop, warn: noop, error: noop };

/** Default for standalone runs: warnings and errors only, so a busy server stays quiet. */
export const consoleLogger: RealtimeLogger = {
  debug: noop,
  info: (context, message) => console.info(`[realtime] ${message ?? ''}`, context),
  warn: (context, message) => console.warn(`[realtime] ${message ?? ''}`, context),
  error: (context, message) => console.error(`[realtime] ${message ?? ''}`, context),
};
