import type { DB } from '../db/index.ts';

/** A whole-number setting of `system_config` (migration 0012), or the fallback when unset or not a number. */
export async function configNumber(db: DB, code: string, fallback: number): Promise<number> {
  const row = await db
    .selectFrom('system_config')
    .select('value')
    .where('code', '=', code)
    .executeTakeFirst();
  const value = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}
