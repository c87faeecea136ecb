import type { FastifyRequest } from 'fastify';

/**
 * The kinds of prop a page resolver can give, as Laravel's Inertia adapter has them:
 * - a plain value;
 * - a function: evaluated only when the response includes it (a partial reload that leaves it out
 *   never runs its query);
 * - `defer(fn, group)`: left out of the first response and named in `deferredProps`; the client asks
 *   for it right after the first paint (below-the-fold content);
 * - `optional(fn)`: left out of the first response and never asked for by the client on its own; a
 *   partial reload naming it loads it (Inertia's `WhenVisible`, when the part scrolls near the screen);
 * - `merge(value, path)`: on a partial reload the client appends it (at `path` inside the prop, such as
 *   `data` of a paginated list) to what it has, unless the reload resets that prop (spec section 4:
 *   page 1 replaces, later pages append).
 */
export type Lazy<T> = () => T | Promise<T>;

export class DeferredProp<T = unknown> {
  constructor(
    readonly load: Lazy<T>,
    readonly group: string,
  ) {}
}

export class OptionalProp<T = unknown> {
  constructor(readonly load: Lazy<T>) {}
}

export class MergeProp<T = unknown> {
  constructor(
    readonly value: T | Lazy<T>,
    /** Where inside the prop to append; several for a page of several parts (a ranking's data and metrics). */
    readonly path: string | readonly string[] | null,
  ) {}
}

export const defer = <T>(load: Lazy<T>, group = 'default') => new DeferredProp<T>(load, group);
export const optional = <T>(load: Lazy<T>) => new OptionalProp<T>(load);
export const merge = <T>(value: T | Lazy<T>, path: string | readonly string[] | null = null) =>
  new MergeProp<T>(value, path);

/** What a resolver may put under each key of a page's props `P`. */
export type PropSource<T> =
  | T
  | Lazy<T>
  | MergeProp<T>
  | DeferredProp<NonNullable<T>>
  | OptionalProp<NonNullable<T>>;
export type PropSources<P> = { [K in keyof P]: PropSource<P[K]> };

export interface ResolvedProps {
  props: Record<string, unknown>;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
}

const list = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : [];

/**
 * Evaluates the props the response carries (Inertia protocol v3): on a partial reload of the same
 * component only the keys in `X-Inertia-Partial-Data` minus `X-Inertia-Partial-Except` (and `errors`);
 * otherwise every key but the deferred ones, which are listed in `deferredProps` by group, and the
 * optional ones.
 */
export async function resolveProps(
  request: FastifyRequest,
  component: string,
  sources: Record<string, unknown>,
): Promise<ResolvedProps> {
  const partial = request.headers['x-inertia-partial-component'] === component;
  const only = list(request.headers['x-inertia-partial-data']);
  const except = list(request.headers['x-inertia-partial-except']);
  const reset = list(request.headers['x-inertia-reset']);

  const props: Record<string, unknown> = {};
  const deferredProps: Record<string, string[]> = {};
  const mergeProps: string[] = [];
  const pending: Promise<void>[] = [];

  for (const [key, source] of Object.entries(sources)) {
    const wanted = partial
      ? key === 'errors' || ((only.length === 0 || only.includes(key)) && !except.includes(key))
      : !(source instanceof DeferredProp || source instanceof OptionalProp);
    if (!wanted) {
      if (!partial && source instanceof DeferredProp) {
        deferredProps[source.group] = [...(deferredProps[source.group] ?? []), key];
      }
      continue;
    }
    if (source instanceof MergeProp && !reset.includes(key)) {
      const paths = (typeof source.path === 'string' ? [source.path] : (source.path ?? [])).filter(Boolean);
      mergeProps.push(...(paths.length ? paths.map((path) => `${key}.${path}`) : [key]));
    }
    const value =
      source instanceof DeferredProp || source instanceof OptionalProp
        ? source.load
        : source instanceof MergeProp
          ? source.value
          : source;
    if (typeof value === 'function') {
      pending.push(
        Promise.resolve((value as Lazy<unknown>)()).then((v) => {
          props[key] = v;
        }),
      );
    } else {
      props[key] = value;
    }
  }
  await Promise.all(pending);
  // Keys in the order the resolver gave them, whatever order the lazy ones finished in.
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(sources)) if (key in props) ordered[key] = props[key];
  return {
    props: ordered,
    ...(Object.keys(deferredProps).length ? { deferredProps } : {}),
    ...(mergeProps.length ? { mergeProps } : {}),
  };
}
