import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { parseStockCsv } from './csv.ts';
import { checkRows, collectListings, type ListingLookup, type ListingRow, planRows } from './import-check.ts';
import {
  buildIndex,
  type CatalogueLookup,
  type CollectionRow,
  type LookedUpProduct,
  wantedLookups,
} from './import-index.ts';
import { encodePlan, MAX_REPORTED_ERRORS, previewSummary } from './import-preview.ts';

/**
 * The stock CSV preview's checker thread (started by import-thread.ts, one per preview): reads the
 * file, asks the request's thread for the catalogue and the store's listings (the database belongs to
 * that thread) one bounded lookup at a time, checks every row and answers the preview and the plan to
 * store. Messages:
 *
 *   here → host: {type: 'ask', lookup}   host → here: {type: 'answer', rows}   (again and again)
 *   here → host: {type: 'done', …} or, for a file it cannot read, {type: 'invalid', message}
 *
 * One question at a time, each of at most LOOKUP_CHUNK codes or names or 500 products: the host's
 * thread never has a large message to read (reading 50,000 codes in one message took it 50 ms).
 */

export interface CheckerInput {
  /** The file: its text (a JSON body) or its UTF-8 bytes (a text/csv body, transferred). */
  csv: string | Uint8Array;
}

export type Lookup = CatalogueLookup | ListingLookup;

export type HostMessage = { type: 'answer'; rows: CollectionRow[] | LookedUpProduct[] | ListingRow[] };

export type CheckerMessage =
  | { type: 'invalid'; message: string }
  | { type: 'ask'; lookup: Lookup }
  | {
      type: 'done';
      totalRows: number;
      summary: ReturnType<typeof previewSummary>;
      rowsJson: string | null;
      errorsJson: string | null;
    };

async function run(port: MessagePort, input: CheckerInput): Promise<void> {
  const send = (message: CheckerMessage) => port.postMessage(message);
  let pending: ((rows: HostMessage['rows']) => void) | null = null;
  port.on('message', (message: HostMessage) => pending?.(message.rows));
  const ask = (lookup: Lookup) =>
    new Promise<HostMessage['rows']>((resolve) => {
      pending = resolve;
      send({ type: 'ask', lookup });
    });

  const text =
    typeof input.csv === 'string'
      ? input.csv
      : new TextDecoder('utf-8', { ignoreBOM: true }).decode(input.csv);
  const parsed = parseStockCsv(text);
  if (!parsed.ok) return send({ type: 'invalid', message: parsed.message });

  const index = await buildIndex(
    wantedLookups(parsed.rows),
    ask as (l: CatalogueLookup) => Promise<CollectionRow[] | LookedUpProduct[]>,
  );
  const { valid, errors, products } = checkRows(parsed.rows, index);
  const existing = await collectListings(
    [...products.keys()],
    ask as (l: ListingLookup) => Promise<ListingRow[]>,
  );
  const planned = planRows(valid, existing);
  send({
    type: 'done',
    totalRows: parsed.rows.length,
    summary: previewSummary(parsed.rows.length, planned, errors, products),
    rowsJson: errors.length ? null : encodePlan(planned),
    errorsJson: errors.length ? JSON.stringify(errors.slice(0, MAX_REPORTED_ERRORS)) : null,
  });
}

// The thread's priority was lowered before this module was loaded (import-thread.ts, threads.ts).
if (parentPort) await run(parentPort, workerData as CheckerInput);
