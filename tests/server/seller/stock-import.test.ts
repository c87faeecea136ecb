import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFacetKeys, facetDb, storedFacetCounts } from '../../../server/domain/catalogue/facets.ts';
import { refreshProductOffers } from '../../../server/domain/catalogue/offers.ts';
import { detectDelimiter, parsePrice, parseStockCsv } from '../../../server/domain/stock/csv.ts';
import { createCatalogueApp, makeProduct } from '../catalogue/support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let seller: { token: string; id: number };
let stranger: { token: string; id: number };
let admin: { token: string; id: number };
let storeId: number;
let otherStoreId: number;

interface Product {
  id: number;
  type: string;
  name: string;
  number: string | null;
  code_pro: string | null;
  rdc: string | null;
  collection_code: string | null;
}
let cards: Product[];
let sealed: Product;
let accessory: Product;
let twinA: number;

const csv = (rows: (string | number)[][], delimiter = ';') => rows.map((r) => r.join(delimiter)).join('\n');
const HEADER = ['codigo', 'nome', 'edicao', 'condicao', 'idioma', 'extras', 'quantidade', 'preco'];

const listingsOf = (id: number) =>
  t.db
    .selectFrom('store_listings')
    .select(['id', 'product_id', 'condition', 'language', 'extras', 'quantity', 'price', 'status'])
    .where('store_id', '=', id)
    .orderBy('id')
    .execute();

const preview = (body: Record<string, unknown>, token: string | null = seller.token) =>
  t.request('POST', '/v1/stock-import/preview', {
    token,
    body: { store_id: storeId, file_name: 'estoque.csv', ...body },
  });
const confirm = (id: number, token: string | null = seller.token, xsrf = true) =>
  t.request('POST', `/v1/stock-import/${id}/confirm`, { token, xsrf });

/** A product code the store has no listing of yet, for rows that must create. */
async function unlistedCards(n: number): Promise<Product[]> {
  const listed = new Set((await listingsOf(storeId)).map((l) => l.product_id));
  return cards.filter((c) => !listed.has(c.id)).slice(0, n);
}

beforeAll(async () => {
  const app = await createCatalogueApp({ seller: true });
  t = app;
  seller = app.seller as { token: string; id: number };
  stranger = await registerUser(t);
  admin = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  storeId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('owner_user_id', '=', seller.id)
      .executeTakeFirstOrThrow()
  ).id;
  otherStoreId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('id', '<>', storeId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const products = (await t.db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .select(['p.id', 'p.type', 'p.name', 'p.number', 'p.code_pro', 'p.rdc', 'c.code as collection_code'])
    .orderBy('p.id')
    .execute()) as Product[];
  cards = products.filter((p) => p.type === 'card' && p.number && p.collection_code);
  sealed = products.find((p) => p.type === 'tcg') as Product;
  accessory = products.find((p) => p.type === 'accessory') as Product;
  // Two cards with the same name in two collections: a name without edition is ambiguous.
  const codes = [...new Set(cards.map((c) => c.collection_code as string))];
  twinA = await makeProduct(t, { name: 'Dragão Gêmeo', collectionCode: codes[0], number: '901/999' });
  await makeProduct(t, { name: 'Dragão Gêmeo', collectionCode: codes[1], number: '901/999' });
  // Cards nobody lists yet, for the rows that create.
  for (let i = 0; i < 40; i++) {
    const number = `${800 + i}/999`;
    const id = await makeProduct(t, { name: `Carta Nova ${i}`, collectionCode: codes[i % 2], number });
    cards.push({
      id,
      type: 'card',
      name: `Carta Nova ${i}`,
      number,
      code_pro: null,
      rdc: null,
      collection_code: codes[i % 2],
    });
  }
});

afterAll(async () => {
  await t.close();
});

