/**
 * `virtual:page-guards`: the guard of every guarded screen of routes/pages.json, by route name. The
 * browser already has each route's URI and parameter patterns, in table order, from Ziggy's config
 * (the root view's @routes); with this map it knows the guard of any URL before visiting it, without
 * bundling the route table a second time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { virtualModule } from './virtualModule';

export function pageGuards(root: string): Record<string, string> {
  const table = JSON.parse(readFileSync(resolve(root, 'routes/pages.json'), 'utf8')) as {
    name: string;
    guard: string;
  }[];
  return Object.fromEntries(table.filter((r) => r.guard !== 'none').map((r) => [r.name, r.guard]));
}

/** The plugin serving `virtual:page-guards`. */
export default function pageGuardsPlugin(root: string): Plugin {
  return virtualModule('page-guards', 'virtual:page-guards', {
    watch: () => [resolve(root, 'routes/pages.json')],
    code: () => `export default ${JSON.stringify(pageGuards(root))};`,
  });
}
