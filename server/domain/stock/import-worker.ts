import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { parseStockCsv } from './csv.ts';
import { addListings, checkRows, type ExistingListing, type ListingRow, planRows } from './import-check.ts';
import { addToIndex, type CatalogueBatch, emptyIndex, wantedLookups } from './import-index.ts';
import { encodePlan, MAX_REPORTED_ERRORS, previewSummary } from './import-preview.ts';

/**
 * The stock CSV preview's checker thread (started by import-thread.ts, one per preview): reads the
 * file, asks the request's thread for the catalogue and the store's listings (the database belongs to
 * that thread), checks every row and answers the preview and the plan to store. Messages, in order:
 *
 *   here → host: {type: 'lookups', wanted}       host → here: {type: 'catalogue', batch}…, {type: 'catalogue-end'}
 *   here → host: {type: 'listings', productIds}  host → here: {type: 'listings', rows}…, {type: 'listings-end'}
 *   here → host: {type: 'done', …} or, for a file it cannot read, {type: 'invalid', message}
 */

export interface CheckerInput {
  /** The file: its text (a JSON body) or its UTF-8 bytes (a text/csv body, transferred). */
  csv: string | Uint8Array;
}

export type HostMessage =
  | { type: 'catalogue'; batch: CatalogueBatch }
  | { type: 'catalogue-end' }
  | { type: 'listings'; rows: ListingRow[] }
  | { type: 'listings-end' };

export type CheckerMessage =
  | { type: 'invalid'; message: string }
  | { type: 'lookups'; wanted: ReturnType<typeof wantedLookups> }
  | { type: 'listings'; productIds: number[] }
  | {
      type: 'done';
      totalRows: number;
      summary: ReturnType<typeof previewSummary>;
      rowsJson: string | null;
      errorsJson: string | null;
    };

/** The host's messages in arrival order, awaited one at a time. */
function inbox(port: MessagePort) {
  const queued: HostMessage[] = [];
  let waiting: ((message: HostMessage) => void) | null = null;
  port.on('message', (message: HostMessage) => {
    if (waiting) {
      const wake = waiting;
      waiting = null;
      wake(message);
    } else queued.push(message);
  });
  return () =>
    new Promise<HostMessage>((resolve) => {
      const next = queued.shift();
      if (next) resolve(next);
      else waiting = resolve;
    });
}

async function run(port: MessagePort, input: CheckerInput): Promise<void> {
  const send = (message: CheckerMessage) => port.postMessage(message);
  const next = inbox(port);
  const text =
    typeof input.csv === 'string'
      ? input.csv
      : new TextDecoder('utf-8', { ignoreBOM: true }).decode(input.csv);
  const parsed = parseStockCsv(text);
  if (!parsed.ok) return send({ type: 'invalid', message: parsed.message });

  send({ type: 'lookups', wanted: wantedLookups(parsed.rows) });
  const index = emptyIndex();
  for (let m = await next(); m.type !== 'catalogue-end'; m = await next()) {
    if (m.type === 'catalogue') addToIndex(index, m.batch);
  }
  const { valid, errors, products } = checkRows(parsed.rows, index);

  send({ type: 'listings', productIds: [...products.keys()] });
  const existing = new Map<string, ExistingListing>();
  for (let m = await next(); m.type !== 'listings-end'; m = await next()) {
    if (m.type === 'listings') addListings(existing, m.rows);
  }
  const planned = planRows(valid, existing);
  send({
    type: 'done',
    totalRows: parsed.rows.length,
    summary: previewSummary(parsed.rows.length, planned, errors, products),
    rowsJson: errors.length ? null : encodePlan(planned),
    errorsJson: errors.length ? JSON.stringify(errors.slice(0, MAX_REPORTED_ERRORS)) : null,
  });
}

/**
 * This thread yields the CPU to the host's thread: on Linux a thread has a nice value of its own
 * (setpriority on its thread id, read from /proc/thread-self), so when the cores are busy the
 * scheduler runs the host's requests first and this check gets the rest. Elsewhere it keeps the
 * process's priority.
 */
export const CHECKER_NICE = 10;
function yieldCpuToHost(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (threadId > 0) setPriority(threadId, CHECKER_NICE);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}

if (parentPort) {
  yieldCpuToHost();
  await run(parentPort, workerData as CheckerInput);
}
