import { useCallback, useState } from 'react';
import { type LinePatch, wantsApi } from '@/api/wants';
import { notify } from '@/lib/notify';
import { notifyRequestError, validationErrors } from '@/lib/requestErrors';
import type { WantLine, WantList } from '@/types/pages/wants';

/** A want list's lines: mass entry, per-line fixes and removal, all through /v1/wants. */
export function useWantList(initial: WantList) {
  const [lines, setLines] = useState<WantLine[]>(initial.lines);
  const [busy, setBusy] = useState(false);
  const [entryError, setEntryError] = useState<string | null>(null);

  const paste = useCallback(
    async (text: string): Promise<boolean> => {
      setBusy(true);
      setEntryError(null);
      try {
        const data = await wantsApi.entries(initial.id, text);
        setLines((current) => [...current, ...(data.result?.lines ?? [])]);
        if (data.result?.unresolved) notify.warning(data.message ?? '');
        else notify.success(data.message ?? '');
        return true;
      } catch (error) {
        const fields = validationErrors(error);
        setEntryError(Object.values(fields)[0] ?? null);
        notifyRequestError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [initial.id],
  );

  const update = useCallback(async (line: WantLine, patch: LinePatch) => {
    try {
      const data = await wantsApi.updateLine(line.id, patch);
      if (data.result) {
        const next = data.result;
        setLines((current) => current.map((l) => (l.id === next.id ? next : l)));
      }
    } catch (error) {
      notifyRequestError(error);
    }
  }, []);

  const remove = useCallback(async (line: WantLine) => {
    try {
      await wantsApi.removeLine(line.id);
      setLines((current) => current.filter((l) => l.id !== line.id));
    } catch (error) {
      notifyRequestError(error);
    }
  }, []);

  return { lines, busy, entryError, paste, update, remove };
}
