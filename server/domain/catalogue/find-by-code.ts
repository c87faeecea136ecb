import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';

/** The longest code looked up (the columns hold at most 40 characters). */
const MAX_CODE = 40;

/**
 * The product a seller means by a code typed in the register screen's code search: the catalogue
 * reference (`rdc`), or one of the codes the screens show, the product code (`DA03-157`) or the
 * collector number (`157/268`), case-insensitively. The reference wins over the product code, which
 * wins over the number; a number several products share gives the newest of them (highest id).
 * Each column is read through its index (`products_rdc_unique`, `upper(code_pro)`, `upper(number)`).
 */
export async function findProductIdByCode(db: DB, code: string): Promise<number | null> {
  const typed = code.trim().slice(0, MAX_CODE);
  if (!typed) return null;
  const key = typed.toUpperCase();
  const byRdc = await db.selectFrom('products').select('id').where('rdc', '=', typed).executeTakeFirst();
  if (byRdc) return byRdc.id;
  for (const column of ['code_pro', 'number'] as const) {
    const row = await db
      .selectFrom('products')
      .select('id')
      .where(sql`upper(${sql.ref(column)})`, '=', key)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) return row.id;
  }
  return null;
}
