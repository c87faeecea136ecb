import { createHash } from 'node:crypto';
import type { DB } from '../../db/index.ts';
import type { StockImportsTable } from '../../db/schema.ts';
import type { Broadcast } from '../broadcasts.ts';
import { notifyCartHolders } from '../cart/listing-changes.ts';
import { NotFoundError, RefusedError } from '../errors.ts';
import { notifyWantLists } from '../wants/alerts.ts';
import { type ApplyResult, applyImport, ConfirmRefused } from './import-apply.ts';
import type { RowError } from './import-check.ts';
import { decodePlan, MAX_REPORTED_ERRORS } from './import-preview.ts';
import { checkFileInThread } from './import-thread.ts';

/**
 * Bulk stock by CSV (docs/stock-csv.md): a preview validates every row and keeps the valid plan in
 * stock_imports (nothing is written to the listings); confirm applies the whole plan in one
 * transaction or nothing; the progress of a running import is kept in this process's memory.
 */

export { MAX_REPORTED_ERRORS, PREVIEW_SAMPLE } from './import-preview.ts';
/** How long a preview waits for its confirm. */
export const PREVIEW_TTL_MS = 24 * 3600_000;

export interface ImportStore {
  id: number;
  status: string;
}

/**
 * Progress of the imports this process is applying, by import id: the import's own row only changes
 * when its transaction commits, and on SQLite the one connection is busy with that transaction, so
 * the progress is read from here, by the session that confirmed it (`viewer`: its token's hash), with
 * no database query.
 */
const running = new Map<number, { processed: number; total: number; viewer: string }>();

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The live progress of a running import, for the session that started it; undefined otherwise. */
export function liveProgress(id: number, token: string | null) {
  const live = running.get(id);
  if (!live || !token || live.viewer !== tokenHash(token)) return undefined;
  return { id, status: 'running' as const, total: live.total, processed: live.processed };
}

/**
 * POST /v1/stock-import/preview: the file is checked in a thread of its own (import-thread.ts) and
 * the preview stored (status `previewed`, the valid plan compressed, or the row errors). `signal`
 * aborts it (the client went away): the thread is ended and nothing is stored.
 */