describe('reading the file', () => {
  it('reads prices with comma or dot decimals and refuses what is not a price', () => {
    expect(parsePrice('1.234,50')).toBe(123450);
    expect(parsePrice('12.5')).toBe(1250);
    expect(parsePrice('12,5')).toBe(1250);
    expect(parsePrice('1,234.50')).toBe(123450);
    expect(parsePrice('R$ 7,90')).toBe(790);
    expect(parsePrice('1.234.567')).toBe(123456700);
    expect(parsePrice('1.234')).toBeNull();
    expect(parsePrice('12,345')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });

  it('takes ; or , from the header, a BOM, and header names in any case, accents or English', () => {
    expect(detectDelimiter('nome;preco\n"a,b";1,50')).toBe(';');
    expect(detectDelimiter('name,price\n"a;b",1.5')).toBe(',');
    const parsed = parseStockCsv(
      '\uFEFFCÓDIGO,Set,Condition,LANGUAGE,Quantity,PREÇO\n001/250,LA01,NM,EN,2,"1,50"\n\n',
    );
    expect(parsed).toEqual({
      ok: true,
      columns: expect.arrayContaining(['codigo', 'edicao', 'condicao', 'idioma', 'quantidade', 'preco']),
      rows: [
        {
          line: 2,
          cells: {
            codigo: '001/250',
            edicao: 'LA01',
            condicao: 'NM',
            idioma: 'EN',
            quantidade: '2',
            preco: '1,50',
          },
        },
      ],
    });
    expect(parseStockCsv('nome;condicao;quantidade\nx;NM;1')).toEqual({
      ok: false,
      message: 'O arquivo não tem a coluna preco.',
    });
  });
});

describe('preview and confirm', () => {
  it('previews a good file without writing, then confirm creates and updates in one go', async () => {
    const [a, b] = await unlistedCards(2);
    const existing = (await listingsOf(storeId)).find((l) => l.status === 'available' && l.quantity > 0);
    if (!existing) throw new Error('the demo store has no listing');
    const existingProduct = await t.db
      .selectFrom('products as p')
      .leftJoin('collections as c', 'c.id', 'p.collection_id')
      .select(['p.rdc', 'p.type'])
      .where('p.id', '=', existing.product_id)
      .executeTakeFirstOrThrow();
    const extrasOf = (mask: number) =>
      ['foil', 'promo', 'signed', 'altered', 'misprint', 'prerelease', 'full_art']
        .filter((_, bit) => mask & (1 << bit))
        .join('|');
    const before = await listingsOf(storeId);
    const file = csv([
      HEADER,
      [a.number as string, '', a.collection_code as string, 'NM', 'EN', 'foil', 3, '1.234,50'],
      ['', b.name, b.collection_code as string, 'Praticamente nova', 'Português', '', 1, '12.5'],
      [
        existingProduct.rdc as string,
        '',
        '',
        existing.condition,
        existing.language,
        extrasOf(existing.extras),
        7,
        '99,90',
      ],
      [
        sealed.code_pro as string,
        sealed.name,
        sealed.collection_code ?? '',
        'aberto',
        'Francês',
        '',
        2,
        '30',
      ],
    ]);
    const res = await preview({ csv: `\uFEFF${file}` });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ total: 4, valid: 4, errors: [], to_create: 3, to_update: 1 });
    expect(result.rows.map((r: { line: number; action: string }) => [r.line, r.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'update'],
      [5, 'create'],
    ]);
    expect(result.rows[0]).toMatchObject({
      product_id: a.id,
      condition: 'NM',
      language: 'EN',
      extras: ['foil'],
      price: 1234.5,
    });
    expect(result.rows[2]).toMatchObject({ current_quantity: existing.quantity, quantity: 7, price: 99.9 });
    expect(await listingsOf(storeId)).toEqual(before);

    const done = await confirm(result.import_id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      error: false,
      message: '3 criados, 1 atualizados.',
      result: { created: 3, updated: 1 },
    });
    const after = await listingsOf(storeId);
    expect(after.length).toBe(before.length + 3);
    expect(after.find((l) => l.id === existing.id)).toMatchObject({ quantity: 7, price: 9990 });
    expect(after.find((l) => l.product_id === a.id)).toMatchObject({
      condition: 'NM',
      language: 'EN',
      extras: 1,
      quantity: 3,
      price: 123450,
      status: 'available',
    });
    expect(after.find((l) => l.product_id === b.id)).toMatchObject({
      condition: 'NM',
      language: 'BR',
      price: 1250,
    });
    expect(after.find((l) => l.product_id === sealed.id && l.language === 'FR')).toMatchObject({
      condition: 'opened',
      quantity: 2,
      price: 3000,
    });
    // The catalogue sees the new offer at once.
    const productA = await t.db
      .selectFrom('products')
      .select(['min_price', 'offers_count'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(productA).toEqual({ min_price: 123450, offers_count: 1 });

    const status = await t.request('GET', `/v1/stock-import/${result.import_id}`, { token: seller.token });
    expect(status.json().result).toMatchObject({
      status: 'done',
      total: 4,
      processed: 4,
      created: 3,
      updated: 1,
      errors: [],
    });
    const again = await confirm(result.import_id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Esta importação já foi aplicada.');
  });

  it('reports every kind of bad row with its line and column, and nothing is written', async () => {
    const [a, b] = await unlistedCards(2);
    const before = await listingsOf(storeId);
    const good = [a.number as string, '', a.collection_code as string, 'NM', 'EN', '', 1, '10'];
    const file = csv([
      HEADER,
      good,
      ['ZZZ-404', '', '', 'NM', 'EN', '', 1, '10'],
      ['', 'Dragão Gêmeo', '', 'NM', 'EN', '', 1, '10'],
      [b.number as string, '', 'Edição Inexistente', 'NM', 'EN', '', 1, '10'],
      [b.number as string, '', b.collection_code as string, 'XX', 'EN', '', 1, '10'],
      [sealed.code_pro as string, sealed.name, '', 'NM', '', '', 1, '10'],
      [b.number as string, '', b.collection_code as string, 'NM', 'Klingon', '', 1, '10'],
      [b.number as string, '', b.collection_code as string, 'NM', 'EN', 'holo', 1, '10'],
      [accessory.code_pro as string, '', '', 'novo', '', 'foil', 1, '10'],
      [b.number as string, '', b.collection_code as string, 'SP', 'EN', '', '1,5', '10'],
      [b.number as string, '', b.collection_code as string, 'MP', 'EN', '', '-1', '10'],
      [b.number as string, '', b.collection_code as string, 'HP', 'EN', '', 1, '0'],
      [b.number as string, '', b.collection_code as string, 'D', 'EN', '', 1, 'dez reais'],
      [b.number as string, '', b.collection_code as string, 'M', 'EN', '', 1, '1.234'],
      [a.number as string, '', a.collection_code as string, 'nm', 'en', '', 5, '11'],
      [b.number as string, '', b.collection_code as string, 'M', '', '', 1, '10'],
    ]);
    const res = await preview({ csv: file });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ total: 16, valid: 1, invalid_rows: 15 });
    const errors = result.errors as { line: number; column: string | null; message: string }[];
    const at = (line: number) => errors.filter((e) => e.line === line);
    expect(at(3)).toEqual([
      { line: 3, column: 'codigo', message: 'Produto não encontrado: código "ZZZ-404".' },
    ]);
    expect(at(4)[0].column).toBe('nome');
    expect(at(4)[0].message).toMatch(
      /^Mais de um produto tem o nome "Dragão Gêmeo": Dragão Gêmeo \(.+\); Dragão Gêmeo \(.+\)\. Informe a edição/,
    );
    expect(at(5)).toEqual([
      { line: 5, column: 'edicao', message: 'Edição não encontrada: "Edição Inexistente".' },
    ]);
    expect(at(6)).toEqual([
      {
        line: 6,
        column: 'condicao',
        message: 'Condição inválida para cards: "XX". Use M, NM, SP, MP, HP ou D.',
      },
    ]);
    expect(at(7)[0]).toMatchObject({
      column: 'condicao',
      message: expect.stringContaining('Use sealed, opened, new ou used'),
    });
    expect(at(8)[0]).toMatchObject({
      column: 'idioma',
      message: expect.stringContaining('Idioma inválido: "Klingon"'),
    });
    expect(at(9)[0]).toMatchObject({
      column: 'extras',
      message: expect.stringContaining('Extra inválido: "holo"'),
    });
    expect(at(10)).toEqual([{ line: 10, column: 'extras', message: 'Extras valem só para cards avulsos.' }]);
    expect(at(11)[0]).toMatchObject({
      column: 'quantidade',
      message: 'A quantidade deve ser um número inteiro maior ou igual a zero.',
    });
    expect(at(12)[0].column).toBe('quantidade');
    expect(at(13)).toEqual([{ line: 13, column: 'preco', message: 'O preço deve ser maior que zero.' }]);
    expect(at(14)[0]).toMatchObject({
      column: 'preco',
      message: expect.stringContaining('Preço inválido: "dez reais"'),
    });
    expect(at(15)[0].column).toBe('preco');
    expect(at(16)).toEqual([
      {
        line: 16,
        column: null,
        message: 'Linha repetida: o mesmo produto, condição, idioma e extras já estão na linha 2.',
      },
    ]);
    expect(at(17)).toEqual([{ line: 17, column: 'idioma', message: 'Informe o idioma.' }]);
    expect(at(2)).toEqual([]);

    const refused = await confirm(result.import_id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'O arquivo tem 15 linhas com erro: nenhuma linha foi importada. Corrija e envie de novo.',
    );
    expect(refused.json().report).toHaveLength(errors.length);
    expect(await listingsOf(storeId)).toEqual(before);
  });

  it('answers 422 for a file it cannot read, and stores nothing', async () => {
    const imports = async () => (await t.db.selectFrom('stock_imports').select('id').execute()).length;
    const count = await imports();
    const cases: [string, string][] = [
      ['   \n', 'O arquivo está vazio.'],
      ['nome;quantidade;preco\nx;1;2', 'O arquivo não tem a coluna condicao.'],
      ['condicao;quantidade;preco\nNM;1;2', 'O arquivo precisa da coluna nome ou da coluna codigo.'],
      [csv([HEADER]), 'O arquivo não tem nenhuma linha de estoque.'],
      [
        `${HEADER.join(';')}\n${'x;y;z;NM;EN;;1;2\n'.repeat(50_001)}`,
        'O arquivo tem 50001 linhas; o máximo é 50.000 por importação.',
      ],
      [`${HEADER.join(';')}\n${'x'.repeat(5 * 1024 * 1024)}`, 'O arquivo deve ter no máximo 5 MB.'],
    ];
    for (const [text, message] of cases) {
      const res = await preview({ csv: text });
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toEqual({ message, errors: { csv: [message] } });
    }
    const noStore = await t.request('POST', '/v1/stock-import/preview', {
      token: seller.token,
      body: { csv: 'a' },
    });
    expect(noStore.statusCode).toBe(422);
    expect(noStore.json().errors.store_id).toBeDefined();
    expect(await imports()).toBe(count);
  });

  it('rolls the whole import back when a row became invalid after the preview', async () => {
    const [a, b] = await unlistedCards(2);
    const existing = (await listingsOf(storeId)).find((l) => l.quantity > 2 && l.status === 'available');
    if (!existing) throw new Error('no listing to sell from');
    const rdc = (
      await t.db
        .selectFrom('products')
        .select('rdc')
        .where('id', '=', existing.product_id)
        .executeTakeFirstOrThrow()
    ).rdc;
    const extras = ['foil', 'promo', 'signed', 'altered', 'misprint', 'prerelease', 'full_art'].filter(
      (_, bit) => existing.extras & (1 << bit),
    );
    const file = csv([
      HEADER,
      [a.number as string, '', a.collection_code as string, 'NM', 'EN', '', 4, '10'],
      [
        rdc as string,
        '',
        '',
        existing.condition,
        existing.language,
        extras.join('|'),
        existing.quantity + 10,
        '10',
      ],
      [b.number as string, '', b.collection_code as string, 'SP', 'JP', '', 2, '8'],
    ]);
    const res = await preview({ csv: file });
    expect(res.json().result).toMatchObject({ valid: 3, errors: [] });
    // A buyer takes a unit meanwhile: the file's quantity would put it back on sale.
    await t.db
      .updateTable('store_listings')
      .set({ quantity: existing.quantity - 1 })
      .where('id', '=', existing.id)
      .execute();
    const before = await listingsOf(storeId);
    const refused = await confirm(res.json().result.import_id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      '1 linha mudou desde a pré-visualização: nenhuma linha foi importada. Envie o arquivo de novo.',
    );
    expect(refused.json().report).toEqual([
      {
        line: 3,
        column: null,
        message: `A quantidade à venda mudou depois da pré-visualização (era ${existing.quantity}, agora ${existing.quantity - 1}): houve uma venda ou uma edição.`,
      },
    ]);
    expect(await listingsOf(storeId)).toEqual(before);
    const status = await t.request('GET', `/v1/stock-import/${res.json().result.import_id}`, {
      token: seller.token,
    });
    expect(status.json().result).toMatchObject({ status: 'failed', processed: 0, created: 0 });
  });

  it('rolls back when a product was deleted after the preview', async () => {
    const [a] = await unlistedCards(1);
    const doomed = await makeProduct(t, {
      name: 'Carta Passageira',
      collectionCode: a.collection_code as string,
      number: '777/999',
    });
    const file = csv([
      HEADER,
      [a.number as string, '', a.collection_code as string, 'NM', 'EN', '', 4, '10'],
      ['777/999', '', a.collection_code as string, 'NM', 'EN', '', 1, '5'],
    ]);
    const res = await preview({ csv: file });
    expect(res.json().result.valid).toBe(2);
    await t.db.deleteFrom('product_images').where('product_id', '=', doomed).execute();
    await t.db.deleteFrom('products').where('id', '=', doomed).execute();
    const before = await listingsOf(storeId);
    const refused = await confirm(res.json().result.import_id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().report).toEqual([
      { line: 3, column: null, message: 'O produto desta linha não existe mais no catálogo.' },
    ]);
    expect(await listingsOf(storeId)).toEqual(before);
  });

  it('saves the listings paused when the store is not active', async () => {
    await t.db.updateTable('stores').set({ status: 'pending' }).where('id', '=', storeId).execute();
    try {
      const [a] = await unlistedCards(1);
      const res = await preview({
        csv: csv([HEADER, [a.number as string, '', a.collection_code as string, 'SP', 'EN', '', 2, '3,00']]),
      });
      expect((await confirm(res.json().result.import_id)).statusCode).toBe(200);
      const listing = (await listingsOf(storeId)).find((l) => l.product_id === a.id);
      expect(listing).toMatchObject({ status: 'paused', quantity: 2, price: 300 });
    } finally {
      await t.db.updateTable('stores').set({ status: 'active' }).where('id', '=', storeId).execute();
    }
  });

  it('discards a preview: it can no longer be confirmed', async () => {
    const [a] = await unlistedCards(1);
    const res = await preview({
      csv: csv([HEADER, [a.number as string, '', a.collection_code as string, 'NM', 'EN', '', 1, '2']]),
    });
    const id = res.json().result.import_id;
    const gone = await t.request('DELETE', `/v1/stock-import/${id}`, { token: seller.token });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().result).toEqual({ id, status: 'discarded' });
    const refused = await confirm(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Esta importação foi descartada: envie o arquivo de novo.');
    expect((await listingsOf(storeId)).some((l) => l.product_id === a.id)).toBe(false);
  });
  it('drops a preview left unconfirmed for a day when the store previews again', async () => {
    const [a] = await unlistedCards(1);
    const row = [a.number as string, '', a.collection_code as string, 'NM', 'EN', '', 1, '2'];
    const old = (await preview({ csv: csv([HEADER, row]) })).json().result.import_id;
    const fresh = (await preview({ csv: csv([HEADER, row]) })).json().result.import_id;
    await t.db
      .updateTable('stock_imports')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('id', '=', old)
      .execute();
    await preview({ csv: csv([HEADER, row]) });
    const rows = await t.db
      .selectFrom('stock_imports')
      .select(['id', 'status', 'rows_json'])
      .where('id', 'in', [old, fresh])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.status, r.rows_json === null])).toEqual([
      ['discarded', true],
      ['previewed', false],
    ]);
  });
});

