import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extrasCodes } from '../../../server/domain/catalogue/references.ts';
import { UpstreamError, ValidationError } from '../../../server/domain/errors.ts';
import { parseStockCsv } from '../../../server/domain/stock/csv.ts';
import {
  collectListings,
  LISTINGS_PER_PAGE,
  type ListingLookup,
} from '../../../server/domain/stock/import-check.ts';
import { decodePlan, encodePlan, previewSummary } from '../../../server/domain/stock/import-preview.ts';
import { validateRows } from '../../../server/domain/stock/import-rows.ts';
import {
  CHECK_FAILED,
  CHECK_TIMED_OUT,
  checkFileInThread,
} from '../../../server/domain/stock/import-thread.ts';
import { createCatalogueApp, makeProduct } from '../catalogue/support.ts';
import { createTestApp, registerUser, type TestApp, XSRF } from '../support/testApp.ts';

/**
 * The stock CSV preview off the request thread (docs/stock-csv.md, "Off the request thread"): the
 * file is read and its rows checked in a thread of its own (import-thread.ts), which must give what
 * the in-thread check gives; a thread that fails answers a Portuguese error and never hangs the
 * request; an anonymous 14 MB body is refused before it is read. bench/csv-preview measures the
 * latency of other requests meanwhile (not timed here).
 */

const HEADER = 'codigo;nome;edicao;condicao;idioma;extras;quantidade;preco';
const FAILING = new URL('./fixtures/failing-checker.ts', import.meta.url).href;

