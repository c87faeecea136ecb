/**
 * The route table (routes/pages.json) and a matcher with Laravel/Ziggy URI semantics: `{param}` matches
 * one path segment, `{param?}` may be left out together with the slash before it. The host uses it to
 * pick the screen for a path; the browser uses it to find the guard of the page a visit goes to.
 */
export type Guard = 'none' | 'auth' | 'cart' | 'store' | 'session';

/** What matching a URL needs of a route: the browser builds these from Ziggy's config. */
export interface RouteEntry {
  name: string;
  uri: string;
  guard: Guard;
  /** Patterns a parameter must match (Laravel's `->where()`, Ziggy's `wheres`). */
  wheres?: Record<string, string>;
}

/** An entry of routes/pages.json. */
export interface PageRoute extends RouteEntry {
  component: string;
}

export interface RouteMatch<R extends RouteEntry = PageRoute> {
  route: R;
  params: Record<string, string>;
}

interface Compiled<R extends RouteEntry> {
  route: R;
  regex: RegExp;
  names: string[];
}

export function compileRoute<R extends RouteEntry>(route: R): Compiled<R> {
  const names: string[] = [];
  const template = route.uri === '/' ? '' : `/${route.uri.replace(/^\/+|\/+$/g, '')}`;
  const pattern = template
    .replace(/[.*+$()[\]]/g, '\\$&')
    .replace(/(\/?)\{([^}?]+)(\??)\}/g, (_m, slash: string, name: string, optional: string) => {
      names.push(name);
      const group = `(?<${name.replace(/[^A-Za-z0-9_]/g, '_')}>${route.wheres?.[name] ?? '[^/?]+'})`;
      return optional ? `(?:${slash}${group})?` : `${slash}${group}`;
    });
  return { route, names, regex: new RegExp(`^${pattern}/?$`) };
}

export class RouteTable<R extends RouteEntry = PageRoute> {
  private readonly compiled: Compiled<R>[];
  readonly byName: Map<string, R>;

  constructor(readonly routes: R[]) {
    this.compiled = routes.map(compileRoute);
    this.byName = new Map(routes.map((r) => [r.name, r]));
  }

  /** First route (in table order) whose URI matches the path; the query string is ignored. */
  match(pathOrUrl: string): RouteMatch<R> | null {
    const path = stripOrigin(pathOrUrl).split(/[?#]/)[0] || '/';
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // keep the raw path: a malformed escape simply will not match a parameter with a decoded value
    }
    for (const { route, regex, names } of this.compiled) {
      const m = regex.exec(path) ?? regex.exec(decoded);
      if (!m) continue;
      const params: Record<string, string> = {};
      for (const name of names) {
        const value = m.groups?.[name.replace(/[^A-Za-z0-9_]/g, '_')];
        if (value !== undefined) params[name] = safeDecode(value);
      }
      return { route, params };
    }
    return null;
  }
}

function stripOrigin(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface ZiggyConfig {
  url: string;
  port: number | null;
  defaults: Record<string, never>;
  routes: Record<
    string,
    { uri: string; methods: string[]; parameters?: string[]; wheres?: Record<string, string> }
  >;
}

/** Ziggy's config, as Laravel's `@routes` would print it for the same table. */
export function ziggyConfig(routes: PageRoute[], url: string): ZiggyConfig {
  const parsed = new URL(url);
  return {
    url: url.replace(/\/$/, ''),
    port: parsed.port ? Number(parsed.port) : null,
    defaults: {},
    routes: Object.fromEntries(
      routes.map((r) => {
        const parameters = [...r.uri.matchAll(/\{([^}?]+)\??\}/g)].map((m) => m[1]);
        return [
          r.name,
          {
            uri: r.uri,
            methods: ['GET', 'HEAD'],
            ...(parameters.length ? { parameters } : {}),
            ...(r.wheres ? { wheres: r.wheres } : {}),
          },
        ];
      }),
    ),
  };
}
