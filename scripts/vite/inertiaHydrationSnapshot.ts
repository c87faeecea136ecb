/**
 * @inertiajs/react 3.7's App reads its layout props store with
 * `useSyncExternalStore(store.subscribe, store.get, () => emptySnapshot)`: the snapshot hydration uses
 * (`emptySnapshot`) is never the object the store returns (`store.get()`, equally empty), so React
 * takes the store as changed once the page is hydrated and renders the whole page again, synchronously,
 * in one task (100–400 ms on a mid-range phone; docs/architecture.md, "Page load, measured"). In the
 * browser the hydration snapshot is the store's own, which holds the same empty props the server
 * rendered with; on the server nothing changes (one store serves every request there, so its
 * snapshot stays out of a render). The build warns when the line is not found (Inertia changed it).
 */
import type { Plugin } from 'vite';

const MODULE = /[\\/]@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/;
const READ = 'useSyncExternalStore(store.subscribe, store.get, () => emptySnapshot)';
const FIXED =
  'useSyncExternalStore(store.subscribe, store.get, () => typeof window === "undefined" ? emptySnapshot : store.get())';

export default function inertiaHydrationSnapshot(): Plugin {
  return {
    name: 'inertia-hydration-snapshot',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!code.includes(READ)) {
        this.warn('@inertiajs/react: the layout props store read was not found; hydration may render twice');
        return null;
      }
      return { code: code.replace(READ, FIXED), map: null };
    },
  };
}
