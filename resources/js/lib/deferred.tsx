import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const loaded = new Map<Loader, ComponentType>();
const loading = new Map<Loader, Promise<ComponentType>>();

function loadOnce(load: Loader): Promise<ComponentType> {
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(load, module.default);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(load); // a later mount tries again
        throw error;
      },
    );
    loading.set(load, promise);
  }
  return promise;
}

/**
 * Renders the component `load` imports, loading its code when first mounted and showing `placeholder`
 * until then; once loaded it renders at once. `load` must be defined once, outside any component.
 *
 * Unlike `lazy()` + `<Suspense>`, the loaded component is shown by a plain state update: React holds
 * back the reveal of a suspended boundary for up to 300 ms after it showed a fallback, which would also
 * hold back the requests the component makes when it mounts.
 */
export function Deferred({ load, placeholder = null }: { load: Loader; placeholder?: ReactNode }) {
  const [Component, setComponent] = useState<ComponentType | null>(() => loaded.get(load) ?? null);

  useEffect(() => {
    if (Component) return;
    let active = true;
    loadOnce(load).then(
      (c) => {
        if (active) setComponent(() => c);
      },
      (error: unknown) => console.warn('deferred component', error),
    );
    return () => {
      active = false;
    };
  }, [Component, load]);

  return Component ? <Component /> : placeholder;
}
