import type {
  Banner,
  Category,
  Collection,
  FreeShippingDayResponse,
  Paginated,
  ProductDetail,
  ProductHistory,
  ProductListItem,
  ProductOffer,
  ProductPage,
  ProductStatsPrice,
  RankedStore,
  RankPage,
  StoreDetail,
  StoreListItem,
  StoreListing,
  StoreProductsPage,
  StoreRating,
  StoreReview,
} from '@/types/catalogue';

/** Realistic catalogue answers, typed from types/catalogue.ts, for the screens' tests. */

export function paginated<T>(
  data: T[],
  current_page = 1,
  last_page = 1,
  total = data.length,
  per_page = 24,
): Paginated<T> {
  return { data, paginate: { current_page, last_page, per_page, total } };
}

export const product = (code: number, name: string, price: number | null = 12.5): ProductListItem => ({
  code,
  name,
  number: `${String(code % 200).padStart(3, '0')}/200`,
  collection: 'Ascensão dos Dragões',
  codePro: `AD01-${code}`,
  url: `/media/products/${code}.svg`,
  price,
});

export const productsPage = (
  items: ProductListItem[],
  page = 1,
  lastPage = 1,
  total = items.length,
): ProductPage => paginated(items, page, lastPage, total);

export const dragon = product(101, 'Dragão Ancestral da Aurora', 24.9);
export const goblin = product(102, 'Goblin Saqueador', 0.45);
export const sleeve = {
  ...product(301, 'Sleeves Escudo de Dragão Preto (100)', 39.9),
  number: null,
  collection: null,
};

export const categories: Category[] = [
  {
    id: 1,
    parent_id: null,
    name: 'Cards avulsos',
    slug: 'cards',
    type: 'card',
    image: null,
    position: 0,
    products_count: 18000,
  },
  {
    id: 2,
    parent_id: null,
    name: 'Produtos TCG',
    slug: 'produtos-tcg',
    type: 'tcg',
    image: null,
    position: 1,
    products_count: 900,
  },
  {
    id: 3,
    parent_id: null,
    name: 'Acessórios',
    slug: 'acessorios',
    type: 'accessory',
    image: null,
    position: 2,
    products_count: 700,
  },
  {
    id: 4,
    parent_id: null,
    name: 'Linha Bra',
    slug: 'bra',
    type: 'bra',
    image: null,
    position: 3,
    products_count: 400,
  },
];

export const games: Category[] = [
  {
    id: 101,
    parent_id: 1,
    name: 'Magic',
    slug: 'magic',
    type: 'card',
    image: null,
    position: 0,
    products_count: 6000,
  },
  {
    id: 102,
    parent_id: 1,
    name: 'Pokémon',
    slug: 'pokemon',
    type: 'card',
    image: null,
    position: 1,
    products_count: 6000,
  },
];

export const collection: Collection = {
  id: 1,
  code: 'MG01',
  name: 'Ascensão dos Dragões',
  name_en: 'Rise of the Dragons',
  release_date: '2025-03-14',
  category: { id: 101, name: 'Magic' },
  products_count: 210,
  url: '/product/list/MG01',
};

export const banners: Banner[] = [
  {
    id: 1,
    title: 'Ascensão dos Dragões chegou',
    subtitle: 'Pré-venda com frete grátis às quartas',
    image: '/media/banners/1.svg',
    link: '/product/list/1',
    position: 0,
  },
  {
    id: 2,
    title: 'Semana dos acessórios',
    subtitle: null,
    image: '/media/banners/2.svg',
    link: '/product-accessory/list',
    position: 1,
  },
];

export const rankPage = (type: RankPage['type'], items: ProductListItem[]): RankPage => ({
  ...paginated(items),
  type,
  metrics: Object.fromEntries(
    items.map((p, i) => [String(p.code), { value: -12.5 - i, previous_price: 30 + i }]),
  ),
});

export const freeShipping: FreeShippingDayResponse = {
  error: false,
  dayOfWeek: 3,
  result: [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    day_of_week: d,
    name: [
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ][d],
    free: d === 3 || d === 6,
    min_order: null,
    stores_count: d === 3 ? 14 : d === 6 ? 1 : 0,
  })),
};

export const sergio: StoreListItem = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  uf: 'SP',
  city: 'São Paulo',
  logo: '/media/stores/1/logo.svg',
  banner: '/media/stores/1/banner.svg',
  rating: 4.8,
  reviews_count: 37,
  is_client: true,
  offers_count: 5400,
  sales_count: 1200,
};

export const arena: StoreListItem = {
  ...sergio,
  id: 2,
  name: 'Arena Geek',
  slug: 'arena-geek',
  uf: 'MG',
  city: 'Belo Horizonte',
  rating: 4.1,
  reviews_count: 8,
  is_client: false,
  offers_count: 800,
  sales_count: 95,
};

export const sergioDetail: StoreDetail = {
  ...sergio,
  description: 'Cards avulsos, produtos lacrados e acessórios com envio em 24 horas para todo o Brasil.',
  created_at: '2023-11-02T12:00:00.000Z',
  is_owner: false,
  free_shipping_days: [3],
};

export const offer = (
  id: number,
  store: StoreListItem,
  price: number,
  over: Partial<ProductOffer> = {},
): ProductOffer => ({
  id,
  store: {
    id: store.id,
    name: store.name,
    slug: store.slug,
    uf: store.uf,
    city: store.city,
    logo: store.logo,
    rating: store.rating,
    reviews_count: store.reviews_count,
    is_client: store.is_client,
  },
  condition: 'NM',
  condition_name: 'Praticamente nova (NM)',
  language: 'BR',
  language_name: 'Português',
  extras: [],
  quantity: 3,
  price,
  ...over,
});

