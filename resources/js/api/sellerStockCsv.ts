import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { CsvColumn } from '../../../shared/constants/catalogue.ts';

export type { CsvColumn } from '../../../shared/constants/catalogue.ts';

/** Bulk stock by CSV (docs/stock-csv.md): preview, confirm, progress, discard, export. */

export interface CsvRowError {
  line: number;
  column: CsvColumn | null;
  message: string;
}

export interface CsvPreviewRow {
  line: number;
  action: 'create' | 'update';
  product_id: number;
  product_name: string;
  collection: string | null;
  number: string | null;
  condition: string;
  condition_name: string;
  language: string;
  language_name: string;
  extras: string[];
  quantity: number;
  price: number;
  current_quantity: number | null;
  current_price: number | null;
}

export interface CsvPreview {
  import_id: number;
  file_name: string;
  total: number;
  valid: number;
  invalid_rows: number;
  to_create: number;
  to_update: number;
  errors: CsvRowError[];
  errors_total: number;
  rows: CsvPreviewRow[];
}

export interface CsvImportStatus {
  id: number;
  file_name: string;
  status: 'previewed' | 'running' | 'done' | 'failed' | 'discarded';
  total: number;
  processed: number;
  created: number;
  updated: number;
  errors: CsvRowError[];
  message: string | null;
}

export interface CsvImportDone {
  id: number;
  status: 'done';
  created: number;
  updated: number;
  unchanged: number;
}

/** The 422 body of a refused confirm: the rows that failed, nothing imported. */
export interface CsvRefused {
  message: string;
  report?: CsvRowError[];
}

export const sellerStockCsvApi = {
  /**
   * POST /v1/stock-import/preview?store_id&file_name with the file as a text/csv body (the server hands
   * its bytes to the checker thread without parsing them): validates every row, writes no listing.
   */
  preview: (storeId: number, fileName: string, csv: string, onUpload?: (fraction: number) => void) =>
    http
      .post<ActionResponse<CsvPreview>>('/v1/stock-import/preview', csv, {
        params: { store_id: storeId, file_name: fileName },
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        onUploadProgress: (e) => {
          if (onUpload && e.total) onUpload(Math.min(1, e.loaded / e.total));
        },
      })
      .then((r) => r.data),
  /** POST /v1/stock-import/{id}/confirm: every row in one transaction, or none. */
  confirm: (id: number) =>
    http.post<ActionResponse<CsvImportDone>>(`/v1/stock-import/${id}/confirm`).then((r) => r.data),
  /** GET /v1/stock-import/{id}: status and progress (processed of total) while it is applied. */
  status: (id: number) =>
    http.get<ActionResponse<CsvImportStatus>>(`/v1/stock-import/${id}`).then((r) => r.data),
  /** DELETE /v1/stock-import/{id}: drops a preview. */
  discard: (id: number) => http.delete<ActionResponse<unknown>>(`/v1/stock-import/${id}`).then((r) => r.data),
  /** GET /v1/stock-export?store_id[&type]: the store's stock as a CSV attachment (a plain link). */
  exportUrl: (storeId: number, type?: string) =>
    `/v1/stock-export?${new URLSearchParams({ store_id: String(storeId), ...(type ? { type } : {}) })}`,
};
