import { ROOT_CATEGORIES } from '../../../domain/catalogue/references.ts';
import { slugify } from '../../../domain/catalogue/text.ts';
import { ACCESSORY_BRANDS, BRA_BRANDS, GAMES } from './words.ts';

/** Fixed reference data of the demo catalogue: categories, rarities, elements, origins, brands, tags. */

export interface CategorySeed {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  type: 'card' | 'tcg' | 'accessory' | 'bra';
  position: number;
}

export const TCG_KINDS = ['Boosters', 'Booster Box', 'Decks', 'Bundles e Boxes', 'Kits Pré-release'] as const;
export const ACCESSORY_KINDS = [
  'Sleeves',
  'Deck Boxes',
  'Playmats',
  'Fichários',
  'Dados e Marcadores',
  'Toploaders',
  'Organizadores',
] as const;
export const BRA_KINDS = ['Cards nacionais', 'Acessórios artesanais'] as const;

export function buildCategories(): {
  all: CategorySeed[];
  games: number[];
  tcg: Map<string, number>;
  accessory: Map<string, number>;
  bra: Map<string, number>;
} {
  const all: CategorySeed[] = ROOT_CATEGORIES.map((c, i) => ({ ...c, parent_id: null, position: i }));
  let id = 100;
  const child = (parent: number, type: CategorySeed['type'], name: string, position: number) => {
    id++;
    all.push({ id, parent_id: parent, name, slug: slugify(name), type, position });
    return id;
  };
  const games = GAMES.map((g, i) => child(1, 'card', g.name, i));
  const tcg = new Map(TCG_KINDS.map((k, i) => [k, child(2, 'tcg', k, i)]));
  const accessory = new Map(ACCESSORY_KINDS.map((k, i) => [k, child(3, 'accessory', k, i)]));
  const bra = new Map(BRA_KINDS.map((k, i) => [k, child(4, 'bra', k, i)]));
  return { all, games, tcg, accessory, bra };
}

export interface ReferenceSeed {
  id: number;
  code: string;
  name: string;
  name_en: string;
  color: string;
  position: number;
}

const ref = (rows: [string, string, string, string][]): ReferenceSeed[] =>
  rows.map(([code, name, name_en, color], i) => ({ id: i + 1, code, name, name_en, color, position: i }));

export const RARITIES = ref([
  ['C', 'Comum', 'Common', '#475569'],
  ['U', 'Incomum', 'Uncommon', '#94a3b8'],
  ['R', 'Rara', 'Rare', '#ca8a04'],
  ['SR', 'Super rara', 'Super Rare', '#ea580c'],
  ['UR', 'Ultra rara', 'Ultra Rare', '#dc2626'],
  ['SE', 'Secreta', 'Secret Rare', '#7c3aed'],
  ['PR', 'Promo', 'Promo', '#0891b2'],
]);

/** Share of each rarity in a collection and the median price of a near-mint copy, in centavos. */
export const RARITY_PROFILE: Record<string, { share: number; median: number }> = {
  C: { share: 44, median: 45 },
  U: { share: 30, median: 120 },
  R: { share: 15, median: 650 },
  SR: { share: 6, median: 2400 },
  UR: { share: 3.5, median: 7900 },
  SE: { share: 1.2, median: 24000 },
  PR: { share: 0.3, median: 3500 },
};

export const ELEMENTS = ref([
  ['fire', 'Fogo', 'Fire', '#ef4444'],
  ['water', 'Água', 'Water', '#3b82f6'],
  ['earth', 'Terra', 'Earth', '#a16207'],
  ['air', 'Ar', 'Air', '#94a3b8'],
  ['light', 'Luz', 'Light', '#facc15'],
  ['dark', 'Trevas', 'Darkness', '#6b21a8'],
  ['nature', 'Natureza', 'Nature', '#16a34a'],
  ['lightning', 'Relâmpago', 'Lightning', '#eab308'],
  ['metal', 'Metal', 'Metal', '#71717a'],
  ['psychic', 'Psíquico', 'Psychic', '#ec4899'],
  ['neutral', 'Neutro', 'Neutral', '#64748b'],
]);

export const ORIGINS = ref([
  ['NAC', 'Nacional', 'Brazilian', '#16a34a'],
  ['IMP', 'Importado', 'Imported', '#2563eb'],
  ['JPN', 'Japão', 'Japan', '#dc2626'],
  ['USA', 'Estados Unidos', 'United States', '#1d4ed8'],
  ['EUR', 'Europa', 'Europe', '#4f46e5'],
  ['CHN', 'China', 'China', '#b91c1c'],
]);

export interface BrandSeed {
  id: number;
  name: string;
  slug: string;
  description: string;
  logo_url: string;
}

export function buildBrands(): { all: BrandSeed[]; accessory: number[]; bra: number[] } {
  const all: BrandSeed[] = [];
  const add = (name: string, description: string) => {
    const id = all.length + 1;
    all.push({ id, name, slug: slugify(name), description, logo_url: `/media/brands/${id}.svg` });
    return id;
  };
  const accessory = ACCESSORY_BRANDS.map((n) =>
    add(n, `Acessórios ${n} para proteger e transportar suas cartas.`),
  );
  const bra = BRA_BRANDS.map((n) =>
    add(n, `${n}: produtos feitos no Brasil por artesãos e ilustradores nacionais.`),
  );
  return { all, accessory, bra };
}

export const TAGS: readonly { name: string; used_in: string }[] = [
  { name: 'Lançamento', used_in: 'product' },
  { name: 'Reimpressão', used_in: 'product' },
  { name: 'Competitivo', used_in: 'product' },
  { name: 'Colecionável', used_in: 'product' },
  { name: 'Arte alternativa', used_in: 'product' },
  { name: 'Staple', used_in: 'product' },
  { name: 'Edição limitada', used_in: 'product' },
  { name: 'Produto nacional', used_in: 'product' },
  { name: 'Entrega rápida', used_in: 'store' },
  { name: 'Aceita troca', used_in: 'store' },
  { name: 'Loja física', used_in: 'store' },
  { name: 'Torneios semanais', used_in: 'store' },
  { name: 'Procuro', used_in: 'classified' },
  { name: 'Vendo', used_in: 'classified' },
  { name: 'Troco', used_in: 'classified' },
];
