import { type Attributes, type ComponentType, type ReactNode, useEffect, useState } from 'react';

type Loader<P = object> = () => Promise<{ default: ComponentType<P> }>;

// One cache for components of any props, keyed by their loader.
const loaded = new Map<unknown, ComponentType<never>>();
const loading = new Map<unknown, Promise<ComponentType<never>>>();

function loadOnce<P>(load: Loader<P>): Promise<ComponentType<P>> {
  let promise = loading.get(load) as Promise<ComponentType<P>> | undefined;
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(load, module.default as ComponentType<never>);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(load); // a later mount tries again
        throw error;
      },
    );
    loading.set(load, promise as Promise<ComponentType<never>>);
  }
  return promise;
}

/** Loads a `Deferred` component ahead, so that it renders at once when mounted (SSR, hydration). */
export function preloadDeferred<P>(load: Loader<P>): Promise<void> {
  return loadOnce(load).then(() => undefined);
}

/**
 * Renders the component `load` imports, loading its code when first mounted and showing `placeholder`
 * until then; once loaded it renders at once. `load` must be defined once, outside any component.
 *
 * Unlike `lazy()` + `<Suspense>`, the loaded component is shown by a plain state update: React holds
 * back the reveal of a suspended boundary for up to 300 ms after it showed a fallback, which would also
 * hold back the requests the component makes when it mounts.
 */
export function Deferred<P extends object>({
  load,
  props,
  placeholder = null,
}: {
  load: Loader<P>;
  props?: P;
  placeholder?: ReactNode;
}) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(
    () => (loaded.get(load) as ComponentType<P> | undefined) ?? null,
  );

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

  return Component ? <Component {...(props as P & Attributes)} /> : placeholder;
}
