import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DB } from '../../db/index.ts';
import { RefusedError, UpstreamError, ValidationError } from '../errors.ts';
import { threadBoot } from '../threads.ts';
import { nextTurn } from '../turn.ts';
import { answerLookup } from './import-catalogue.ts';
import { listingPage } from './import-rows.ts';
import type { CheckerInput, CheckerMessage, HostMessage, Lookup } from './import-worker.ts';

/**
 * Runs a stock CSV preview's check in a thread of its own (import-worker.ts), so that reading and
 * checking 50,000 rows never holds the host's event loop (docs/stock-csv.md, "Off the request
 * thread"). The thread asks for the catalogue and the store's listings one bounded lookup at a time;
 * this side runs each query after handing the host a turn, and posts the rows back.
 *
 * One thread per preview, ended as soon as the preview is answered, aborted or out of time. A pool
 * library (piscina, tinypool) is not used: none is a dependency of the project, the thread holds a
 * conversation with its request (the lookups) rather than running one call, and a thread must be
 * ended with its request, which a pool's shared threads are not. A slot limit keeps the number of
 * threads (each up to THREAD_MEMORY_MB) under the machine's cores: more previews wait for a slot.
 */

export type CheckedFile = Extract<CheckerMessage, { type: 'done' }>;

/** How long a preview may take, waiting for a slot included, before its thread is ended. */
export const CHECK_TIMEOUT_MS = 120_000;
/** The checker thread's heap limit: well above what a 5 MB, 50,000-row file needs; a runaway check stops there. */
const THREAD_MEMORY_MB = 768;
const SLOTS = Math.max(1, Math.min(4, availableParallelism() - 1));

export const CHECK_FAILED =
  'Não foi possível verificar o arquivo agora: nada foi importado. Tente enviar o arquivo de novo em alguns instantes.';
export const CHECK_TIMED_OUT =
  'A verificação do arquivo demorou demais e foi interrompida: nada foi importado. Tente de novo em alguns instantes ou divida o arquivo em partes menores.';
export const CHECK_OUT_OF_MEMORY =
  'O arquivo é pesado demais para ser verificado: nada foi importado. Divida o arquivo em partes menores.';

/** The checker thread's nice value (Linux; threads.ts). */
export const CHECKER_NICE = 10;

/** The worker's module. */
const ENTRY = new URL('./import-worker.ts', import.meta.url).href;

/**
 * The thread's first code (threads.ts): it yields the CPU to the host's thread (CHECKER_NICE), so
 * that when the cores are busy the scheduler runs the host's requests first and the check gets the
 * rest; then it registers tsx and loads the worker's module.
 */
const bootCode = (entry: string) => threadBoot(entry, { nice: CHECKER_NICE });

let busy = 0;
const queue: (() => void)[] = [];

/** Waits for a thread slot; the returned function gives it back (once). */
async function slot(signal: AbortSignal): Promise<() => void> {
  if (busy >= SLOTS) {
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal.removeEventListener('abort', drop);
        resolve();
      };
      const drop = () => {
        queue.splice(queue.indexOf(go), 1);
        reject(signal.reason);
      };
      queue.push(go);
      signal.addEventListener('abort', drop, { once: true });
    });
  } else busy++;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const next = queue.shift();
    if (next) next();
    else busy--;
  };
}

/** The file's bytes handed to the thread: moved when they own their memory, copied otherwise. */
function inputOf(csv: string | Uint8Array): { data: CheckerInput; transfer: ArrayBuffer[] } {
  if (typeof csv === 'string') return { data: { csv }, transfer: [] };
  const own =
    csv.byteOffset === 0 && csv.byteLength === csv.buffer.byteLength && csv.buffer instanceof ArrayBuffer;
  const bytes = own ? csv : new Uint8Array(csv);
  return { data: { csv: bytes }, transfer: [bytes.buffer as ArrayBuffer] };
}

/**
 * The preview's check of a file in a thread: its answer and the plan to store, or a ValidationError
 * (a file it cannot read), a RefusedError (out of memory) or an UpstreamError (the thread failed or
 * ran out of time), each with a Portuguese message. The thread is ended when `signal` aborts (the
 * client went away): the promise then rejects with the signal's reason.
 */
export async function checkFileInThread(
  db: DB,
  storeId: number,
  csv: string | Uint8Array,
  /** `entry`: the worker's module (tests give one that fails). */
  options: { signal?: AbortSignal; timeoutMs?: number; entry?: string } = {},
): Promise<CheckedFile> {
  const ended = new AbortController();
  const timer = setTimeout(
    () => ended.abort(new UpstreamError(CHECK_TIMED_OUT)),
    options.timeoutMs ?? CHECK_TIMEOUT_MS,
  );
  const stop = () => ended.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  let release: (() => void) | undefined;
  let worker: Worker | undefined;
  try {
    release = await slot(ended.signal);
    const { data, transfer } = inputOf(csv);
    const thread = new Worker(bootCode(options.entry ?? ENTRY), {
      eval: true,
      workerData: data,
      transferList: transfer,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_MEMORY_MB },
    });
    worker = thread;
    return await converse(db, storeId, thread, ended.signal);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
    ended.abort();
    await worker?.terminate();
    release?.();
  }
}

/** One lookup of the thread, after a turn handed back to the host (SQLite's queries do not give one). */
async function answer(db: DB, storeId: number, lookup: Lookup, signal: AbortSignal): Promise<HostMessage> {
  await nextTurn();
  signal.throwIfAborted();
  const rows =
    lookup.kind === 'listings' ? await listingPage(db, storeId, lookup) : await answerLookup(db, lookup);
  return { type: 'answer', rows };
}

/** Answers the thread's lookups until it is done, fails, or `signal` aborts. */
function converse(db: DB, storeId: number, thread: Worker, signal: AbortSignal): Promise<CheckedFile> {
  return new Promise<CheckedFile>((resolve, reject) => {
    signal.throwIfAborted();
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    thread.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return reject(new RefusedError(CHECK_OUT_OF_MEMORY));
      console.error('[stock-import] the checker thread failed:', error);
      reject(new UpstreamError(CHECK_FAILED));
    });
    thread.on('exit', () => reject(new UpstreamError(CHECK_FAILED)));
    thread.on('message', (message: CheckerMessage) => {
      if (message.type === 'done') resolve(message);
      else if (message.type === 'invalid') reject(new ValidationError({ csv: [message.message] }));
      else {
        answer(db, storeId, message.lookup, signal)
          .then((reply) => thread.postMessage(reply))
          .catch(reject);
      }
    });
  });
}
