import { normalizeText, productSearchText } from '../../../domain/catalogue/text.ts';
import type { ProductType } from '../../schema.ts';
import type { Random } from './random.ts';
import { ELEMENTS, ORIGINS, RARITIES, RARITY_PROFILE } from './reference.ts';
import {
  ADJECTIVES,
  type Adjective,
  COLLECTION_HEADS,
  COLLECTION_TAILS,
  COLOURS,
  COMPLEMENTS,
  CREATURES,
  FOLKLORE,
  GAMES,
  HEROES,
  type Noun,
  PLACES,
  SPELLS,
} from './words.ts';

export interface CollectionSeed {
  id: number;
  category_id: number;
  code: string;
  name: string;
  name_en: string;
  name_norm: string;
  release_date: string;
  size: number;
}

export interface ProductSeed {
  id: number;
  type: ProductType;
  category_id: number;
  collection_id: number | null;
  brand_id: number | null;
  rarity_id: number | null;
  element_id: number | null;
  origin_id: number | null;
  name: string;
  name_en: string;
  name_norm: string;
  search_text: string;
  number: string | null;
  code_pro: string;
  rdc: string;
  description: string | null;
  can_send_bra_center: 0 | 1;
  released_at: string | null;
  /** Median near-mint price in centavos. */
  basePrice: number;
  /** Relative demand: drives offers, sales and views. */
  popularity: number;
  /** The language a sealed product is printed in, when it has one. */
  language: string | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function buildCollections(
  random: Random,
  count: number,
  cardsPerCollection: number,
  gameCategories: number[],
  now: Date,
): CollectionSeed[] {
  const out: CollectionSeed[] = [];
  const used = new Set<string>();
  const perGame = new Map<string, number>();
  const first = Date.UTC(2012, 0, 15);
  const last = now.getTime() - 20 * 86400000;
  for (let i = 0; i < count; i++) {
    const gameIndex = i % GAMES.length;
    const game = GAMES[gameIndex];
    const n = (perGame.get(game.prefix) ?? 0) + 1;
    perGame.set(game.prefix, n);
    let head = random.pick(COLLECTION_HEADS);
    let tail = random.pick(COLLECTION_TAILS);
    let name = `${head.pt} ${tail.pt}`;
    for (let tries = 0; used.has(name) && tries < 20; tries++) {
      head = random.pick(COLLECTION_HEADS);
      tail = random.pick(COLLECTION_TAILS);
      name = `${head.pt} ${tail.pt}`;
    }
    let nameEn = `${head.en} ${tail.en}`;
    if (used.has(name)) {
      name = `${name} ${romanNumeral(i)}`;
      nameEn = `${nameEn} ${romanNumeral(i)}`;
    }
    used.add(name);
    const when = new Date(first + ((last - first) * (i + random.next() * 0.8)) / count);
    out.push({
      id: i + 1,
      category_id: gameCategories[gameIndex],
      code: `${game.prefix}${String(n).padStart(2, '0')}`,
      name,
      name_en: nameEn,
      name_norm: normalizeText(name),
      release_date: day(when),
      size:
        cardsPerCollection +
        random.int(-Math.floor(cardsPerCollection / 10), Math.floor(cardsPerCollection / 10)),
    });
  }
  return out;
}

function romanNumeral(n: number): string {
  const numerals = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
  return (
    numerals[n % numerals.length] + (n >= numerals.length ? ` ${Math.floor(n / numerals.length) + 1}` : '')
  );
}

const adjective = (a: Adjective, g: 'm' | 'f') => (g === 'm' ? a.m : a.f);

/** A believable card name in Portuguese and English: creature, spell, titled hero or place. */
export function cardName(random: Random): { pt: string; en: string } {
  const roll = random.next();
  if (roll < 0.5) {
    const noun: Noun = random.pick(CREATURES);
    const adj = random.pick(ADJECTIVES);
    if (random.chance(0.55)) {
      const comp = random.pick(COMPLEMENTS);
      return { pt: `${noun.pt} ${adjective(adj, noun.g)} ${comp.pt}`, en: `${adj.en} ${noun.en} ${comp.en}` };
    }
    return { pt: `${noun.pt} ${adjective(adj, noun.g)}`, en: `${adj.en} ${noun.en}` };
  }
  if (roll < 0.75) {
    const spell = random.pick(SPELLS);
    if (random.chance(0.5)) {
      const comp = random.pick(COMPLEMENTS);
      return { pt: `${spell.pt} ${comp.pt}`, en: `${spell.en} ${comp.en}` };
    }
    const adj = random.pick(ADJECTIVES);
    return { pt: `${spell.pt} ${adjective(adj, spell.g)}`, en: `${adj.en} ${spell.en}` };
  }
  if (roll < 0.92) {
    const hero = random.pick(HEROES);
    const noun = random.pick(CREATURES);
    const comp = random.pick(COMPLEMENTS);
    return { pt: `${hero}, ${noun.pt} ${comp.pt}`, en: `${hero}, ${noun.en} ${comp.en}` };
  }
  const place = random.pick(PLACES);
  const comp = random.pick(COMPLEMENTS);
  const en: Record<string, string> = {
    Cidadela: 'Citadel',
    Santuário: 'Sanctuary',
    Torre: 'Tower',
    Vale: 'Valley',
    Ruínas: 'Ruins',
    Fortaleza: 'Fortress',
    Templo: 'Temple',
    Floresta: 'Forest',
    Ilha: 'Island',
    Caverna: 'Cavern',
  };
  return { pt: `${place} ${comp.pt}`, en: `${en[place]} ${comp.en}` };
}

const EFFECTS = [
  'Quando entra em jogo, compre uma carta.',
  'Voar. Vigilância.',
  'Causa 3 de dano a qualquer alvo.',
  'No início do seu turno, ganhe 1 ponto de vida.',
  'Toque: ganha +2/+2 até o final do turno.',
  'Anule a próxima habilidade que teria como alvo esta carta.',
  'Pode bloquear uma criatura adicional a cada turno.',
  'Quando for destruída, devolva-a para a sua mão.',
];

export interface ProductCounters {
  nextId: number;
  nextRdc: number;
}

function makeProduct(
  counters: ProductCounters,
  fields: Omit<ProductSeed, 'id' | 'rdc' | 'name_norm' | 'search_text'>,
): ProductSeed {
  const id = counters.nextId++;
  const rdc = String(counters.nextRdc++);
  return {
    ...fields,
    id,
    rdc,
    name_norm: normalizeText(fields.name),
    search_text: productSearchText(fields),
  };
}

const rarityTable = RARITIES.filter((r) => r.code !== 'PR');

export function buildCards(
  random: Random,
  collections: CollectionSeed[],
  counters: ProductCounters,
  now: Date,
): ProductSeed[] {
  const out: ProductSeed[] = [];
  const printed: { pt: string; en: string }[] = [];
  const nowMs = now.getTime();
  for (const col of collections) {
    const names = new Set<string>();
    const ageYears = (nowMs - Date.parse(col.release_date)) / (365 * 86400000);
    for (let n = 1; n <= col.size; n++) {
      let name = printed.length > 50 && random.chance(0.12) ? random.pick(printed) : cardName(random);
      while (names.has(name.pt)) name = cardName(random);
      names.add(name.pt);
      printed.push(name);
      const rarity = random.weighted(
        rarityTable,
        rarityTable.map((r) => RARITY_PROFILE[r.code].share),
      );
      // Older cards and rarer cards are worth more; recent sets are in demand.
      const ageFactor = 1 + Math.min(ageYears, 12) * 0.08;
      const basePrice = Math.max(
        10,
        Math.round(random.logNormal(RARITY_PROFILE[rarity.code].median * ageFactor, 0.75)),
      );
      const popularity =
        random.logNormal(1, 0.9) * (ageYears < 1.5 ? 1.8 : 1) * (rarity.position >= 2 ? 1.4 : 1);
      out.push(
        makeProduct(counters, {
          type: 'card',
          category_id: col.category_id,
          collection_id: col.id,
          brand_id: null,
          rarity_id: rarity.id,
          element_id: random.pick(ELEMENTS).id,
          origin_id: random.chance(0.8) ? ORIGINS[1].id : ORIGINS[2].id,
          name: name.pt,
          name_en: name.en,
          number: `${String(n).padStart(3, '0')}/${col.size}`,
          code_pro: `${col.code}-${String(n).padStart(3, '0')}`,
          description: random.pick(EFFECTS),
          can_send_bra_center: random.chance(0.3) ? 1 : 0,
          released_at: col.release_date,
          basePrice,
          popularity,
          language: null,
        }),
      );
    }
  }
  return out;
}

const SEALED_LANGUAGES = [
  { code: 'BR', pt: 'Português', en: 'Portuguese' },
  { code: 'EN', pt: 'Inglês', en: 'English' },
  { code: 'JP', pt: 'Japonês', en: 'Japanese' },
];

const SEALED_KINDS = [
  { pt: 'Booster', en: 'Booster', category: 'Boosters', price: 2490 },
  { pt: 'Booster Box (36 boosters)', en: 'Booster Box (36 packs)', category: 'Booster Box', price: 62000 },
  { pt: 'Bundle', en: 'Bundle', category: 'Bundles e Boxes', price: 24000 },
  { pt: 'Blister Triplo', en: 'Triple Blister', category: 'Boosters', price: 7990 },
  { pt: 'Kit Pré-release', en: 'Prerelease Kit', category: 'Kits Pré-release', price: 16000 },
  { pt: 'Box Colecionador', en: 'Collector Box', category: 'Bundles e Boxes', price: 34000 },
];

/** Sealed products of each collection: boosters, boxes, bundles and decks in three languages. */
export function buildTcgProducts(
  random: Random,
  collections: CollectionSeed[],
  perCollection: number,
  categories: Map<string, number>,
  counters: ProductCounters,
): ProductSeed[] {
  const out: ProductSeed[] = [];
  for (const col of collections) {
    const items: Omit<ProductSeed, 'id' | 'rdc' | 'name_norm' | 'search_text'>[] = [];
    for (const kind of SEALED_KINDS) {
      for (const lang of SEALED_LANGUAGES) {
        items.push({
          type: 'tcg',
          category_id: categories.get(kind.category) as number,
          collection_id: col.id,
          brand_id: null,
          rarity_id: null,
          element_id: null,
          origin_id: lang.code === 'JP' ? ORIGINS[2].id : ORIGINS[1].id,
          name: `${kind.pt} ${col.name} (${lang.pt})`,
          name_en: `${col.name_en} ${kind.en} (${lang.en})`,
          number: null,
          code_pro: `${col.code}-${kind.en.slice(0, 3).toUpperCase()}-${lang.code}`,
          description: `${kind.pt} lacrado da coleção ${col.name}, em ${lang.pt.toLowerCase()}.`,
          can_send_bra_center: 0,
          released_at: col.release_date,
          basePrice: Math.round(random.logNormal(kind.price * (lang.code === 'JP' ? 1.15 : 1), 0.15)),
          popularity: random.logNormal(1.2, 0.7) * (lang.code === 'BR' ? 1.5 : 1),
          language: lang.code,
        });
      }
    }
    const decks = perCollection - items.length;
    for (let d = 0; d < Math.max(0, decks); d++) {
      const hero = random.pick(HEROES);
      const theme = random.pick(COMPLEMENTS);
      const kind =
        d % 3 === 2
          ? { pt: 'Deck Temático', en: 'Theme Deck', price: 12000 }
          : { pt: 'Deck Inicial', en: 'Starter Deck', price: 8990 };
      items.push({
        type: 'tcg',
        category_id: categories.get('Decks') as number,
        collection_id: col.id,
        brand_id: null,
        rarity_id: null,
        element_id: random.pick(ELEMENTS).id,
        origin_id: ORIGINS[1].id,
        name: `${kind.pt} ${col.name}: ${hero} ${theme.pt}`,
        name_en: `${col.name_en} ${kind.en}: ${hero} ${theme.en}`,
        number: null,
        code_pro: `${col.code}-DK${d + 1}`,
        description: `Deck pronto para jogar com 60 cartas da coleção ${col.name}.`,
        can_send_bra_center: 0,
        released_at: col.release_date,
        basePrice: Math.round(random.logNormal(kind.price, 0.15)),
        popularity: random.logNormal(0.9, 0.6),
        language: 'BR',
      });
    }
    for (const item of items.slice(0, perCollection)) out.push(makeProduct(counters, item));
  }
  return out;
}

interface AccessoryKind {
  category: string;
  price: number;
  name(random: Random, brand: string): { pt: string; en: string };
}

const ACCESSORY_KINDS: readonly AccessoryKind[] = [
  {
    category: 'Sleeves',
    price: 4500,
    name: (r, b) => {
      const c = r.pick(COLOURS);
      const finish = r.pick(['Matte', 'Glossy', 'Perfect Fit']);
      return {
        pt: `Sleeve ${b} ${finish} ${c.pt} (100 unidades)`,
        en: `${b} ${finish} Sleeves ${c.en} (100 count)`,
      };
    },
  },
  {
    category: 'Deck Boxes',
    price: 6500,
    name: (r, b) => {
      const c = r.pick(COLOURS);
      const size = r.pick(['100+', '80+', 'Dupla']);
      return { pt: `Deck Box ${b} ${size} ${c.pt}`, en: `${b} Deck Box ${size} ${c.en}` };
    },
  },
  {
    category: 'Playmats',
    price: 12000,
    name: (r, b) => {
      const n = r.pick(CREATURES);
      const a = r.pick(ADJECTIVES);
      return { pt: `Playmat ${b} ${n.pt} ${adjective(a, n.g)}`, en: `${b} Playmat ${a.en} ${n.en}` };
    },
  },
  {
    category: 'Fichários',
    price: 15000,
    name: (r, b) => {
      const c = r.pick(COLOURS);
      const pockets = r.pick([4, 9, 12]);
      return { pt: `Fichário ${b} ${pockets} bolsos ${c.pt}`, en: `${b} ${pockets}-Pocket Binder ${c.en}` };
    },
  },
  {
    category: 'Dados e Marcadores',
    price: 3500,
    name: (r, b) => {
      const c = r.pick(COLOURS);
      const n = r.pick([6, 10]);
      return { pt: `Dados D20 ${b} ${c.pt} (kit com ${n})`, en: `${b} D20 Dice ${c.en} (set of ${n})` };
    },
  },
  {
    category: 'Toploaders',
    price: 2500,
    name: (r, b) => {
      const pt = r.pick(['35pt', '55pt', '130pt']);
      return { pt: `Toploader ${b} ${pt} (25 unidades)`, en: `${b} Toploader ${pt} (25 count)` };
    },
  },
  {
    category: 'Organizadores',
    price: 9000,
    name: (r, b) => {
      const c = r.pick(COLOURS);
      const n = r.pick([4, 6]);
      return { pt: `Organizador ${b} ${c.pt} para ${n} decks`, en: `${b} ${n}-Deck Organizer ${c.en}` };
    },
  },
];

/** Accessories of the demo brands; a repeated name becomes a new series of the same line. */
export function buildAccessories(
  random: Random,
  count: number,
  brands: { id: number; name: string }[],
  categories: Map<string, number>,
  counters: ProductCounters,
): ProductSeed[] {
  const out: ProductSeed[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const kind = random.pick(ACCESSORY_KINDS);
    const brand = random.pick(brands);
    let { pt, en } = kind.name(random, brand.name);
    const times = (seen.get(pt) ?? 0) + 1;
    seen.set(pt, times);
    if (times > 1) {
      pt = `${pt} - Série ${times}`;
      en = `${en} - Series ${times}`;
    }
    out.push(
      makeProduct(counters, {
        type: 'accessory',
        category_id: categories.get(kind.category) as number,
        collection_id: null,
        brand_id: brand.id,
        rarity_id: null,
        element_id: null,
        origin_id: random.pick([ORIGINS[1].id, ORIGINS[5].id, ORIGINS[0].id]),
        name: pt,
        name_en: en,
        number: null,
        code_pro: `AC-${String(i + 1).padStart(5, '0')}`,
        description: `${kind.category}: ${pt}.`,
        can_send_bra_center: 0,
        released_at: null,
        basePrice: Math.round(random.logNormal(kind.price, 0.3)),
        popularity: random.logNormal(0.8, 0.8),
        language: null,
      }),
    );
  }
  return out;
}

const BRA_ITEMS = [
  { pt: 'Card Bra', en: 'Bra Card', category: 'Cards nacionais', price: 1500 },
  { pt: 'Card Bra Foil', en: 'Bra Foil Card', category: 'Cards nacionais', price: 4500 },
  { pt: 'Playmat Artesanal', en: 'Handmade Playmat', category: 'Acessórios artesanais', price: 15000 },
  { pt: 'Deck Box de Couro', en: 'Leather Deck Box', category: 'Acessórios artesanais', price: 11000 },
  { pt: 'Dado de Madeira', en: 'Wooden Die', category: 'Acessórios artesanais', price: 2500 },
  { pt: 'Sleeve Ilustrada', en: 'Illustrated Sleeves', category: 'Acessórios artesanais', price: 5500 },
];

/** The Brazilian-sourced line: folklore-themed cards and handmade accessories. */
export function buildBraProducts(
  random: Random,
  count: number,
  brands: { id: number; name: string }[],
  categories: Map<string, number>,
  counters: ProductCounters,
): ProductSeed[] {
  const out: ProductSeed[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const item = random.pick(BRA_ITEMS);
    const figure = random.pick(FOLKLORE);
    const adj = random.pick(ADJECTIVES);
    const brand = random.pick(brands);
    let pt = `${item.pt} ${figure.pt} ${adj.m}`;
    let en = `${adj.en} ${figure.en} ${item.en}`;
    const times = (seen.get(pt) ?? 0) + 1;
    seen.set(pt, times);
    if (times > 1) {
      pt = `${pt} - Série ${times}`;
      en = `${en} - Series ${times}`;
    }
    out.push(
      makeProduct(counters, {
        type: 'bra',
        category_id: categories.get(item.category) as number,
        collection_id: null,
        brand_id: brand.id,
        rarity_id: item.category === 'Cards nacionais' ? RARITIES[random.int(0, 4)].id : null,
        element_id: null,
        origin_id: ORIGINS[0].id,
        name: pt,
        name_en: en,
        number: item.category === 'Cards nacionais' ? `BR-${String(i + 1).padStart(4, '0')}` : null,
        code_pro: `BRA-${String(i + 1).padStart(5, '0')}`,
        description: `${item.pt} inspirado no folclore brasileiro (${figure.pt}), feito por ${brand.name}.`,
        can_send_bra_center: random.chance(0.7) ? 1 : 0,
        released_at: null,
        basePrice: Math.round(random.logNormal(item.price, 0.35)),
        popularity: random.logNormal(0.7, 0.8),
        language: null,
      }),
    );
  }
  return out;
}
