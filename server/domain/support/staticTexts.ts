import { type DB, nowIso } from '../../db/index.ts';

/**
 * An admin writes a content text of the site (PUT /v1/static_text/{code}): the text by that code is
 * replaced, or created when the site has none yet. /questions, /shopkeepers and /supplier read them.
 */
export async function saveStaticText(db: DB, code: string, input: { title: string; body: string }) {
  const updated_at = nowIso();
  await db
    .insertInto('static_texts')
    .values({ code, title: input.title, body: input.body, updated_at })
    .onConflict((oc) => oc.column('code').doUpdateSet({ title: input.title, body: input.body, updated_at }))
    .execute();
  return db
    .selectFrom('static_texts')
    .select(['code', 'title', 'body', 'updated_at'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}
