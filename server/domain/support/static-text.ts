import type { DB } from '../../db/index.ts';

/** A content text of the site by its code (GET /v1/static_text/{code}); undefined if none such. */
export function staticText(db: DB, code: string) {
  return db
    .selectFrom('static_texts')
    .select(['code', 'title', 'body', 'updated_at'])
    .where('code', '=', code)
    .executeTakeFirst();
}
