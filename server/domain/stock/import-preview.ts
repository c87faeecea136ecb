import { promisify } from 'node:util';
import { constants, gunzip, gzipSync } from 'node:zlib';
import { conditionName, extrasCodes, languageName, reais } from '../catalogue/references.ts';
import type { PlannedRow, RowError } from './import-check.ts';
import type { ImportProduct } from './import-index.ts';

/**
 * What a preview answers and stores, from the checked file (no database here: the file's checker
 * thread builds it, import-thread.ts). The plan is stored compressed (see encodePlan).
 */

/** How many planned rows the preview answer shows, and how many errors it lists and keeps. */
export const PREVIEW_SAMPLE = 20;
export const MAX_REPORTED_ERRORS = 1000;

/** The preview's answer, without the import's id (given when the preview is stored). */
export function previewSummary(
  total: number,
  planned: readonly PlannedRow[],
  errors: readonly RowError[],
  products: ReadonlyMap<number, ImportProduct>,
) {
  const creates = planned.filter((r) => r.listing_id === null).length;
  return {
    total,
    valid: planned.length,
    invalid_rows: new Set(errors.map((e) => e.line)).size,
    to_create: creates,
    to_update: planned.length - creates,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    errors_total: errors.length,
    rows: planned.slice(0, PREVIEW_SAMPLE).map((row) => {
      const product = products.get(row.product_id);
      return {
        line: row.line,
        action: row.listing_id === null ? ('create' as const) : ('update' as const),
        product_id: row.product_id,
        product_name: product?.name ?? '',
        collection: product?.collection_code ?? null,
        number: product?.number ?? null,
        condition: row.condition,
        condition_name: conditionName(row.condition),
        language: row.language,
        language_name: languageName(row.language),
        extras: extrasCodes(row.extras),
        quantity: row.quantity,
        price: reais(row.price) as number,
        current_quantity: row.seen_quantity,
        current_price: reais(row.seen_price),
      };
    }),
  };
}

export type PreviewSummary = ReturnType<typeof previewSummary>;

/** A stored plan written by encodePlan; a plan stored before it is plain JSON (it starts with "["). */
const GZIP_PREFIX = 'gzip:';

/**
 * The plan as stored in stock_imports.rows_json: its JSON, gzipped, in base64 after "gzip:". A
 * 50,000-row plan is about 8 MB of JSON and 1.2 MB so: writing 8 MB took SQLite (synchronous, on
 * the host's thread) 40–120 ms, the stall that remained once the file was checked off the thread.
 */
export function encodePlan(planned: readonly PlannedRow[]): string {
  const json = JSON.stringify(planned);
  return GZIP_PREFIX + gzipSync(json, { level: constants.Z_BEST_SPEED }).toString('base64');
}

const gunzipAsync = promisify(gunzip);

/** The plan a preview stored (encodePlan's, or plain JSON from before it). */
export async function decodePlan(stored: string | null): Promise<PlannedRow[]> {
  if (!stored) return [];
  if (!stored.startsWith(GZIP_PREFIX)) return JSON.parse(stored) as PlannedRow[];
  const json = await gunzipAsync(Buffer.from(stored.slice(GZIP_PREFIX.length), 'base64'));
  return JSON.parse(json.toString('utf8')) as PlannedRow[];
}
