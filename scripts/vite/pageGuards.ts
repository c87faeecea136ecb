/**
 * `virtual:page-guards`: the guard of every guarded screen of routes/pages.json, by route name. The
 * browser already has each route's URI and parameter patterns, in table order, from Ziggy's config
 * (the root view's @routes); with this map it knows the guard of any URL before visiting it, without
 * bundling the route table a second time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:page-guards';
const RESOLVED_ID = `\0${ID}`;

export function pageGuards(root: string): Record<string, string> {
  const table = JSON.parse(readFileSync(resolve(root, 'routes/pages.json'), 'utf8')) as {
    name: string;
    guard: string;
  }[];
  return Object.fromEntries(table.filter((r) => r.guard !== 'none').map((r) => [r.name, r.guard]));
}

export default function pageGuardsPlugin(root: string): Plugin {
  return {
    name: 'page-guards',
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(resolve(root, 'routes/pages.json'));
      return `export default ${JSON.stringify(pageGuards(root))};`;
    },
  };
}
