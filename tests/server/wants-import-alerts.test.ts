import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordBroadcasts } from './cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './support/testApp.ts';
import { listCard, makeBuyer, makeCard, makeList, makeStore, paste } from './wants-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const HEADER = 'codigo;condicao;idioma;extras;quantidade;preco';

async function importCsv(token: string, storeId: number, rows: string[]) {
  const preview = await t.request('POST', '/v1/stock-import/preview', {
    token,
    body: { store_id: storeId, file_name: 'estoque.csv', csv: [HEADER, ...rows].join('\n') },
  });
  expect(preview.statusCode, preview.body).toBe(200);
  const id = preview.json().result.import_id as number;
  const confirm = await t.request('POST', `/v1/stock-import/${id}/confirm`, { token });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return confirm.json().result as { created: number; updated: number };
}

describe('price alerts from a stock CSV import', () => {
  it('tells the watching buyer of listings the import created or dropped, once per line, in one batch', async () => {
    const bolt = await makeCard(t, { name: 'Relâmpago', nameEn: 'Lightning Bolt', code: 'M10-146' });
    const phoenix = await makeCard(t, { name: 'Fênix Anciã', code: 'M10-200' });
    await makeCard(t, { name: 'Goblin Guia', code: 'M10-300' });
    const seller = await registerUser(t);
    const store = await makeStore(t, { uf: 'SP', ownerUserId: seller.id, name: 'Loja do Lojista' });
    const elsewhere = await makeStore(t, { uf: 'MG' });
    // A listing the import will update (a price drop to within the limit), one that stays above it.
    const phoenixListing = await listCard(t, { storeId: store, productId: phoenix, price: 3000 });
    await listCard(t, { storeId: elsewhere, productId: bolt, price: 900 });

    const buyer = await makeBuyer(t);
    const list = await makeList(t, buyer.token);
    await paste(t, buyer.token, list, '4 Relâmpago\n1 Fênix Anciã\n2 Goblin Guia');
    const lines = (await t.request('GET', `/v1/wants/${list}`, { token: buyer.token })).json().result
      .lines as { id: number; card_name: string }[];
    const lineOf = (name: string) => lines.find((l) => l.card_name === name)?.id as number;
    for (const [name, max] of [
      ['Relâmpago', 6],
      ['Fênix Anciã', 20],
      ['Goblin Guia', 1],
    ] as const) {
      const res = await t.request('PUT', `/v1/wants/lines/${lineOf(name)}`, {
        token: buyer.token,
        body: { max_price: max },
      });
      expect(res.statusCode).toBe(200);
    }
    const events = recordBroadcasts(t);

    const result = await importCsv(seller.token, store, [
      // Two new listings of the bolt: the cheaper one (5,50) is the one the buyer hears of.
      'M10-146;NM;BR;;3;5,90',
      'M10-146;SP;BR;;2;5,50',
      // The phoenix drops from 30,00 to 18,00 (an update).
      'M10-200;NM;BR;;4;18,00',
      // The goblin arrives above the line's limit (1,00): no alert.
      'M10-300;NM;BR;;1;2,00',
    ]);
    expect(result).toMatchObject({ created: 3, updated: 1 });
    const alerts = events.filter((e) => e.event === 'wants.price-alert');
    // The alerts are out when the confirm answers (the 2 s target is measured by bench/optimizer).
    const created = await t.db
      .selectFrom('store_listings')
      .select(['id', 'product_id', 'price'])
      .where('store_id', '=', store)
      .execute();
    const cheapBolt = created.find((l) => l.product_id === bolt && l.price === 550)?.id;
    expect(cheapBolt).toBeDefined();
    const byLine = (a: { line_id: number }, b: { line_id: number }) => a.line_id - b.line_id;
    const told = alerts
      .map((e) => e.payload as { line_id: number; listing_id: number; price: number })
      .map(({ line_id, listing_id, price }) => ({ line_id, listing_id, price }))
      .sort(byLine);
    expect(told).toEqual(
      [
        { line_id: lineOf('Relâmpago'), listing_id: cheapBolt, price: 5.5 },
        { line_id: lineOf('Fênix Anciã'), listing_id: phoenixListing, price: 18 },
      ].sort(byLine),
    );
    expect(alerts.every((e) => e.channels[0] === `private-App.Models.User.${buyer.id}`)).toBe(true);
    // One e-mail for the whole import.
    const mails = await t.db
      .selectFrom('outbox_mails')
      .select('subject')
      .where('subject', 'like', 'Alerta de preço%')
      .execute();
    expect(mails).toHaveLength(1);

    // The same offers again (a second import changing nothing but the goblin): nothing new to tell.
    await importCsv(seller.token, store, ['M10-300;NM;BR;;1;2,50']);
    expect(events.filter((e) => e.event === 'wants.price-alert')).toHaveLength(2);
  });
});
