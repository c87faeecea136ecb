import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { deletionVariants, normalizeText, productSearchText, vocabularyWords } from './text.ts';

/**
 * Keeping the search index in step with the products. The FTS5 table (SQLite) follows products.search_text
 * through triggers and the pg_trgm index (PostgreSQL) is an ordinary index, so a writer only has to keep
 * search_text right; the typo vocabulary is maintained here.
 */

/** Counts each vocabulary word over a set of indexed texts. */
export function countVocabulary(
  texts: Iterable<string>,
  into = new Map<string, number>(),
): Map<string, number> {
  for (const text of texts)
    for (const word of vocabularyWords(text)) into.set(word, (into.get(word) ?? 0) + 1);
  return into;
}

/** Rows of search_term_variants for a set of words: each word under itself and its one-letter deletions. */
export function variantRows(words: Iterable<string>): { variant: string; term: string }[] {
  const rows: { variant: string; term: string }[] = [];
  for (const term of words) for (const variant of deletionVariants(term)) rows.push({ variant, term });
  return rows;
}

/**
 * Recomputes name_norm and search_text of the given products (after a create or a rename) and adds their
 * words to the vocabulary. Counts only grow here; rebuildVocabulary recounts from scratch.
 */
export async function indexProducts(db: DB, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'name_en', 'code_pro'])
    .where('id', 'in', productIds)
    .execute();
  const texts: string[] = [];
  for (const p of products) {
    const searchText = productSearchText(p);
    texts.push(searchText);
    await db
      .updateTable('products')
      .set({ search_text: searchText, name_norm: normalizeText(p.name) })
      .where('id', '=', p.id)
      .execute();
  }
  await addToVocabulary(db, countVocabulary(texts));
}

export async function addToVocabulary(db: DB, counts: Map<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const entries = [...counts];
  for (let i = 0; i < entries.length; i += 500) {
    const chunk = entries.slice(i, i + 500);
    await db
      .insertInto('search_vocabulary')
      .values(chunk.map(([term, doc_count]) => ({ term, doc_count })))
      .onConflict((oc) =>
        oc.column('term').doUpdateSet({ doc_count: sql`search_vocabulary.doc_count + excluded.doc_count` }),
      )
      .execute();
  }
  const variants = variantRows(counts.keys());
  for (let i = 0; i < variants.length; i += 1000) {
    await db
      .insertInto('search_term_variants')
      .values(variants.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['variant', 'term']).doNothing())
      .execute();
  }
}

/** Recounts the whole vocabulary from products.search_text. */
export async function rebuildVocabulary(db: DB): Promise<void> {
  const counts = new Map<string, number>();
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'search_text'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    countVocabulary(
      rows.map((r) => r.search_text),
      counts,
    );
    lastId = rows[rows.length - 1].id;
  }
  await db.deleteFrom('search_term_variants').execute();
  await db.deleteFrom('search_vocabulary').execute();
  await addToVocabulary(db, counts);
}