describe('the checker thread', () => {
  let t: TestApp & { seller?: { token: string; id: number } };
  let storeId: number;
  let good: string;
  let bad: string;

  beforeAll(async () => {
    t = await createCatalogueApp({ seller: true });
    const seller = t.seller as { id: number };
    storeId = (
      await t.db
        .selectFrom('stores')
        .select('id')
        .where('owner_user_id', '=', seller.id)
        .executeTakeFirstOrThrow()
    ).id;
    // Cards nobody lists yet, for the rows that create.
    const editions = await t.db.selectFrom('collections').select('code').orderBy('id').limit(2).execute();
    for (let i = 0; i < 10; i++) {
      const collectionCode = editions[i % 2].code;
      await makeProduct(t, { name: `Carta Fresca ${i}`, collectionCode, number: `${700 + i}/999` });
    }
    const cards = await t.db
      .selectFrom('products as p')
      .innerJoin('collections as c', 'c.id', 'p.collection_id')
      .select(['p.id', 'p.name', 'p.number', 'c.code as edition'])
      .where('p.type', '=', 'card')
      .where('p.number', 'is not', null)
      .orderBy('p.id')
      .execute();
    const byId = new Map(cards.map((c) => [c.id, c]));
    const listed = (
      await t.db
        .selectFrom('store_listings')
        .select(['product_id', 'condition', 'language', 'extras'])
        .where('store_id', '=', storeId)
        .orderBy('id')
        .execute()
    ).filter((l) => byId.has(l.product_id));
    expect(listed.length).toBeGreaterThan(3);
    const listedIds = new Set(listed.map((l) => l.product_id));
    const fresh = cards.filter((c) => !listedIds.has(c.id));
    // Updates of the store's listings (by number and edition), creates by number and edition and by
    // name and edition.
    const updates = listed.slice(0, 8).map((l, i) => {
      const c = byId.get(l.product_id) as (typeof cards)[number];
      return `${c.number};;${c.edition};${l.condition};${l.language};${extrasCodes(l.extras).join('|')};${i + 1};${i + 3},90`;
    });
    const creates = fresh
      .slice(0, 8)
      .map((c, i) =>
        i % 2 ? `${c.number};;${c.edition};NM;EN;foil;2;1.234,50` : `;${c.name};${c.edition};SP;BR;;1;7,5`,
      );
    good = [HEADER, ...updates, '', ...creates].join('\r\n');
    bad = [
      HEADER,
      ...updates.slice(0, 3),
      'NAO-EXISTE;;;NM;BR;;1;1,00',
      `${fresh[0].number};;${fresh[0].edition};Novíssima;BR;;1;1,00`,
      `${fresh[1].number};;${fresh[1].edition};NM;XX;brilho;-1;`,
      `${fresh[2].number};;${fresh[2].edition};NM;BR;;1;12,345`,
      creates[0],
      creates[0],
      `;;;NM;BR;;1;1`,
      `${fresh[3].number};;Edição que não há;NM;BR;;1;1`,
    ].join('\n');
  });
  afterAll(() => t.close());

  /** The preview as the in-thread check gives it: answer, stored plan, stored errors. */
  async function inline(text: string) {
    const parsed = parseStockCsv(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const { planned, errors, products } = await validateRows(t.db, storeId, parsed.rows);
    return {
      summary: previewSummary(parsed.rows.length, planned, errors, products),
      planned: errors.length ? null : planned,
      errorsJson: errors.length ? JSON.stringify(errors.slice(0, 1000)) : null,
    };
  }

  it('gives what the in-thread check gives, for a good file and for one with every kind of bad row', async () => {
    for (const text of [good, bad]) {
      const expected = await inline(text);
      const checked = await checkFileInThread(t.db, storeId, text);
      expect(checked.summary).toEqual(expected.summary);
      expect(checked.totalRows).toBe(expected.summary.total);
      expect(checked.errorsJson).toBe(expected.errorsJson);
      expect(checked.rowsJson === null ? null : await decodePlan(checked.rowsJson)).toEqual(expected.planned);
      // The file's UTF-8 bytes (a text/csv body) give the same as its text (a JSON body).
      const bytes = await checkFileInThread(t.db, storeId, new TextEncoder().encode(`\uFEFF${text}`));
      expect(bytes).toEqual(checked);
    }
    const goodCheck = await inline(good);
    expect(goodCheck.summary.errors_total).toBe(0);
    expect(goodCheck.summary.to_update).toBe(8);
    expect(goodCheck.summary.to_create).toBe(8);
    const badCheck = await inline(bad);
    expect(badCheck.summary.invalid_rows).toBe(7);
    expect(badCheck.summary.valid).toBe(4);
  });

  it('answers a file it cannot read with the same Portuguese message as before', async () => {
    for (const [text, message] of [
      ['nome;condicao;quantidade\nx;NM;1', 'O arquivo não tem a coluna preco.'],
      [`${HEADER}\nA;;;NM;BR;;1;"12,50\nB;;;NM;BR;;1;1`, 'O arquivo tem aspas sem fechar perto da linha 2.'],
      ['   ', 'O arquivo está vazio.'],
    ]) {
      const refused = await checkFileInThread(t.db, storeId, text).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).errors).toEqual({ csv: [message] });
    }
  });

  it('answers a thread that throws or ends without an answer with a Portuguese error', async () => {
    for (const how of ['throw', 'exit']) {
      const failed = await checkFileInThread(t.db, storeId, how, { entry: FAILING }).catch((e: unknown) => e);
      expect(failed, how).toBeInstanceOf(UpstreamError);
      expect((failed as Error).message).toBe(CHECK_FAILED);
    }
  });

  it('ends a thread that does not answer when the request is aborted or runs out of time', async () => {
    const gone = new AbortController();
    const aborted = checkFileInThread(t.db, storeId, 'hang', { entry: FAILING, signal: gone.signal });
    setTimeout(() => gone.abort(new Error('client went away')), 200);
    await expect(aborted).rejects.toThrow('client went away');
    const late = await checkFileInThread(t.db, storeId, 'hang', { entry: FAILING, timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(late).toBeInstanceOf(UpstreamError);
    expect((late as Error).message).toBe(CHECK_TIMED_OUT);
    // The slots were given back: a real check still runs.
    expect((await checkFileInThread(t.db, storeId, good)).summary.valid).toBe(16);
  });

  it('stores the plan gzipped, and still reads a plan stored as plain JSON', async () => {
    const plan = [
      {
        line: 2,
        product_id: 1,
        condition: 'NM',
        language: 'BR',
        extras: 3,
        quantity: 2,
        price: 1250,
        listing_id: null,
        seen_quantity: null,
        seen_price: null,
      },
    ];
    const stored = encodePlan(plan);
    expect(stored.startsWith('gzip:')).toBe(true);
    expect(await decodePlan(stored)).toEqual(plan);
    expect(await decodePlan(JSON.stringify(plan))).toEqual(plan);
  });

  it('asks for the listings in bounded pages and keeps the oldest listing of a key', async () => {
    // 1,200 products, 2,500 listings of product 7 (two per key): pages of LISTINGS_PER_PAGE by id.
    const listings = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      product_id: 7,
      condition: 'NM',
      language: 'BR',
      extras: Math.floor(i / 2),
      quantity: i,
      price: 100,
      status: 'available',
    }));
    const asked: ListingLookup[] = [];
    const found = await collectListings(
      Array.from({ length: 1200 }, (_, i) => i + 1),
      async (lookup) => {
        asked.push(lookup);
        return listings
          .filter((l) => lookup.productIds.includes(l.product_id) && l.id > lookup.after)
          .slice(0, LISTINGS_PER_PAGE);
      },
    );
    expect(asked.map((l) => [l.productIds.length, l.after])).toEqual([
      [500, 0],
      [500, 1000],
      [500, 2000],
      [500, 0],
      [200, 0],
    ]);
    expect(found.size).toBe(1250);
    expect(found.get('7|NM|BR|3')).toEqual({ id: 7, quantity: 6, price: 100, status: 'available' });
  });

  it('answers the same through the route for a text/csv body as for a JSON body', async () => {
    const seller = t.seller as { token: string };
    const asJson = await t.request('POST', '/v1/stock-import/preview', {
      token: seller.token,
      body: { store_id: storeId, file_name: 'a.csv', csv: good },
    });
    const asText = await t.request('POST', '/v1/stock-import/preview', {
      token: seller.token,
      query: { store_id: storeId, file_name: 'a.csv' },
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: good,
    });
    expect(asJson.statusCode).toBe(200);
    expect(asText.statusCode).toBe(200);
    const { import_id: a, ...json } = asJson.json().result;
    const { import_id: b, ...text } = asText.json().result;
    expect(b).not.toBe(a);
    expect(text).toEqual(json);
    expect(asText.json().message).toBe(asJson.json().message);
    const empty = await t.request('POST', '/v1/stock-import/preview', {
      token: seller.token,
      query: { store_id: storeId },
      headers: { 'content-type': 'text/csv' },
      body: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ csv: ['O arquivo está vazio.'] });
  });
});

