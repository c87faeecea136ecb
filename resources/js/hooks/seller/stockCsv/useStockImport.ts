import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CsvImportDone,
  type CsvPreview,
  type CsvRefused,
  type CsvRowError,
  sellerStockCsvApi,
} from '@/api/sellerStockCsv';
import { isHttpError } from '@/lib/http';
import { serverMessage } from '@/lib/requestErrors';

/**
 * The import's steps: a file is read and sent (upload progress), the server's preview comes back
 * (rows to create/update, or the error report), confirm applies it while the progress is polled,
 * and the summary ends it. A refused confirm shows its report; nothing was imported then.
 */
export type StockImportState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; fraction: number }
  | { step: 'previewed'; preview: CsvPreview }
  | { step: 'applying'; preview: CsvPreview; processed: number }
  | { step: 'done'; result: CsvImportDone }
  | { step: 'failed'; message: string; errors: CsvRowError[] };

export const POLL_MS = 500;

/** The file's text, read as UTF-8 (FileReader: every browser, and the test DOM, has it). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

/** A failed request as the panel shows it: the server's message and, for a refused import, its rows. */
function failure(error: unknown): StockImportState {
  const data = isHttpError<CsvRefused>(error) ? error.response?.data : undefined;
  return { step: 'failed', message: serverMessage(error), errors: data?.report ?? [] };
}

export function useStockImport(storeId: number, onImported: () => void) {
  const [state, setState] = useState<StockImportState>({ step: 'idle' });
  const polling = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopPolling = useCallback(() => {
    if (polling.current) clearInterval(polling.current);
    polling.current = null;
  }, []);
  useEffect(() => stopPolling, [stopPolling]);

  const upload = useCallback(
    async (file: File) => {
      setState({ step: 'uploading', fileName: file.name, fraction: 0 });
      try {
        const text = await readText(file);
        const response = await sellerStockCsvApi.preview(storeId, file.name, text, (fraction) =>
          setState((s) => (s.step === 'uploading' ? { ...s, fraction } : s)),
        );
        if (response.result) setState({ step: 'previewed', preview: response.result });
      } catch (error) {
        setState(failure(error));
      }
    },
    [storeId],
  );

  const confirm = useCallback(async () => {
    if (state.step !== 'previewed') return;
    const { preview } = state;
    setState({ step: 'applying', preview, processed: 0 });
    polling.current = setInterval(() => {
      sellerStockCsvApi
        .status(preview.import_id)
        .then((r) => {
          const processed = r.result?.processed ?? 0;
          setState((s) =>
            s.step === 'applying' ? { ...s, processed: Math.max(s.processed, processed) } : s,
          );
        })
        .catch(() => {});
    }, POLL_MS);
    try {
      const response = await sellerStockCsvApi.confirm(preview.import_id);
      stopPolling();
      if (response.result) setState({ step: 'done', result: response.result });
      onImported();
    } catch (error) {
      stopPolling();
      setState(failure(error));
    }
  }, [state, stopPolling, onImported]);

  const reset = useCallback(async () => {
    if (state.step === 'previewed') await sellerStockCsvApi.discard(state.preview.import_id).catch(() => {});
    setState({ step: 'idle' });
  }, [state]);

  return { state, upload, confirm, reset };
}
