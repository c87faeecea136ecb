import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cartCountFrom } from '@/hooks/catalogue/useAddToCart';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersToQuery,
  filtersToRequest,
  parseFilters,
} from '@/hooks/catalogue/useUrlFilters';

describe('URL filters', () => {
  it('read a query into filters, ignoring unknown and malformed values', () => {
    expect(
      parseFilters(
        '?sort=price_desc&rarity=R,UR&rarity=C&uf=sp&min=abc&max=-3&stock=1&category=1.5&type=tcg&q=%20drag%C3%A3o%20',
      ),
    ).toEqual({
      ...EMPTY_FILTERS,
      sort: 'price_desc',
      rarity: ['R', 'UR', 'C'],
      uf: ['SP'],
      in_stock: true,
      type: 'tcg',
      q: 'dragão',
    });
    expect(parseFilters('?sort=cheapest&type=toy&stock=yes')).toEqual(EMPTY_FILTERS);
  });

  it('write filters back to the same query, and read what they wrote', () => {
    const filters = {
      ...EMPTY_FILTERS,
      sort: 'newest' as const,
      category_id: 101,
      collection_code: 'MG01',
      language: ['BR', 'EN'],
      extras: ['foil'],
      price_min: 0,
      price_max: 99.9,
    };
    const query = filtersToQuery(filters);
    expect(query).toEqual({
      sort: 'newest',
      category: '101',
      collection: 'MG01',
      language: 'BR,EN',
      extras: 'foil',
      min: '0',
      max: '99.9',
    });
    expect(parseFilters(new URLSearchParams(query).toString())).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(7);
  });

  it('turn filters into the products/paginate body, leaving empty ones out', () => {
    expect(filtersToRequest(EMPTY_FILTERS)).toEqual({});
    expect(filtersToRequest({ ...EMPTY_FILTERS, uf: ['SP'], in_stock: true, price_max: 10 })).toEqual({
      uf: ['SP'],
      in_stock: true,
      price_max: 10,
    });
  });
});

describe('cart count from the add-to-cart answer', () => {
  it('takes the count of units, else the number of items, else nothing', () => {
    expect(cartCountFrom({ count: 3, items: [1] })).toBe(3);
    expect(cartCountFrom({ items: [1, 2] })).toBe(2);
    expect(cartCountFrom({})).toBeNull();
    expect(cartCountFrom(undefined)).toBeNull();
  });
});

describe('catalogue translation keys', () => {
  const root = resolve(__dirname, '../../..');
  const pt = JSON.parse(readFileSync(resolve(root, 'lang/pt_BR.json'), 'utf8')) as Record<string, string>;
  const en = JSON.parse(readFileSync(resolve(root, 'lang/en.json'), 'utf8')) as Record<string, string>;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const mine = [
    'resources/js/Components/Catalogue',
    'resources/js/hooks/catalogue',
    ...[
      'Home',
      'Product',
      'BraCenter',
      'Collection',
      'Promotion',
      'Ranking',
      'Store',
      'Brand',
      'League',
      'Favorite',
      'Supplier',
      'Shopkeepers',
      'Questions',
    ].map((d) => `resources/js/Pages/${d}`),
  ].flatMap((d) => files(resolve(root, d)));
  mine.push(resolve(root, 'resources/js/Components/Header/SearchBox.tsx'));
  // Every quoted key, including those kept in constants and those given to tChoice.
  const used = new Set(
    mine.flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          /'((?:catalogue|home|product|store|search|spec|page)\.[a-z0-9_.-]+)'/g,
        ),
      ].map((m) => m[1]),
    ),
  );
  const routeNames = new Set(['product.list', 'product.rank', 'product.show', 'store.list', 'store.page']);

  it('exist in pt_BR', () => {
    expect([...used].filter((k) => !routeNames.has(k) && !(k in pt))).toEqual([]);
  });

  it('have an English fallback', () => {
    const ours = Object.keys(pt).filter((k) => /^(catalogue|home|product|store|search)\./.test(k));
    expect(ours.filter((k) => !(k in en))).toEqual([]);
  });

  it('keep the spec loading messages exactly', () => {
    expect(pt['spec.load_categories']).toBe('Erro ao carregar as categorias');
    expect(pt['spec.load_collections']).toBe('Erro ao carregar as coleções');
    expect(pt['spec.load_banners']).toBe('Erro ao carregar os banners');
  });
});
