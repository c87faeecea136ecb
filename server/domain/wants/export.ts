import Papa from 'papaparse';
import type { DB } from '../../db/index.ts';
import { extrasCodes } from '../catalogue/references.ts';
import { formatPrice } from '../stock/csv.ts';
import { lineProducts, linesOf, ownList, type WantLineRow } from './lists.ts';

/**
 * A list back to text (`4 Relâmpago`, one card per line, a chosen edition as `(SET) NNN`) and to CSV
 * (the columns mass entry reads back: quantidade;nome;edicao;codigo;condicao;idioma;extras;preco).
 */

async function loadCodes(db: DB, lines: readonly WantLineRow[]) {
  const ids = lines.flatMap((l) => (l.product_id ? [l.product_id] : []));
  const products = await lineProducts(db, ids);
  const codes = ids.length
    ? await db
        .selectFrom('products as p')
        .leftJoin('collections as c', 'c.id', 'p.collection_id')
        .select(['p.id', 'p.code_pro', 'c.code as set'])
        .where('p.id', 'in', ids)
        .execute()
    : [];
  return { products, codes: new Map(codes.map((c) => [c.id, c])) };
}

/** "SET-157" → ["SET", "157"]; a code of another shape is not split. */
function setAndNumber(code: { code_pro: string | null; set: string | null } | undefined) {
  const match = code?.code_pro ? /^(.+)-(\d+[a-z]?)$/i.exec(code.code_pro) : null;
  return match ? { set: match[1], number: match[2] } : null;
}

const nameOf = (line: WantLineRow) => line.card_name ?? line.source;

export async function exportText(db: DB, userId: number, listId: number): Promise<string> {
  await ownList(db, userId, listId);
  const lines = await linesOf(db, listId);
  const { codes } = await loadCodes(db, lines);
  return `${lines
    .map((line) => {
      const printing = line.product_id ? setAndNumber(codes.get(line.product_id)) : null;
      const edition = printing ? ` (${printing.set}) ${printing.number}` : '';
      return `${line.quantity} ${nameOf(line)}${edition}`;
    })
    .join('\n')}\n`;
}

export async function exportCsv(db: DB, userId: number, listId: number): Promise<string> {
  await ownList(db, userId, listId);
  const lines = await linesOf(db, listId);
  const { codes } = await loadCodes(db, lines);
  const fields = ['quantidade', 'nome', 'edicao', 'codigo', 'condicao', 'idioma', 'extras', 'preco'];
  const data = lines.map((line) => {
    const printing = line.product_id ? setAndNumber(codes.get(line.product_id)) : null;
    return [
      String(line.quantity),
      nameOf(line),
      printing?.set ?? '',
      printing?.number ?? '',
      line.min_condition ?? '',
      line.languages ?? '',
      extrasCodes(line.extras).join(','),
      line.max_price === null ? '' : formatPrice(line.max_price),
    ];
  });
  const body = Papa.unparse({ fields, data }, { delimiter: ';', newline: '\r\n', escapeFormulae: true });
  return `\uFEFF${body}\r\n`;
}
