import { sql } from 'kysely';
import type { DB, Dialect } from '../../db/index.ts';
import type { WantLineStatus } from '../../db/schema-wants.ts';
import { suggestProducts } from '../catalogue/products.ts';
import { editDistance, normalizeText } from '../catalogue/text.ts';

/**
 * Matching a typed card to the catalogue (docs/optimizer.md, "Matching"), with the header search's
 * accent- and typo-tolerant suggestions (docs/search.md):
 *
 * 1. a set code and number (`(M10) 146`, `SVI 63`) name one printing: its product code `SET-NNN`;
 * 2. a name equal, once normalized, to a product's Portuguese or English name is that card in any
 *    edition ("Relâmpago", "relampago", "Lightning Bolt");
 * 3. otherwise the search's suggestions: one suggestion within two typos of the name is taken; more, or
 *    a farther one, leave the line `ambiguous` with them to pick from; none leaves it `unmatched`.
 */

export interface Suggested {
  product_id: number;
  name: string;
  collection: string | null;
  image: string | null;
}

export interface Match {
  status: WantLineStatus;
  productId: number | null;
  nameNorm: string | null;
  cardName: string | null;
  suggestions: Suggested[];
}

export interface MatchInput {
  name: string;
  set: string | null;
  number: string | null;
}

const SUGGESTIONS = 5;

async function byCode(db: DB, set: string, number: string) {
  const digits = number.replace(/^0+/, '') || '0';
  const codes = [...new Set([`${set}-${number}`, `${set}-${digits.padStart(3, '0')}`])].map((c) =>
    c.toUpperCase(),
  );
  return db
    .selectFrom('products')
    .select(['id', 'name', 'name_norm'])
    .where(sql`upper(code_pro)`, 'in', codes)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function byName(db: DB, norm: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'name_norm'])
    .where('name_norm', '=', norm)
    .limit(1)
    .executeTakeFirst();
}

/** One typed card to the catalogue. */
export async function matchCard(ctx: { db: DB; dialect: Dialect }, input: MatchInput): Promise<Match> {
  const { db } = ctx;
  if (input.set && input.number) {
    const printing = await byCode(db, input.set, input.number);
    if (printing) {
      return {
        status: 'matched',
        productId: printing.id,
        nameNorm: printing.name_norm,
        cardName: printing.name,
        suggestions: [],
      };
    }
  }
  const norm = normalizeText(input.name);
  const exact = norm ? await byName(db, norm) : undefined;
  if (exact) {
    return { status: 'matched', productId: null, nameNorm: norm, cardName: exact.name, suggestions: [] };
  }
  const found = norm ? await suggestProducts(ctx, input.name, SUGGESTIONS) : [];
  const details = found.length
    ? await db
        .selectFrom('products')
        .select(['id', 'name_norm', 'name_en'])
        .where(
          'id',
          'in',
          found.map((f) => f.code),
        )
        .execute()
    : [];
  const byId = new Map(details.map((d) => [d.id, d]));
  const suggestions = found.map((f) => ({
    product_id: f.code,
    name: f.name,
    collection: f.collection,
    image: f.url,
  }));
  const same = found.find((f) => {
    const d = byId.get(f.code);
    return d && (d.name_norm === norm || (d.name_en !== null && normalizeText(d.name_en) === norm));
  });
  const close =
    found.length === 1 && editDistance(norm, byId.get(found[0].code)?.name_norm ?? '', 2) <= 2
      ? found[0]
      : null;
  const chosen = same ?? close;
  if (chosen) {
    const d = byId.get(chosen.code);
    return {
      status: 'matched',
      productId: null,
      nameNorm: d?.name_norm ?? normalizeText(chosen.name),
      cardName: chosen.name,
      suggestions: [],
    };
  }
  return {
    status: found.length ? 'ambiguous' : 'unmatched',
    productId: null,
    nameNorm: null,
    cardName: null,
    suggestions,
  };
}

/** Every typed card, each distinct one looked up once. */
export async function matchCards(
  ctx: { db: DB; dialect: Dialect },
  inputs: readonly MatchInput[],
): Promise<Match[]> {
  const memo = new Map<string, Promise<Match>>();
  const out: Match[] = [];
  for (const input of inputs) {
    const key = `${normalizeText(input.name)}|${input.set ?? ''}|${input.number ?? ''}`;
    let match = memo.get(key);
    if (!match) {
      match = matchCard(ctx, input);
      memo.set(key, match);
    }
    out.push(await match);
  }
  return out;
}
