import { slugify } from '../../../domain/catalogue/text.ts';
import type { Random } from './random.ts';
import { FIRST_NAMES, REVIEW_COMMENTS, STORE_CITIES, STORE_HEADS, STORE_TAILS } from './words.ts';

export interface StoreSeed {
  id: number;
  owner_user_id: number | null;
  name: string;
  slug: string;
  uf: string;
  city: string;
  logo_url: string;
  banner_url: string;
  description: string;
  is_client: 0 | 1;
  created_at: string;
  /** Relative size of the stock: how often the store shows up among a product's offers. */
  weight: number;
}

/** The store the demo seller owns: well stocked, in São Paulo, with an active subscription. */
export const DEMO_STORE = { name: 'Loja do Sérgio', slug: 'loja-do-sergio', city: 'São Paulo', uf: 'SP' };

export function buildStores(
  random: Random,
  count: number,
  sellerUserId: number | null,
  now: Date,
  secondSellerUserId: number | null = null,
): StoreSeed[] {
  const out: StoreSeed[] = [];
  const slugs = new Set<string>();
  const cityWeights = STORE_CITIES.map((c) => c.weight);
  const at = (years: number) => new Date(now.getTime() - years * 365 * 86400000).toISOString();
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const demo = i === 0;
    const place = demo ? DEMO_STORE : random.weighted(STORE_CITIES, cityWeights);
    let name = demo ? DEMO_STORE.name : `${random.pick(STORE_HEADS)} ${random.pick(STORE_TAILS)}`;
    if (slugs.has(slugify(name))) name = `${name} ${place.city}`;
    if (slugs.has(slugify(name))) name = `${name} ${id}`;
    const slug = slugify(name);
    slugs.add(slug);
    out.push({
      id,
      owner_user_id: demo ? sellerUserId : i === 1 ? secondSellerUserId : null,
      name,
      slug,
      uf: place.uf,
      city: place.city,
      logo_url: `/media/stores/${id}/logo.svg`,
      banner_url: `/media/stores/${id}/banner.svg`,
      description: demo
        ? 'Cards avulsos, produtos lacrados e acessórios com envio em 24 horas para todo o Brasil.'
        : `Loja de ${place.city}/${place.uf} com cards avulsos, boosters e acessórios. Envio para todo o Brasil.`,
      is_client: demo || random.chance(0.4) ? 1 : 0,
      created_at: at(demo ? 3 : 0.3 + random.next() * 6),
      weight: demo ? 12 : random.logNormal(1, 0.9),
    });
  }
  return out;
}

export interface ReviewSeed {
  store_id: number;
  author_name: string;
  rating: number;
  comment: string | null;
  created_at: string;
}

export function buildReviews(random: Random, store: StoreSeed, scale: number, now: Date): ReviewSeed[] {
  const count = Math.max(2, Math.round(random.int(4, 40) * Math.min(1, scale) * (store.weight > 2 ? 2 : 1)));
  const quality = random.next();
  const out: ReviewSeed[] = [];
  for (let i = 0; i < count; i++) {
    const [rating, comment] = random.chance(0.75 + quality * 0.2)
      ? random.pick(REVIEW_COMMENTS.slice(0, 5))
      : random.pick(REVIEW_COMMENTS.slice(3));
    out.push({
      store_id: store.id,
      author_name: `${random.pick(FIRST_NAMES)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
      rating,
      comment: random.chance(0.8) ? comment : null,
      created_at: new Date(now.getTime() - random.int(1, 700) * 86400000).toISOString(),
    });
  }
  return out;
}