export const dragonDetail: ProductDetail = {
  code: 101,
  type: 'card',
  name: 'Dragão Ancestral da Aurora',
  name_en: 'Ancestral Dawn Dragon',
  number: '101/200',
  codePro: 'MG01-101',
  rdc: null,
  description: 'Voar. Quando entra em jogo, compre uma carta.',
  url: '/media/products/101.svg',
  images: ['/media/products/101.svg', '/media/products/101-back.svg'],
  collection: {
    code: 'MG01',
    name: 'Ascensão dos Dragões',
    name_en: 'Rise of the Dragons',
    release_date: '2025-03-14',
    url: '/product/list/MG01',
  },
  category: { id: 101, name: 'Magic', parent_id: 1 },
  brand: null,
  rarity: { id: 5, code: 'UR', name: 'Ultra rara' },
  element: { id: 1, code: 'fire', name: 'Fogo' },
  origin: null,
  tags: [{ id: 1, name: 'Competitivo', slug: 'competitivo' }],
  price: { min: 24.9, avg: 31.45, max: 45, offers: 2, stock: 5 },
  variation_7d: -8.2,
  monthly_views: 820,
  monthly_sales: 31,
  can_send_bra_center: true,
  released_at: '2025-03-14',
  is_favorite: false,
  in_collection: null,
};

export const dragonOffers = [
  offer(9001, sergio, 24.9, { extras: ['foil'] }),
  offer(9002, arena, 1234.5, {
    condition: 'SP',
    condition_name: 'Levemente jogada (SP)',
    language: 'EN',
    language_name: 'Inglês',
    quantity: 2,
  }),
];

export const stats: ProductStatsPrice = {
  min: 24.9,
  avg: 31.45,
  max: 45,
  offers: 2,
  stock: 5,
  variation_7d: -8.2,
  by_condition: [{ condition: 'NM', name: 'Praticamente nova (NM)', min: 24.9, offers: 1 }],
  by_language: [{ language: 'BR', name: 'Português', min: 24.9, offers: 1 }],
};

export const history: ProductHistory = {
  daily: [
    { date: '2026-11-19', min: 27, avg: 33, max: 45 },
    { date: '2026-11-20', min: 26, avg: 32, max: 45 },
    { date: '2026-11-21', min: 24.9, avg: 31.45, max: 45 },
  ],
  sales: [
    { date: '2026-11-20', quantity: 1, price: 26, condition: 'NM', language: 'BR' },
    { date: '2026-11-18', quantity: 2, price: 27.5, condition: 'SP', language: 'EN' },
  ],
  last_sale: { date: '2026-11-20', quantity: 1, price: 26, condition: 'NM', language: 'BR' },
};

export const listing = (id: number, item: ProductListItem, price: number): StoreListing => ({
  id,
  product: { ...item, type: 'card' },
  condition: 'NM',
  condition_name: 'Praticamente nova (NM)',
  language: 'BR',
  language_name: 'Português',
  extras: [],
  quantity: 4,
  price,
  status: 'available',
});

export const storeProducts = (
  rows: StoreListing[],
  page = 1,
  lastPage = 1,
  total = rows.length,
): StoreProductsPage => ({
  ...paginated(rows, page, lastPage, total),
  store: sergio,
  total,
  showing: rows.length,
  availableCount: total,
  pausedCount: 0,
});

export const rating: StoreRating = {
  average: 4.8,
  count: 37,
  distribution: { '1': 0, '2': 1, '3': 1, '4': 4, '5': 31 },
};

export const reviews: StoreReview[] = [
  {
    id: 1,
    rating: 5,
    comment: 'Chegou rápido e bem embalado.',
    author: 'Marina S.',
    created_at: '2026-10-02T10:00:00.000Z',
  },
  { id: 2, rating: 4, comment: null, author: 'Paulo R.', created_at: '2026-09-12T10:00:00.000Z' },
];

export const ranked = (store: StoreListItem, position: number, value: number): RankedStore => ({
  ...store,
  position,
  value,
});

/** A reference list answer (`{result}`). */
export const result = <T>(value: T) => ({ status: 200, data: { error: false, result: value } });
export const ok = <T>(data: T) => ({ status: 200, data });
export const fail = (status = 500) => ({ status, data: { message: 'Falha no servidor' } });

/** The reference lists the filter panels ask for. */
export const referenceRoutes = {
  'GET /v1/get-conditions/card': result([
    { code: 'NM', name: 'Praticamente nova (NM)', type: 'card' },
    { code: 'SP', name: 'Levemente jogada (SP)', type: 'card' },
  ]),
  'GET /v1/get-conditions/other': result([{ code: 'sealed', name: 'Lacrado', type: 'other' }]),
  'GET /v1/languages': result([
    { code: 'BR', name: 'Português' },
    { code: 'EN', name: 'Inglês' },
  ]),
  'GET /v1/extras': result([{ code: 'foil', name: 'Foil' }]),
  'GET /v1/rarities': result([
    { id: 3, code: 'R', name: 'Rara', name_en: 'Rare' },
    { id: 5, code: 'UR', name: 'Ultra rara', name_en: 'Ultra Rare' },
  ]),
  'GET /v1/categories/1': result(games),
  'GET /v1/categories/2': result([{ ...games[0], id: 201, parent_id: 2, type: 'tcg', name: 'Boosters' }]),
  'GET /v1/categories/3': result([
    { ...games[0], id: 301, parent_id: 3, type: 'accessory', name: 'Sleeves' },
  ]),
  'GET /v1/categories/4': result([
    { ...games[0], id: 401, parent_id: 4, type: 'bra', name: 'Cards nacionais' },
  ]),
  'GET /v1/1/categories': result(categories),
  'GET /v1/1/collections': ok(paginated([collection])),
};