describe('the preview route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  /** The first line of the answer to a request of which only the headers and a few bytes are sent. */
  const answerBeforeBody = (contentType: string, start: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(received || 'no answer while the body was not sent');
      }, 10_000);
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.includes('\r\n\r\n')) {
          clearTimeout(timer);
          socket.destroy();
          resolve(received.split('\r\n')[0]);
        }
      });
      socket.on('error', reject);
      socket.write(
        [
          'POST /v1/stock-import/preview?store_id=1 HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `Content-Type: ${contentType}`,
          `Content-Length: ${14 * 1024 * 1024}`,
          `Cookie: XSRF-TOKEN=${XSRF}`,
          `X-XSRF-TOKEN: ${XSRF}`,
          'Accept: application/json',
          '',
          start,
        ].join('\r\n'),
      );
    });

  it('answers an anonymous 14 MB body with 401 before the body is sent, as JSON or as text/csv', async () => {
    // Only the headers and a few bytes are sent: the answer must come without the rest of the body.
    expect(await answerBeforeBody('application/json', '{"csv":"')).toBe('HTTP/1.1 401 Unauthorized');
    expect(await answerBeforeBody('text/csv; charset=utf-8', `${HEADER}\r\n`)).toBe(
      'HTTP/1.1 401 Unauthorized',
    );
  });

  it('a body over the limit gets 413 from its length, even with a session, as JSON or as text/csv', async () => {
    const { token } = await registerUser(t);
    const json = await t.request('POST', '/v1/stock-import/preview', {
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_id: 1, csv: 'x'.repeat(16 * 1024 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
    const text = await t.request('POST', '/v1/stock-import/preview', {
      token,
      query: { store_id: 1 },
      headers: { 'content-type': 'text/csv' },
      body: 'x'.repeat(16 * 1024 * 1024),
    });
    expect(text.statusCode).toBe(413);
    expect(text.json().message).toBe('O conteúdo enviado é grande demais.');
  });
});
