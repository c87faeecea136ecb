import type { DB, Dialect } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { extrasMask } from '../catalogue/references.ts';
import { RefusedError } from '../errors.ts';
import {
  lineProducts,
  linesOf,
  MAX_LINES_PER_LIST,
  ownLine,
  ownList,
  presentLine,
  productForLine,
  type WantLineRow,
} from './lists.ts';
import { matchCards } from './match.ts';
import { parseEntry } from './parse.ts';

/** Adding lines to a list (mass entry, the product page) and fixing one (docs/optimizer.md). */

interface Ctx {
  db: DB;
  dialect: Dialect;
}

async function nextPosition(db: DB, listId: number, adding: number): Promise<number> {
  const row = await db
    .selectFrom('want_lines')
    .select((eb) => [eb.fn.max<number>('position').as('last'), eb.fn.countAll<number>().as('n')])
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  if (Number(row.n) + adding > MAX_LINES_PER_LIST) {
    throw new RefusedError(
      `Uma lista tem no máximo ${MAX_LINES_PER_LIST.toLocaleString('pt-BR')} linhas; esta já tem ${Number(row.n)}.`,
    );
  }
  return Number(row.last ?? 0) + 1;
}

/**
 * POST /v1/wants/{id}/entries: parses the pasted text, matches every line (each distinct card once) and
 * saves them all in one transaction, the unresolved ones with their suggestions. A bad line refuses
 * the whole paste (422, nothing saved).
 */
