import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type PageRoute, RouteTable } from '../../shared/routeTable.ts';

export function loadRouteTable(root: string): RouteTable {
  const routes = JSON.parse(readFileSync(resolve(root, 'routes/pages.json'), 'utf8')) as PageRoute[];
  return new RouteTable(routes);
}
