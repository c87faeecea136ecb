import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PageRoute } from '@/lib/routeTable';
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