describe('export', () => {
  it('exports every listing as ; CSV with a BOM, and importing it back changes nothing', async () => {
    // A paused and a foil listing are part of the round trip too.
    const listings = await listingsOf(storeId);
    await t.db
      .updateTable('store_listings')
      .set({ status: 'paused' })
      .where('id', '=', listings[0].id)
      .execute();
    const res = await t.request('GET', '/v1/stock-export', {
      token: seller.token,
      query: { store_id: storeId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="estoque-loja-do-sergio-${today}.csv"`,
    );
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFcodigo;nome;edicao;condicao;idioma;extras;quantidade;preco\r\n')).toBe(
      true,
    );
    const lines = body.trim().split('\r\n');
    const before = await listingsOf(storeId);
    expect(lines.length - 1).toBe(before.length);

    const again = await preview({ csv: body, file_name: 'export.csv' });
    expect(again.json().result).toMatchObject({
      total: before.length,
      valid: before.length,
      to_create: 0,
      to_update: before.length,
      errors: [],
    });
    const done = await confirm(again.json().result.import_id);
    expect(done.json().result).toMatchObject({ created: 0, updated: 0, unchanged: before.length });
    expect(await listingsOf(storeId)).toEqual(before);

    const cardsOnly = await t.request('GET', '/v1/stock-export', {
      token: seller.token,
      query: { store_id: storeId, type: 'tcg' },
    });
    const tcgRows = cardsOnly.rawPayload.toString('utf8').trim().split('\r\n').length - 1;
    const tcgCount = await t.db
      .selectFrom('store_listings as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('l.store_id', '=', storeId)
      .where('p.type', '=', 'tcg')
      .executeTakeFirstOrThrow();
    expect(tcgRows).toBe(Number(tcgCount.n));
    expect(cardsOnly.headers['content-disposition']).toContain(`estoque-loja-do-sergio-tcg-${today}.csv`);
  });

  it('keeps the same catalogue figures as the per-product recompute', async () => {
    const all = (await t.db.selectFrom('products').select('id').execute()).map((p) => p.id);
    await refreshProductOffers(t.db, all);
    const figures = () =>
      t.db
        .selectFrom('products')
        .select(['id', 'min_price', 'avg_price', 'max_price', 'offers_count', 'stock', 'price_change_bp'])
        .orderBy('id')
        .execute();
    const facets = () =>
      facetDb(t.db)
        .selectFrom('product_offer_facets')
        .selectAll()
        .orderBy('product_id')
        .orderBy('condition')
        .orderBy('language')
        .orderBy('extras')
        .orderBy('uf')
        .orderBy('is_client')
        .execute();
    // New listings on a dozen products, and new prices and quantities for a dozen listed ones.
    const fresh = await unlistedCards(12);
    const listed = (await listingsOf(storeId)).filter((l) => l.status === 'available').slice(0, 12);
    const rdcs = new Map(
      (
        await t.db
          .selectFrom('products')
          .select(['id', 'rdc'])
          .where(
            'id',
            'in',
            listed.map((l) => l.product_id),
          )
          .execute()
      ).map((p) => [p.id, p.rdc]),
    );
    const rows = [
      HEADER,
      ...fresh.map((c, i) => [
        c.number as string,
        '',
        c.collection_code as string,
        'SP',
        'EN',
        i % 2 ? 'foil' : '',
        i % 3,
        `${i + 1},25`,
      ]),
      ...listed.map((l, i) => [
        rdcs.get(l.product_id) as string,
        '',
        '',
        l.condition,
        l.language,
        ['foil', 'promo', 'signed', 'altered', 'misprint', 'prerelease', 'full_art']
          .filter((_, bit) => l.extras & (1 << bit))
          .join('|'),
        i % 2 ? 0 : l.quantity + 1,
        `${(l.price / 100) * (i % 2 ? 0.5 : 2)}`.replace(/(\.\d\d)\d+$/, '$1'),
      ]),
    ];
    const res = await preview({ csv: csv(rows) });
    expect(res.json().result).toMatchObject({
      errors: [],
      to_create: fresh.length,
      to_update: listed.length,
    });
    const done = await confirm(res.json().result.import_id);
    expect(done.statusCode).toBe(200);
    const batched = {
      figures: await figures(),
      facets: await facets(),
      counts: await storedFacetCounts(t.db),
    };
    await refreshProductOffers(t.db, all);
    expect(await figures()).toEqual(batched.figures);
    expect(await facets()).toEqual(batched.facets);
    expect(batched.counts).toEqual(await countFacetKeys(t.db));
  });
});

describe('access', () => {
  it('401 without a session, 403 for another store, 419 without the XSRF token, 404 unknown', async () => {
    const body = {
      csv: csv([
        HEADER,
        [cards[0].number as string, '', cards[0].collection_code as string, 'NM', 'EN', '', 1, '2'],
      ]),
    };
    expect((await preview(body, null)).statusCode).toBe(401);
    const forbidden = await preview(body, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await preview({ ...body, store_id: otherStoreId })).statusCode).toBe(403);
    expect((await preview({ ...body, store_id: 999999 })).statusCode).toBe(404);
    const noXsrf = await t.request('POST', '/v1/stock-import/preview', {
      token: seller.token,
      body: { store_id: storeId, ...body },
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(419);

    const own = await preview(body);
    const id = own.json().result.import_id;
    for (const [method, url] of [
      ['GET', `/v1/stock-import/${id}`],
      ['DELETE', `/v1/stock-import/${id}`],
      ['POST', `/v1/stock-import/${id}/confirm`],
    ]) {
      expect((await t.request(method, url)).statusCode, url).toBe(401);
      expect((await t.request(method, url, { token: stranger.token })).statusCode, url).toBe(403);
    }
    expect((await confirm(id, seller.token, false)).statusCode).toBe(419);
    expect(
      (await t.request('DELETE', `/v1/stock-import/${id}`, { token: seller.token, xsrf: false })).statusCode,
    ).toBe(419);
    expect((await t.request('GET', '/v1/stock-import/999999', { token: seller.token })).statusCode).toBe(404);
    expect((await confirm(999999)).statusCode).toBe(404);
    // An admin may manage any store.
    expect(
      (await t.request('GET', `/v1/stock-import/${id}`, { token: admin.token })).json().result.status,
    ).toBe('previewed');

    expect((await t.request('GET', '/v1/stock-export', { query: { store_id: storeId } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request('GET', '/v1/stock-export', { token: stranger.token, query: { store_id: storeId } }))
        .statusCode,
    ).toBe(403);
    const badType = await t.request('GET', '/v1/stock-export', {
      token: seller.token,
      query: { store_id: storeId, type: 'x' },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.type).toEqual([
      'O tipo de produto é inválido. Use card, tcg, accessory ou bra.',
    ]);
  });

  it('reads a , file with English headers, a BOM and quoted decimal-comma prices', async () => {
    const [a] = await unlistedCards(1);
    const text = `\uFEFFCode,Set,Condition,Language,Extras,Quantity,Price\r\n${a.number},${a.collection_code},sp,Inglês,Foil|promo,4,"1.234,56"\r\n`;
    const res = await preview({ csv: text });
    expect(res.json().result).toMatchObject({
      valid: 1,
      errors: [],
      rows: [
        {
          product_id: a.id,
          condition: 'SP',
          language: 'EN',
          extras: ['foil', 'promo'],
          quantity: 4,
          price: 1234.56,
        },
      ],
    });
  });

  it('names the twin by its edition, and the sealed product sharing a code by its name', async () => {
    const twin = await t.db
      .selectFrom('products as p')
      .innerJoin('collections as c', 'c.id', 'p.collection_id')
      .select('c.name')
      .where('p.id', '=', twinA)
      .executeTakeFirstOrThrow();
    const res = await preview({
      csv: csv([HEADER, ['', 'dragao gemeo', twin.name, 'NM', 'EN', '', 1, '2']]),
    });
    expect(res.json().result).toMatchObject({ valid: 1, rows: [{ product_id: twinA, action: 'create' }] });
  });
});
