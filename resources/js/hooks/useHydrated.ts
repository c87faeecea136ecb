import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on. A page
 * rendered on the server shows before its JavaScript runs; what only works with it (a form posted
 * through /v1) can wait for this without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
