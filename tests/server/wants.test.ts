import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './support/testApp.ts';
import { countLines, makeCard, makeList, paste } from './wants-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('want lists', () => {
  it('needs a session, keeps each buyer to their own lists, and creates, renames and deletes them', async () => {
    expect((await t.request('GET', '/v1/wants')).statusCode).toBe(401);
    const ana = await registerUser(t);
    const bia = await registerUser(t);
    const id = await makeList(t, ana.token, 'Deck de dragões');
    const other = await t.request('GET', `/v1/wants/${id}`, { token: bia.token });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Esta lista não é sua.');
    expect((await t.request('GET', '/v1/wants/999999', { token: ana.token })).statusCode).toBe(404);

    const renamed = await t.request('PUT', `/v1/wants/${id}`, {
      token: ana.token,
      body: { name: 'Deck novo', alerts: false },
    });
    expect(renamed.json().result).toMatchObject({ id, name: 'Deck novo', alerts: false });
    const lists = await t.request('GET', '/v1/wants', { token: ana.token });
    expect(lists.json().result).toEqual([
      expect.objectContaining({ id, name: 'Deck novo', lines_count: 0, unresolved_count: 0 }),
    ]);
    const empty = await t.request('POST', '/v1/wants', { token: ana.token, body: { name: '  ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['O campo nome é obrigatório.']);
    expect((await t.request('DELETE', `/v1/wants/${id}`, { token: bia.token })).statusCode).toBe(403);
    expect((await t.request('DELETE', `/v1/wants/${id}`, { token: ana.token })).statusCode).toBe(200);
    expect((await t.request('GET', '/v1/wants', { token: ana.token })).json().result).toEqual([]);
  });
});

describe('mass entry', () => {
  it('reads the common deck formats and matches each line by name, English name, typo or printing', async () => {
    const bolt = await makeCard(t, { name: 'Relâmpago', nameEn: 'Lightning Bolt', code: 'M10-146' });
    await makeCard(t, { name: 'Pikachu Elétrico', nameEn: 'Electric Pikachu', code: 'SVI-063' });
    await makeCard(t, { name: 'Dragão Ancião de Fogo', nameEn: 'Ancient Fire Dragon' });
    await makeCard(t, { name: 'Dragão Ancião de Gelo', nameEn: 'Ancient Ice Dragon' });
    const buyer = await registerUser(t);
    const id = await makeList(t, buyer.token);
    const text = [
      'Deck',
      '4 Lightning Bolt',
      '4 Lightning Bolt (M10) 146',
      '4x Pikachu Elétrico SVI 63',
      'Pokémon: 4',
      '2 relampago',
      '1 Dargão Ancião de Fogo',
      'Dragão Ancião',
      '3 Carta Que Não Existe Xyzzy',
    ].join('\n');
    const res = await paste(t, buyer.token, id, text);
    expect(res.statusCode).toBe(200);
    const { lines, added, unresolved } = res.json().result;
    expect(added).toBe(7);
    expect(unresolved).toBe(2);
    expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([4, 4, 4, 2, 1, 1, 3]);
    expect(lines[0]).toMatchObject({ status: 'matched', any_edition: true, card_name: 'Relâmpago' });
    expect(lines[1]).toMatchObject({ status: 'matched', any_edition: false, product: { id: bolt } });
    expect(lines[2]).toMatchObject({ status: 'matched', any_edition: false, card_name: 'Pikachu Elétrico' });
    expect(lines[3]).toMatchObject({ status: 'matched', card_name: 'Relâmpago' });
    expect(lines[4]).toMatchObject({ status: 'matched', card_name: 'Dragão Ancião de Fogo' });
    expect(lines[5].status).toBe('ambiguous');
    expect(lines[5].suggestions.map((s: { name: string }) => s.name).sort()).toEqual([
      'Dragão Ancião de Fogo',
      'Dragão Ancião de Gelo',
    ]);
    expect(lines[6]).toMatchObject({
      status: 'unmatched',
      suggestions: [],
      source: '3 Carta Que Não Existe Xyzzy',
    });

    // The buyer picks a suggestion: the line is resolved.
    const pick = lines[5].suggestions[1].product_id;
    const fixed = await t.request('PUT', `/v1/wants/lines/${lines[5].id}`, {
      token: buyer.token,
      body: {
        product_id: pick,
        any_edition: true,
        min_condition: 'SP',
        languages: ['BR', 'EN'],
        max_price: '12,50',
      },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().result).toMatchObject({
      status: 'matched',
      any_edition: true,
      min_condition: 'SP',
      languages: ['BR', 'EN'],
      max_price: 12.5,
      suggestions: [],
    });
  });

  it('reads LigaMagic CSV and exports the list back to text and CSV', async () => {
    await makeCard(t, { name: 'Relâmpago', nameEn: 'Lightning Bolt', code: 'M10-146' });
    await makeCard(t, { name: 'Fênix Anciã', nameEn: 'Ancient Phoenix' });
    const buyer = await registerUser(t);
    const id = await makeList(t, buyer.token);
    const csv =
      '\uFEFFQuantidade;Nome;Edição;Número;Condição;Idioma;Extras;Preço\n3;Lightning Bolt;M10;146;NM;EN;foil;5,00\n1;Fênix Anciã;;;;;;\n';
    const res = await paste(t, buyer.token, id, csv);
    expect(res.statusCode).toBe(200);
    const [bolt, phoenix] = res.json().result.lines;
    expect(bolt).toMatchObject({
      quantity: 3,
      status: 'matched',
      any_edition: false,
      min_condition: 'NM',
      languages: ['EN'],
      extras: ['foil'],
      max_price: 5,
    });
    expect(phoenix).toMatchObject({ quantity: 1, status: 'matched', any_edition: true });

    const text = await t.request('GET', `/v1/wants/${id}/export`, { token: buyer.token });
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.body).toBe('3 Relâmpago (M10) 146\n1 Fênix Anciã\n');
    const out = await t.request('GET', `/v1/wants/${id}/export`, {
      token: buyer.token,
      query: { format: 'csv' },
    });
    expect(out.headers['content-type']).toContain('text/csv');
    expect(out.body).toContain('quantidade;nome;edicao;codigo;condicao;idioma;extras;preco');
    expect(out.body).toContain('3;Relâmpago;M10;146;NM;EN;foil;5,00');

    // The exported CSV reads back as the same lines.
    const again = await makeList(t, buyer.token, 'Cópia');
    const back = await paste(t, buyer.token, again, out.body);
    expect(
      back.json().result.lines.map((l: { status: string; quantity: number }) => [l.status, l.quantity]),
    ).toEqual([
      ['matched', 3],
      ['matched', 1],
    ]);
  });

  it('refuses bad input with a Portuguese message and saves nothing', async () => {
    await makeCard(t, { name: 'Relâmpago', nameEn: 'Lightning Bolt' });
    const buyer = await registerUser(t);
    const id = await makeList(t, buyer.token);
    const cases: [string, string][] = [
      ['', 'Cole ao menos uma carta: a lista está vazia.'],
      ['\n  \n', 'Cole ao menos uma carta: a lista está vazia.'],
      [
        Array.from({ length: 1001 }, () => '1 Relâmpago').join('\n'),
        'A lista tem 1.001 linhas; envie no máximo 1.000 de cada vez.',
      ],
      [
        Array.from({ length: 10_000 }, () => '1 Relâmpago').join('\n'),
        'A lista tem 10.000 linhas; envie no máximo 1.000 de cada vez.',
      ],
      ['4 Relâmpago\n0 Relâmpago', 'Linha 2: a quantidade deve ser pelo menos 1.'],
      ['1000 Relâmpago', 'Linha 1: a quantidade deve ser no máximo 999.'],
      ['Quantidade;Nome\nabc;Relâmpago', 'Linha 2: a quantidade "abc" não é um número inteiro.'],
    ];
    for (const [text, message] of cases) {
      const res = await paste(t, buyer.token, id, text);
      expect(res.statusCode, text.slice(0, 30)).toBe(422);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toBeTruthy();
    }
    expect(await countLines(t)).toBe(0);

    const ok = await paste(t, buyer.token, id, '2 Relâmpago');
    const line = ok.json().result.lines[0];
    for (const quantity of [0, 'abc', -1, 1.5]) {
      const res = await t.request('PUT', `/v1/wants/lines/${line.id}`, {
        token: buyer.token,
        body: { quantity },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.quantity[0]).toMatch(/^A quantidade/);
    }
    const after = await t.request('GET', `/v1/wants/${id}`, { token: buyer.token });
    expect(after.json().result.lines[0].quantity).toBe(2);
  });

  it('matches 100 lines in one paste (their time is measured by bench/optimizer)', async () => {
    const names: string[] = [];
    for (let i = 0; i < 100; i++) {
      const name = `Guardião ${i} da Aurora`;
      names.push(name);
      await makeCard(t, { name, nameEn: `Dawn Guardian ${i}` });
    }
    const buyer = await registerUser(t);
    const id = await makeList(t, buyer.token);
    const text = names.map((n, i) => (i % 2 ? `4 ${n}` : `2x Dawn Guardian ${i}`)).join('\n');
    const res = await paste(t, buyer.token, id, text);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.matched).toBe(100);
  });
});

describe('the /wants pages', () => {
  it('give the lists and a list with its lines as props, the same as the API; someone else’s list is not found', async () => {
    const { SESSION_COOKIE } = await import('../../server/http/support/sessionCookie.ts');
    await makeCard(t, { name: 'Relâmpago', nameEn: 'Lightning Bolt' });
    const ana = await registerUser(t);
    const bia = await registerUser(t);
    const id = await makeList(t, ana.token, 'Deck');
    await paste(t, ana.token, id, '4 Lightning Bolt');
    const visit = (url: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-inertia': 'true' },
        cookies: token ? { [SESSION_COOKIE]: token } : {},
      });
    const index = await visit('/wants', ana.token);
    expect(index.statusCode).toBe(200);
    expect(index.json().component).toBe('Wants/Index');
    expect(index.json().props.lists).toEqual(
      (await t.request('GET', '/v1/wants', { token: ana.token })).json().result,
    );
    const show = await visit(`/wants/${id}`, ana.token);
    expect(show.json().component).toBe('Wants/Show');
    expect(show.json().props.list).toEqual(
      (await t.request('GET', `/v1/wants/${id}`, { token: ana.token })).json().result,
    );
    expect((await visit(`/wants/${id}`, bia.token)).statusCode).toBe(404);
    // A visitor is sent to log in.
    expect((await visit('/wants')).statusCode).toBe(409);
  });
});
