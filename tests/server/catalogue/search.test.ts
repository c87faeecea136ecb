import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchBackend } from '../../../server/domain/catalogue/search.ts';
import { indexProducts } from '../../../server/domain/catalogue/search-index.ts';
import { normalizeText } from '../../../server/domain/catalogue/text.ts';
import { B, createCatalogueApp, makeProduct } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
const ids: Record<string, number> = {};

const search = async (text: string, extra: Record<string, unknown> = {}) =>
  (
    await t.request('POST', `${B}/products/paginate`, {
      body: { type: 'filter', search: text, per_page: 60, ...extra },
    })
  ).json();
const codes = (body: { data: { code: number }[] }) => body.data.map((i) => i.code);

beforeAll(async () => {
  t = await createCatalogueApp();
  ids.dragon = await makeProduct(t, {
    name: 'Dragão Zumbificado de Ébano',
    name_en: 'Zombified Ebony Dragon',
  });
  ids.heart = await makeProduct(t, { name: 'Coração Xamânico', name_en: 'Shamanic Heart', type: 'bra' });
  ids.lightning = await makeProduct(t, { name: 'Relâmpago Quântico', name_en: 'Quantum Bolt', type: 'tcg' });
});
afterAll(async () => {
  await t.close();
});

describe('search in products/paginate', () => {
  it('ignores accents and case, in both directions', async () => {
    for (const text of [
      'zumbificado',
      'ZUMBIFICADO',
      'Dragão Zumbificado',
      'dragao zumbificado de ebano',
      'ÉBANO',
    ]) {
      expect(codes(await search(text))).toContain(ids.dragon);
    }
    expect(codes(await search('coracao xamanico'))).toEqual([ids.heart]);
    expect(codes(await search('RELAMPAGO quantico'))).toEqual([ids.lightning]);
  });

  it('finds by the English name and by the product code', async () => {
    expect(codes(await search('zombified ebony'))).toContain(ids.dragon);
    expect(codes(await search('shamanic'))).toEqual([ids.heart]);
    const code = await t.db
      .selectFrom('products')
      .select('code_pro')
      .where('id', '=', ids.lightning)
      .executeTakeFirstOrThrow();
    expect(codes(await search(code.code_pro as string))).toContain(ids.lightning);
  });

  it('treats the words typed as prefixes', async () => {
    expect(codes(await search('zumbi'))).toContain(ids.dragon);
    expect(codes(await search('xama cora'))).toEqual([ids.heart]);
  });

  it('tolerates one typo and says what it searched instead', async () => {
    for (const typo of ['zumbifciado', 'zumbificad0', 'xamanicoo', 'quantcio']) {
      const body = await search(typo);
      expect(body.data.length, typo).toBeGreaterThan(0);
      expect(body.search.corrected).not.toBeNull();
    }
    const body = await search('Coração Xamãnico');
    expect(codes(body)).toEqual([ids.heart]);
    expect(body.search).toEqual({ query: 'Coração Xamãnico', corrected: null });
    expect((await search('dargão zumbificado')).search.corrected).toBe('dragao zumbificado');
  });

  it('finds nothing for unrelated words and keeps the other filters', async () => {
    const none = await search('inexistentissimo');
    expect(none.data).toEqual([]);
    expect(none.paginate.total).toBe(0);
    expect(codes(await search('zumbificado', { type: 'tcg' }))).toEqual([]);
  });

  it('ranks names that start with the words first', async () => {
    const other = await makeProduct(t, { name: 'Guardião do Dragão Zumbificado' });
    const body = await search('dragao zumbi');
    expect(codes(body).slice(0, 2)).toEqual([ids.dragon, other]);
  });

  it('follows renames: the index is kept in sync by writes', async () => {
    await t.db
      .updateTable('products')
      .set({ name: 'Espírito Renomeado Ímpar', name_en: 'Renamed Odd Spirit' })
      .where('id', '=', ids.lightning)
      .execute();
    await indexProducts(t.db, [ids.lightning]);
    expect(codes(await search('espirito renomeado'))).toEqual([ids.lightning]);
    expect(codes(await search('quantico'))).toEqual([]);
    expect(codes(await search('renomeadu'))).toEqual([ids.lightning]);
  });

  it('answers through the index, not a scan', async () => {
    const backend = await searchBackend(t.db, t.dialect);
    if (t.dialect === 'sqlite') {
      expect(backend).toBe('fts5');
      const plan = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT rowid FROM products_fts WHERE products_fts MATCH ${'"drag"*'}`.execute(
        t.db,
      );
      expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/VIRTUAL TABLE INDEX/);
    } else {
      expect(backend).toBe('trgm');
      // The tiny test table is cheaper to scan, so the planner is told to prefer indexes for this check.
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return sql<{
          'QUERY PLAN': string;
        }>`EXPLAIN SELECT id FROM products WHERE search_text LIKE ${'%zumbificado%'}`.execute(trx);
      });
      expect(plan.rows.map((r) => r['QUERY PLAN']).join(' ')).toMatch(/products_search_trgm_idx/);
    }
  });
});

describe('GET /v1/{business}/search-suggestions', () => {
  const suggest = async (q: string) => t.request('GET', `${B}/search-suggestions`, { query: { q } });

  it('suggests up to 8 products with code, name, collection, type and image', async () => {
    const res = await suggest('a');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([]);
    const many = (await suggest('de')).json().result;
    expect(many.length).toBeGreaterThan(0);
    expect(many.length).toBeLessThanOrEqual(8);
    for (const s of many)
      expect(Object.keys(s).sort()).toEqual(['code', 'collection', 'name', 'type', 'url']);
  });

  it('matches accents, prefixes and one typo as the header search needs', async () => {
    for (const q of ['zumbif', 'Dragão Zumb', 'dragao zumbificado', 'zumbifciado']) {
      const names = (await suggest(q)).json().result.map((s: { name: string }) => s.name);
      expect(names, q).toContain('Dragão Zumbificado de Ébano');
    }
    const heart = (await suggest('xamanico')).json().result;
    expect(heart[0]).toMatchObject({ code: ids.heart, type: 'bra', url: `/media/products/${ids.heart}.svg` });
  });

  it('lists one entry per name when a card was reprinted', async () => {
    await makeProduct(t, { name: 'Dragão Zumbificado de Ébano', collectionCode: 'LA01' });
    const names = (await suggest('zumbificado de ebano')).json().result.map((s: { name: string }) => s.name);
    expect(names.filter((n: string) => n === 'Dragão Zumbificado de Ébano')).toHaveLength(1);
  });

  it('suggests the cards whose name starts with what was typed first (drag → Dragão …)', async () => {
    const cards = ['Dragão Sentinela Ômega', 'Dragão Sentinela Ípsilon', 'Dragão Sentinela Zeta'];
    for (const name of cards) await makeProduct(t, { name });
    // Newer products that only mention a dragon later in the name: more than the full-text window.
    for (let i = 0; i < 210; i++)
      await makeProduct(t, { name: `Toploader Escudo de Dragão ${i}`, type: 'accessory' });
    for (const q of ['dr', 'drag', 'dragao', 'Dragão', 'dargao']) {
      const result: { name: string; type: string }[] = (await suggest(q)).json().result;
      expect(result.length, q).toBeGreaterThan(0);
      expect(result[0].type, q).toBe('card');
      expect(
        result.some((s) => /^Dragão /.test(s.name) && s.type === 'card'),
        q,
      ).toBe(true);
      if (q !== 'dr') expect(result[0].name, q).toMatch(/^Dragão /);
      // Every name that starts with the prefix comes before every one that does not.
      const starts = result.map((s) => normalizeText(s.name).startsWith('dr'));
      expect(starts.indexOf(false) === -1 || starts.lastIndexOf(true) < starts.indexOf(false), q).toBe(true);
    }
    const sentinels = (await suggest('dragao sent')).json().result.map((s: { name: string }) => s.name);
    expect([...sentinels].sort()).toEqual([...cards].sort());
  });

  it('validates the query length and the business', async () => {
    const long = await suggest('x'.repeat(200));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.q[0]).toBe('O campo busca deve ter no máximo 120 caracteres.');
    expect((await t.request('GET', '/v1/7/search-suggestions', { query: { q: 'drag' } })).statusCode).toBe(
      404,
    );
  });
});
