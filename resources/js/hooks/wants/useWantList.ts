import { useCallback, useState } from 'react';
import type { WantLine, WantList } from '@/types/pages/wants';

/**
 * A want list's lines as shown: the mass entry adds to them, a line's fix replaces it, a removal drops it.
 * The requests themselves are the forms' (MassEntry, LineRow through useApiForm).
 */
export function useWantList(initial: WantList) {
  const [lines, setLines] = useState<WantLine[]>(initial.lines);
  const added = useCallback((next: WantLine[]) => setLines((current) => [...current, ...next]), []);
  const replaced = useCallback(
    (next: WantLine) => setLines((current) => current.map((l) => (l.id === next.id ? next : l))),
    [],
  );
  const removed = useCallback(
    (line: WantLine) => setLines((current) => current.filter((l) => l.id !== line.id)),
    [],
  );
  return { lines, added, replaced, removed };
}
