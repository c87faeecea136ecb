import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * How a domain thread (the stock import's checker, the cart optimizer's solver) starts a TypeScript
 * module: the host runs TypeScript through tsx, whose hooks a new thread does not inherit, so the
 * thread's first code (plain JavaScript, run as a CommonJS script with `eval: true`) registers tsx's
 * ESM loader and then imports the module. The same in tests (vitest) and in production (tsx).
 */

/** tsx's ESM entry of its API, by its package's exports (resolving 'tsx/esm/api' from here gives the CommonJS one). */
const TSX_API = (() => {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const entry: string = require('tsx/package.json').exports['./esm/api'].import.default;
  return new URL(entry, pathToFileURL(manifest)).href;
})();

/**
 * The boot code of a thread running `entry` (a module's file URL). With `nice`, the thread first
 * yields the CPU to the host's thread: on Linux a thread has a nice value of its own (setpriority on
 * its thread id, read from /proc/thread-self), so when the cores are busy the scheduler runs the
 * host's requests first. Done first, so the threads and processes it starts (tsx's loader thread,
 * esbuild) inherit it. Elsewhere, or when not allowed, the thread keeps the process's priority.
 */
export function threadBoot(entry: string, options: { nice?: number } = {}): string {
  const nice =
    options.nice === undefined
      ? ''
      : `try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (threadId > 0) require('node:os').setPriority(threadId, ${options.nice});
} catch {}
`;
  return `
${nice}import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });
`;
}
