import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type PageRoute, RouteTable } from '@shared/routeTable';
import pages from '../../routes/pages.json';

const routes = pages as PageRoute[];
const root = resolve(__dirname, '../..');

describe('routes/pages.json', () => {
  it('names a component file that exists for every entry', () => {
    const missing = routes.filter((r) => !existsSync(resolve(root, `resources/js/Pages/${r.component}.tsx`)));
    expect(missing.map((r) => r.component)).toEqual([]);
  });

  it('has no two entries with the same name or URI', () => {
    const dupes = (key: 'name' | 'uri') =>
      routes.map((r) => r[key]).filter((v, i, all) => all.indexOf(v) !== i);
    expect(dupes('name')).toEqual([]);
    expect(dupes('uri')).toEqual([]);
  });

  it('lets no entry hide another: a URL made for each entry reaches that entry', () => {
    const table = new RouteTable(routes);
    const sample = (param: string) => (param.endsWith('id') ? '7' : `amostra-${param.replace(/_/g, '-')}`);
    const fill = (uri: string, optional: boolean) =>
      `/${uri
        .replace(/\/?\{([^}?]+)\?\}/g, (_m, name: string) => (optional ? `/${sample(name)}` : ''))
        .replace(/\{([^}]+)\}/g, (_m, name: string) => sample(name))}`.replace(/^\/+/, '/');
    const hidden: string[] = [];
    for (const r of routes) {
      for (const url of new Set([fill(r.uri, true), fill(r.uri, false)])) {
        // The catch-all without its slug is the home page's URL, which home rightly takes.
        if (r.name === 'store.page' && url === '/') continue;
        const hit = table.match(url)?.route.name;
        if (hit !== r.name) hidden.push(`${url} → ${hit ?? 'nothing'} (wanted ${r.name})`);
      }
    }
    expect(hidden).toEqual([]);
  });

  it('keeps file names and build assets away from the store-slug catch-all', () => {
    const table = new RouteTable(routes);
    expect(table.match('/loja-do-sergio')?.route.name).toBe('store.page');
    expect(table.match('/favicon.ico')).toBeNull();
    expect(table.match('/robots.txt')).toBeNull();
  });

  it('keeps the store-slug catch-all last', () => {
    expect(routes.at(-1)?.uri).toBe('{store_slug?}');
  });

  it('uses only known guards', () => {
    expect(routes.every((r) => ['none', 'auth', 'cart', 'store', 'session'].includes(r.guard))).toBe(true);
  });

  it('gives every screen a title in pt_BR', () => {
    const pt = JSON.parse(readFileSync(resolve(root, 'lang/pt_BR.json'), 'utf8')) as Record<string, string>;
    expect(routes.filter((r) => !pt[`page.${r.name}`]).map((r) => r.name)).toEqual([]);
  });
});
