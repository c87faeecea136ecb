import guards from 'virtual:page-guards';
import type { Guard, RouteEntry } from './routeTable';
import { RouteTable } from './routeTable';

let table: RouteTable<RouteEntry> | null = null;

/**
 * The screens as the browser knows them: Ziggy's routes (the root view's @routes prints them in the
 * order of routes/pages.json, with their URIs and parameter patterns) and each one's guard
 * (virtual:page-guards), so the guard of any URL is known before visiting it. Built on first use.
 */
export const routeTable = {
  match(pathOrUrl: string) {
    table ??= new RouteTable<RouteEntry>(
      Object.entries(globalThis.Ziggy.routes).map(([name, route]) => ({
        name,
        uri: route.uri,
        guard: (guards[name] ?? 'none') as Guard,
        ...(route.wheres ? { wheres: route.wheres } : {}),
      })),
    );
    return table.match(pathOrUrl);
  },
};