export async function addEntries(ctx: Ctx, userId: number, listId: number, text: string) {
  const { db } = ctx;
  const list = await ownList(db, userId, listId);
  const parsed = parseEntry(text);
  const matches = await matchCards(ctx, parsed);
  const ids = await db.transaction().execute(async (trx) => {
    let position = await nextPosition(trx, list.id, parsed.length);
    const now = nowIso();
    const added: number[] = [];
    for (const [i, line] of parsed.entries()) {
      const match = matches[i];
      const row = await trx
        .insertInto('want_lines')
        .values({
          list_id: list.id,
          user_id: userId,
          position: position++,
          quantity: line.quantity,
          source: line.source,
          status: match.status,
          product_id: match.productId,
          name_norm: match.nameNorm,
          card_name: match.cardName ?? line.name.slice(0, 200),
          min_condition: line.minCondition,
          languages: line.languages.length ? line.languages.join(',') : null,
          extras: extrasMask(line.extras),
          max_price: line.maxPrice,
          suggestions_json: match.suggestions.length ? JSON.stringify(match.suggestions) : null,
          alert_listing_id: null,
          alert_price: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      added.push(row.id);
    }
    await trx.updateTable('want_lists').set({ updated_at: now }).where('id', '=', list.id).execute();
    return added;
  });
  const lines = (await linesOf(db, list.id)).filter((l) => ids.includes(l.id));
  const products = await lineProducts(
    db,
    lines.flatMap((l) => (l.product_id ? [l.product_id] : [])),
  );
  return {
    added: lines.length,
    matched: lines.filter((l) => l.status === 'matched').length,
    unresolved: lines.filter((l) => l.status !== 'matched').length,
    lines: lines.map((l) => presentLine(l, products)),
  };
}

export interface LineFields {
  quantity?: number;
  /** A chosen product; with `anyEdition` the line wants that card in any edition. */
  productId?: number;
  anyEdition?: boolean;
  minCondition?: string | null;
  languages?: string[];
  extras?: string[];
  /** Centavos, or null for no limit. */
  maxPrice?: number | null;
}

function fieldsToRow(input: LineFields) {
  return {
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    ...(input.minCondition !== undefined ? { min_condition: input.minCondition } : {}),
    ...(input.languages !== undefined
      ? { languages: input.languages.length ? input.languages.join(',') : null }
      : {}),
    ...(input.extras !== undefined ? { extras: extrasMask(input.extras) } : {}),
    ...(input.maxPrice !== undefined ? { max_price: input.maxPrice } : {}),
  };
}

async function productFields(db: DB, productId: number, anyEdition: boolean) {
  const product = await productForLine(db, productId);
  return {
    status: 'matched' as const,
    product_id: anyEdition ? null : product.id,
    name_norm: product.name_norm,
    card_name: product.name,
    suggestions_json: null,
  };
}

async function presentOne(db: DB, line: WantLineRow) {
  return presentLine(line, await lineProducts(db, line.product_id ? [line.product_id] : []));
}

/** POST /v1/wants/{id}/lines: one product added to a list (the product page's "Adicionar à lista"). */
export async function addLine(
  db: DB,
  userId: number,
  listId: number,
  input: LineFields & { productId: number; quantity: number },
) {
  const list = await ownList(db, userId, listId);
  const product = await productFields(db, input.productId, input.anyEdition === true);
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    const position = await nextPosition(trx, list.id, 1);
    return trx
      .insertInto('want_lines')
      .values({
        list_id: list.id,
        user_id: userId,
        position,
        quantity: input.quantity,
        source: `${input.quantity} ${product.card_name}`.slice(0, 300),
        ...product,
        min_condition: null,
        languages: null,
        extras: 0,
        max_price: null,
        alert_listing_id: null,
        alert_price: null,
        ...fieldsToRow(input),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return presentOne(db, await ownLine(db, userId, row.id));
}

/** PATCH /v1/wants/lines/{id}: a line's fields, or the product picked among its suggestions. */
export async function updateLine(db: DB, userId: number, id: number, input: LineFields) {
  const line = await ownLine(db, userId, id);
  const product =
    input.productId !== undefined
      ? await productFields(db, input.productId, input.anyEdition === true)
      : input.anyEdition !== undefined && line.status === 'matched'
        ? { product_id: input.anyEdition ? null : line.product_id }
        : {};
  const anyEditionWithoutProduct =
    input.anyEdition === false && input.productId === undefined && line.product_id === null;
  if (anyEditionWithoutProduct) {
    throw new RefusedError('Escolha a edição: informe o produto desta linha.');
  }
  await db
    .updateTable('want_lines')
    .set({
      ...fieldsToRow(input),
      ...product,
      alert_listing_id: null,
      alert_price: null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
  return presentOne(db, await ownLine(db, userId, id));
}

/**
 * POST /v1/wants/from-cart ("Otimizar carrinho"): a new list with the cart's cards, each in any
 * edition with the cart's quantity, so the optimizer can look for them across every store.
 */
export async function listFromCart(db: DB, userId: number, name: string) {
  const items = await db
    .selectFrom('cart_items as ci')
    .innerJoin('store_listings as l', 'l.id', 'ci.listing_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['p.name', 'p.name_norm', 'ci.quantity'])
    .where('ci.user_id', '=', userId)
    .orderBy('ci.id')
    .execute();
  if (items.length === 0) throw new RefusedError('O carrinho está vazio: não há o que otimizar.');
  const merged = new Map<string, { name: string; quantity: number }>();
  for (const item of items) {
    const seen = merged.get(item.name_norm);
    merged.set(item.name_norm, { name: item.name, quantity: (seen?.quantity ?? 0) + item.quantity });
  }
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const list = await trx
      .insertInto('want_lists')
      .values({ user_id: userId, name, alerts: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    let position = 1;
    for (const [norm, item] of merged) {
      const quantity = Math.min(item.quantity, 999);
      await trx
        .insertInto('want_lines')
        .values({
          list_id: list.id,
          user_id: userId,
          position: position++,
          quantity,
          source: `${quantity} ${item.name}`.slice(0, 300),
          status: 'matched',
          product_id: null,
          name_norm: norm,
          card_name: item.name,
          min_condition: null,
          languages: null,
          extras: 0,
          max_price: null,
          suggestions_json: null,
          alert_listing_id: null,
          alert_price: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return list.id;
  });
}
