import type { DB } from '../../db/index.ts';

/** Whether a category with this id exists. */
export async function categoryExists(db: DB, id: number): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The collection's code as stored, or undefined when no collection has it. */
export async function collectionCode(db: DB, code: string): Promise<string | undefined> {
  const row = await db.selectFrom('collections').select('code').where('code', '=', code).executeTakeFirst();
  return row?.code;
}

/** The category's type (card, bra, tcg...), or undefined when no category has this id. */
export async function categoryType(db: DB, id: number) {
  const row = await db.selectFrom('categories').select('type').where('id', '=', id).executeTakeFirst();
  return row?.type;
}

/** A product line (a root category: 1 cards, 2 TCG, 3 accessories, 4 Bra) by id; undefined otherwise. */
export function rootCategory(db: DB, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'type'])
    .where('id', '=', id)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
}
