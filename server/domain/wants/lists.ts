import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { WantLinesTable } from '../../db/schema-wants.ts';
import { extrasCodes, reais } from '../catalogue/references.ts';
import { ForbiddenError, invalidField, NotFoundError, RefusedError } from '../errors.ts';

/** A buyer's want lists and their lines (docs/optimizer.md): reads, presenters and plain edits. */

export const MAX_LISTS = 50;
export const MAX_LINES_PER_LIST = 2000;

export type WantLineRow = Omit<WantLinesTable, 'id'> & { id: number };

export interface LineProduct {
  id: number;
  name: string;
  collection: string | null;
  number: string | null;
  image: string | null;
}

/** The list, if it is the user's: 404 when it does not exist, 403 when it is someone else's. */
export async function ownList(db: DB, userId: number, id: number) {
  const list = await db.selectFrom('want_lists').selectAll().where('id', '=', id).executeTakeFirst();
  if (!list) throw new NotFoundError('Lista não encontrada.');
  if (list.user_id !== userId) throw new ForbiddenError('Esta lista não é sua.');
  return list;
}

/** The line, if it is the user's (404 / 403 as for lists). */
export async function ownLine(db: DB, userId: number, id: number): Promise<WantLineRow> {
  const line = await db.selectFrom('want_lines').selectAll().where('id', '=', id).executeTakeFirst();
  if (!line) throw new NotFoundError('Linha não encontrada.');
  if (line.user_id !== userId) throw new ForbiddenError('Esta lista não é sua.');
  return line;
}

export const presentList = (list: {
  id: number;
  name: string;
  alerts: number;
  created_at: string;
  updated_at: string;
}) => ({
  id: list.id,
  name: list.name,
  alerts: list.alerts === 1,
  created_at: list.created_at,
  updated_at: list.updated_at,
});

/** GET /v1/wants: the buyer's lists, newest first, with how many lines each has and how many need a fix. */
export async function listsOf(db: DB, userId: number) {
  const lists = await db
    .selectFrom('want_lists')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const counts = lists.length
    ? await db
        .selectFrom('want_lines')
        .select(['list_id', 'status'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .select((eb) => eb.fn.sum<number>('quantity').as('cards'))
        .where(
          'list_id',
          'in',
          lists.map((l) => l.id),
        )
        .groupBy(['list_id', 'status'])
        .execute()
    : [];
  return lists.map((list) => {
    const mine = counts.filter((c) => c.list_id === list.id);
    return {
      ...presentList(list),
      lines_count: mine.reduce((s, c) => s + Number(c.n), 0),
      cards_count: mine.reduce((s, c) => s + Number(c.cards), 0),
      unresolved_count: mine.filter((c) => c.status !== 'matched').reduce((s, c) => s + Number(c.n), 0),
    };
  });
}

export async function createList(db: DB, userId: number, input: { name: string; alerts?: boolean }) {
  const count = await db
    .selectFrom('want_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_LISTS) {
    throw new RefusedError(`Você já tem ${MAX_LISTS} listas: apague uma antes de criar outra.`);
  }
  const now = nowIso();
  const row = await db
    .insertInto('want_lists')
    .values({
      user_id: userId,
      name: input.name,
      alerts: input.alerts === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ownList(db, userId, row.id);
}

export async function updateList(
  db: DB,
  userId: number,
  id: number,
  input: { name?: string; alerts?: boolean },
) {
  await ownList(db, userId, id);
  await db
    .updateTable('want_lists')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.alerts !== undefined ? { alerts: input.alerts ? 1 : 0 } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  return ownList(db, userId, id);
}

export async function deleteList(db: DB, userId: number, id: number): Promise<void> {
  await ownList(db, userId, id);
  await db.deleteFrom('want_lists').where('id', '=', id).execute();
}

/** The lines of a list in their order. */
export function linesOf(db: DB, listId: number): Promise<WantLineRow[]> {
  return db
    .selectFrom('want_lines')
    .selectAll()
    .where('list_id', '=', listId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Name, collection, number and picture of the given products. */
export async function lineProducts(db: DB, ids: readonly number[]): Promise<Map<number, LineProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.position', '=', 0))
    .select(['p.id', 'p.name', 'p.number', 'c.name as collection', 'i.url as image'])
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export function presentLine(line: WantLineRow, products: ReadonlyMap<number, LineProduct>) {
  return {
    id: line.id,
    position: line.position,
    quantity: line.quantity,
    source: line.source,
    status: line.status,
    any_edition: line.product_id === null,
    product: line.product_id ? (products.get(line.product_id) ?? null) : null,
    card_name: line.card_name,
    min_condition: line.min_condition,
    languages: line.languages ? line.languages.split(',') : [],
    extras: extrasCodes(line.extras),
    max_price: reais(line.max_price),
    suggestions: line.suggestions_json ? JSON.parse(line.suggestions_json) : [],
  };
}

/** GET /v1/wants/{id}: the list with its lines. */
export async function listWithLines(db: DB, userId: number, id: number) {
  const list = await ownList(db, userId, id);
  const lines = await linesOf(db, id);
  const products = await lineProducts(
    db,
    lines.flatMap((l) => (l.product_id ? [l.product_id] : [])),
  );
  return { ...presentList(list), lines: lines.map((l) => presentLine(l, products)) };
}

export async function deleteLine(db: DB, userId: number, id: number): Promise<void> {
  await ownLine(db, userId, id);
  await db.deleteFrom('want_lines').where('id', '=', id).execute();
}

/** The product, or a 422 on the field that named it. */
export async function productForLine(db: DB, productId: number, field = 'product_id') {
  const product = await db
    .selectFrom('products')
    .select(['id', 'name', 'name_norm'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw invalidField(field, 'Produto não encontrado.');
  return product;
}
