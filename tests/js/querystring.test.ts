import { parse, stringify } from '@/lib/querystring';
// The library Ziggy ships with, by path: the alias sends the bare name to @/lib/querystring.
import * as qs from '../../node_modules/qs-esm/lib/index.js';

// Exactly the options Ziggy passes when it builds a URL.
const ziggyOptions = {
  addQueryPrefix: true,
  arrayFormat: 'indices',
  encodeValuesOnly: true,
  skipNulls: true,
  encoder: (value: unknown, encode: (v: unknown) => string) =>
    typeof value === 'boolean' ? Number(value) : encode(value),
} as const;

const queries: Record<string, unknown>[] = [
  {},
  { a: 'x y' },
  { sort: 'price_desc', rarity: 'R,UR', min: 5, stock: true },
  { b: [1, 2] },
  { c: { d: 'é/ç', e: [true, false] } },
  { n: null, u: undefined, z: '' },
  { q: "dragão (foil)! it's *rare*~" },
  { arr: [{ x: 1 }, { y: '2' }] },
  { emptyArr: [] },
];

const searches = [
  '',
  '?a=1',
  'a=x%20y&b[0]=1&b[1]=2&c[d]=%C3%A9',
  'a=1&a=2',
  'x[]=1&x[]=2',
  'p=a+b',
  'k',
  'k=',
  'q=%E2%9C%93&r[s][t]=u',
  'rarity=R%2CUR&uf=SP&stock=1',
];

describe('the query string Ziggy uses', () => {
  it.each(queries)('stringify(%j) writes what qs-esm writes', (query) => {
    expect(stringify(query, { addQueryPrefix: true })).toBe(
      qs.stringify(query, ziggyOptions as unknown as qs.IStringifyOptions),
    );
  });

  it.each(searches)('parse(%j) reads what qs-esm reads', (search) => {
    expect(parse(search)).toEqual(qs.parse(search, { ignoreQueryPrefix: true }));
  });

  it('route() builds the filter URLs of the catalogue through it', () => {
    expect(route('product.list', { id: 3, sort: 'price_desc', rarity: 'R,UR' }, false)).toBe(
      '/product/list/3?sort=price_desc&rarity=R%2CUR',
    );
    expect(route('filter-products', { search: 'dragão', category_id: undefined, page: 2 }, false)).toBe(
      '/filter-products/drag%C3%A3o?page=2',
    );
  });
});