export async function previewImport(
  db: DB,
  input: { store: ImportStore; userId: number; fileName: string; csv: string | Uint8Array },
  signal?: AbortSignal,
) {
  const checked = await checkFileInThread(db, input.store.id, input.csv, { signal });
  signal?.throwIfAborted();
  const now = new Date().toISOString();
  // Previews left unconfirmed for a day are dropped with their rows.
  await db
    .updateTable('stock_imports')
    .set({ status: 'discarded', rows_json: null, finished_at: now })
    .where('store_id', '=', input.store.id)
    .where('status', '=', 'previewed')
    .where('created_at', '<', new Date(Date.now() - PREVIEW_TTL_MS).toISOString())
    .execute();
  const inserted = await db
    .insertInto('stock_imports')
    .values({
      store_id: input.store.id,
      user_id: input.userId,
      file_name: input.fileName,
      status: 'previewed',
      total_rows: checked.totalRows,
      rows_json: checked.rowsJson,
      errors_json: checked.errorsJson,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { import_id: inserted.id, file_name: input.fileName, ...checked.summary };
}

type ImportRow = Pick<StockImportsTable, 'store_id' | 'status' | 'total_rows' | 'file_name'> & {
  id: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  errors_json: string | null;
  message: string | null;
};

/** The import's store, for the access check before anything else is read (404 when unknown). */
export async function importStoreId(db: DB, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('stock_imports').select('store_id').where('id', '=', id).executeTakeFirst();
  return row?.store_id;
}

function loadImport(db: DB, id: number): Promise<ImportRow | undefined> {
  return db
    .selectFrom('stock_imports')
    .select([
      'id',
      'store_id',
      'file_name',
      'status',
      'total_rows',
      'processed_rows',
      'created_count',
      'updated_count',
      'errors_json',
      'message',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What GET /v1/stock-import/{id} answers: the row, with the live progress while it runs here. */
export async function importStatus(db: DB, id: number) {
  const row = await loadImport(db, id);
  if (!row) throw new NotFoundError('Importação não encontrada.');
  const live = running.get(id);
  return {
    id: row.id,
    file_name: row.file_name,
    status: live ? 'running' : row.status,
    total: row.total_rows,
    processed: live ? live.processed : row.processed_rows,
    created: row.created_count,
    updated: row.updated_count,
    errors: row.errors_json ? (JSON.parse(row.errors_json) as RowError[]) : [],
    message: row.message,
  };
}

const REFUSED_STATUS: Record<string, string> = {
  running: 'Esta importação já está sendo aplicada.',
  done: 'Esta importação já foi aplicada.',
  failed: 'Esta importação falhou: envie o arquivo de novo.',
  discarded: 'Esta importação foi descartada: envie o arquivo de novo.',
};

/** 422 with the row report: nothing of the file was imported. */
function refused(message: string, errors: RowError[]): RefusedError {
  return new RefusedError(message, { errors: { csv: [message] }, report: errors });
}

/**
 * Applies a previewed import: refused (422) when the preview had errors or the import is no longer a
 * preview; otherwise every row in one transaction (see import-apply.ts). A row found invalid now (the
 * product was deleted, the listing changed since the preview) rolls everything back: the import is
 * marked failed with the report. After the commit, want lists hear of the created and updated listings
 * (one batch: price alerts, optimized carts) and the carts holding updated listings are told.
 */
export async function confirmImport(
  db: DB,
  broadcast: Broadcast,
  id: number,
  store: ImportStore,
  viewerToken: string | null = null,
): Promise<ApplyResult & { id: number }> {
  const row = await loadImport(db, id);
  if (!row) throw new NotFoundError('Importação não encontrada.');
  if (row.status !== 'previewed') throw refused(REFUSED_STATUS[row.status] ?? 'Importação inválida.', []);
  if (row.errors_json) {
    const errors = JSON.parse(row.errors_json) as RowError[];
    const lines = new Set(errors.map((e) => e.line)).size;
    throw refused(
      `O arquivo tem ${lines} ${lines === 1 ? 'linha' : 'linhas'} com erro: nenhuma linha foi importada. Corrija e envie de novo.`,
      errors,
    );
  }
  const claimed = await db
    .updateTable('stock_imports')
    .set({ status: 'running' })
    .where('id', '=', id)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw refused(REFUSED_STATUS.running, []);
  const rowsJson = await db
    .selectFrom('stock_imports')
    .select('rows_json')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const planned = await decodePlan(rowsJson.rows_json);
  const progress = { processed: 0, total: planned.length, viewer: viewerToken ? tokenHash(viewerToken) : '' };
  running.set(id, progress);
  let result: ApplyResult;
  try {
    result = await db.transaction().execute(async (trx) => {
      const applied = await applyImport(trx, store, planned, (n) => {
        progress.processed = n;
      });
      await trx
        .updateTable('stock_imports')
        .set({
          status: 'done',
          processed_rows: planned.length,
          created_count: applied.created,
          updated_count: applied.updated,
          rows_json: null,
          finished_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return applied;
    });
  } catch (error) {
    const errors = error instanceof ConfirmRefused ? error.errors : [];
    const message =
      error instanceof ConfirmRefused
        ? `${errors.length} ${errors.length === 1 ? 'linha mudou' : 'linhas mudaram'} desde a pré-visualização: nenhuma linha foi importada. Envie o arquivo de novo.`
        : 'Erro interno ao aplicar a importação: nenhuma linha foi importada.';
    await db
      .updateTable('stock_imports')
      .set({
        status: 'failed',
        errors_json: JSON.stringify(errors.slice(0, MAX_REPORTED_ERRORS)),
        message,
        finished_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (error instanceof ConfirmRefused) throw refused(message, errors);
    throw error;
  } finally {
    running.delete(id);
  }
  // Want lists hear of the whole import at once (price alerts for the created and changed listings,
  // optimized carts holding a changed one); then the carts holding the changed listings.
  await notifyWantLists(db, broadcast, [...result.createdListingIds, ...result.changedListingIds]).catch(
    (error) => console.error('Falha ao avisar as listas de desejos', error),
  );
  for (let i = 0; i < result.changedListingIds.length; i += 500) {
    await notifyCartHolders(db, broadcast, result.changedListingIds.slice(i, i + 500)).catch(() => 0);
  }
  return { id, ...result };
}

/** DELETE /v1/stock-import/{id}: a preview is dropped (its rows with it); anything else is refused. */
export async function discardImport(db: DB, id: number): Promise<void> {
  const done = await db
    .updateTable('stock_imports')
    .set({ status: 'discarded', rows_json: null, finished_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const row = await loadImport(db, id);
  if (!row) throw new NotFoundError('Importação não encontrada.');
  throw refused(REFUSED_STATUS[row.status] ?? 'Importação inválida.', []);
}
