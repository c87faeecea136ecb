/**
 * Realistic 60-line decks over a seeded catalogue: each deck is one game's cards (one category), 60
 * distinct card names that have offers, 4 copies of 40 % of them, 3 of 20 %, 2 of 20 %, 1 of 20 %,
 * written as a player pastes them ("4 Dragão Ancião de Fogo"). Deterministic (seeded).
 */
import type { DB } from '../../server/db/index.ts';
import { rng } from './exactness.ts';

export interface Deck {
  name: string;
  text: string;
  lines: number;
  cards: number;
}

const COPIES = [4, 4, 4, 4, 3, 3, 2, 2, 1, 1];

export async function buildDecks(db: DB, count: number, linesPerDeck = 60): Promise<Deck[]> {
  const categories = await db
    .selectFrom('products')
    .select('category_id')
    .where('type', '=', 'card')
    .where('offers_count', '>', 0)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  const decks: Deck[] = [];
  const r = rng(2026);
  for (let d = 0; d < count; d++) {
    const category = categories[d % categories.length].category_id as number;
    const rows = await db
      .selectFrom('products')
      .select(['name', 'name_norm'])
      .where('type', '=', 'card')
      .where('offers_count', '>', 0)
      .where('category_id', '=', category)
      .orderBy('id')
      .limit(4000)
      .execute();
    const names = new Map<string, string>();
    while (names.size < linesPerDeck && names.size < rows.length) {
      const row = rows[r.int(0, rows.length - 1)];
      names.set(row.name_norm, row.name);
    }
    const lines = [...names.values()].map((name) => `${COPIES[r.int(0, COPIES.length - 1)]} ${name}`);
    decks.push({
      name: `Deck ${d + 1}`,
      text: lines.join('\n'),
      lines: lines.length,
      cards: lines.reduce((sum, l) => sum + Number(l.split(' ')[0]), 0),
    });
  }
  return decks;
}
