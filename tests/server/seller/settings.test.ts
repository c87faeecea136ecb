import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBrazil } from '../../../server/domain/stores/settings.ts';
import { createCatalogueApp, inertiaVisits } from '../catalogue/support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let seller: { token: string; id: number };
let stranger: { token: string; id: number };
let admin: { token: string; id: number };
let storeId: number;
let otherStore: { id: number; slug: string };

/** A date `days` after today in Brasília, YYYY-MM-DD. */
const inDays = (days: number) => {
  const d = new Date(`${todayInBrazil()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const storeRow = () =>
  t.db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirstOrThrow();

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
  otherStore = await t.db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('id', '<>', storeId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await t.close();
});

describe('POST /v1/update-store', () => {
  it('saves contact, handling days, origin CEP and description, and the public page shows it at once', async () => {
    const res = await t.request('POST', '/v1/update-store/', {
      token: seller.token,
      body: {
        store_id: storeId,
        description: 'Cartas avulsas e boosters, envio em 24 h.',
        contact_email: ' Contato@Loja.COM ',
        contact_phone: '(11) 98765-4321',
        handling_days: 3,
        origin_postcode: '01310-100',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Salvo com sucesso',
      result: {
        store_id: storeId,
        contact_email: 'contato@loja.com',
        contact_phone: '11987654321',
        handling_days: 3,
        origin_postcode: '01310-100',
      },
    });
    const row = await storeRow();
    expect(row.origin_postcode).toBe('01310100');
    expect(row.description).toBe('Cartas avulsas e boosters, envio em 24 h.');

    const visit = await inertiaVisits(t);
    const page = (await visit(`/${row.slug}`)).json();
    expect(page.props.store.description).toBe('Cartas avulsas e boosters, envio em 24 h.');
  });

  it('answers on /v1/update-store without the slash too, and clears an optional field with ""', async () => {
    const res = await t.request('POST', '/v1/update-store', {
      token: seller.token,
      body: { store_id: storeId, contact_phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect((await storeRow()).contact_phone).toBeNull();
  });

  it('normalizes the slug by the spec rule and moves the public page to it', async () => {
    const res = await t.request('POST', '/v1/update-store', {
      token: seller.token,
      body: { store_id: storeId, name: 'Loja do Sérgio', slug: '  Sérgio   Cartas ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.slug).toBe('sergio-cartas');
    const visit = await inertiaVisits(t);
    expect((await visit('/sergio-cartas')).json().props.store.id).toBe(storeId);
    // Back to the demo address for the tests after this one.
    await t.request('POST', '/v1/update-store', {
      token: seller.token,
      body: { store_id: storeId, slug: 'loja-do-sergio' },
    });
  });

  it("refuses another store's slug with a 422 on slug and changes nothing of the request", async () => {
    const before = await storeRow();
    const res = await t.request('POST', '/v1/update-store', {
      token: seller.token,
      body: { store_id: storeId, name: 'Nome Novo', slug: otherStore.slug },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.slug).toEqual(['Este endereço já está em uso por outra loja.']);
    const after = await storeRow();
    expect(after.name).toBe(before.name);
    expect(after.slug).toBe(before.slug);
  });

  it('refuses a slug that is a path of the site (a screen of routes/pages.json)', async () => {
    for (const slug of ['cart', 'my-store', 'product']) {
      const res = await t.request('POST', '/v1/update-store', {
        token: seller.token,
        body: { store_id: storeId, slug },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.slug[0]).toMatch(/reservado/);
    }
    expect((await storeRow()).slug).toBe('loja-do-sergio');
  });

  it('422 per field for bad input, and nothing written', async () => {
    const before = await storeRow();
    const res = await t.request('POST', '/v1/update-store', {
      token: seller.token,
      body: {
        store_id: storeId,
        description: 'x'.repeat(2001),
        contact_email: 'não é e-mail',
        contact_phone: '123',
        handling_days: 31,
        origin_postcode: '1234',
        name: 'ab',
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['contact_email', 'contact_phone', 'description', 'handling_days', 'name', 'origin_postcode'].sort(),
    );
    expect(errors.handling_days).toEqual(['Os dias para postagem devem ficar entre 1 e 30.']);
    expect(errors.description).toEqual(['A descrição deve ter no máximo 2000 caracteres.']);
    const zero = await t.request('POST', '/v1/update-store', {
      token: seller.token,
      body: { store_id: storeId, handling_days: 0 },
    });
    expect(zero.statusCode).toBe(422);
    const after = await storeRow();
    expect(after).toEqual(before);
  });

  it('401 without a session, 403 for another user, 404 for an unknown store, 419 without XSRF', async () => {
    const body = { store_id: storeId, description: 'invasão' };
    expect((await t.request('POST', '/v1/update-store', { body })).statusCode).toBe(401);
    const forbidden = await t.request('POST', '/v1/update-store', { token: stranger.token, body });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem acesso a esta loja.');
    const unknown = await t.request('POST', '/v1/update-store', {
      token: seller.token,
      body: { store_id: 999999, description: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.request('POST', '/v1/update-store', { token: seller.token, body, xsrf: false })).statusCode,
    ).toBe(419);
    expect((await storeRow()).description).not.toBe('invasão');
  });

  it('an admin may change any store', async () => {
    const res = await t.request('POST', '/v1/update-store', {
      token: admin.token,
      body: { store_id: otherStore.id, handling_days: 5 },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('stores')
      .select('handling_days')
      .where('id', '=', otherStore.id)
      .executeTakeFirstOrThrow();
    expect(row.handling_days).toBe(5);
  });
});

describe('POST /v1/free-shipping-day/save', () => {
  const week = async () =>
    (await t.request('POST', '/v1/free-shipping-day', { body: { store_id: storeId } })).json().result as {
      day_of_week: number;
      free: boolean;
      min_order: number | null;
    }[];

  it("sets the listed days, keeps the others, and the buyers' read shows it", async () => {
    await t.request('POST', '/v1/free-shipping-day/save', {
      token: seller.token,
      body: {
        store_id: storeId,
        days: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day_of_week: d, enabled: false })),
      },
    });
    const res = await t.request('POST', '/v1/free-shipping-day/save', {
      token: seller.token,
      body: {
        store_id: storeId,
        days: [
          { day_of_week: 3, enabled: true, min_order: 150.5 },
          { day_of_week: 5, enabled: true, min_order: 0 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Salvo com sucesso');
    expect(res.json().result[3]).toEqual({ day_of_week: 3, enabled: true, min_order: 150.5 });
    const read = await week();
    expect(read.filter((d) => d.free).map((d) => d.day_of_week)).toEqual([3, 5]);
    expect(read[3]?.min_order).toBe(150.5);
    const cents = await t.db
      .selectFrom('store_free_shipping_days')
      .select('min_order')
      .where('store_id', '=', storeId)
      .where('day_of_week', '=', 3)
      .executeTakeFirstOrThrow();
    expect(cents.min_order).toBe(15050);

    await t.request('POST', '/v1/free-shipping-day/save', {
      token: seller.token,
      body: { store_id: storeId, days: [{ day_of_week: 5, enabled: false, min_order: 0 }] },
    });
    expect((await week()).filter((d) => d.free).map((d) => d.day_of_week)).toEqual([3]);
  });

  it('422 for a repeated day, a day outside 0–6 or a negative minimum, and nothing written', async () => {
    const bad = [
      [
        { day_of_week: 1, enabled: true, min_order: 10 },
        { day_of_week: 1, enabled: false },
      ],
      [{ day_of_week: 7, enabled: true, min_order: 10 }],
      [{ day_of_week: 2, enabled: true, min_order: -1 }],
      [],
    ];
    for (const days of bad) {
      const res = await t.request('POST', '/v1/free-shipping-day/save', {
        token: seller.token,
        body: { store_id: storeId, days },
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await week()).filter((d) => d.free).map((d) => d.day_of_week)).toEqual([3]);
  });

  it('401, 403, 404 and 419', async () => {
    const body = { store_id: storeId, days: [{ day_of_week: 1, enabled: true, min_order: 0 }] };
    expect((await t.request('POST', '/v1/free-shipping-day/save', { body })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/v1/free-shipping-day/save', { token: stranger.token, body })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('POST', '/v1/free-shipping-day/save', {
          token: seller.token,
          body: { ...body, store_id: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request('POST', '/v1/free-shipping-day/save', { token: seller.token, body, xsrf: false }))
        .statusCode,
    ).toBe(419);
    expect((await week())[1]?.free).toBe(false);
  });
});

describe('block dates', () => {
  let firstId: number;

  it('adds a period, lists it, and refuses an overlapping one', async () => {
    const res = await t.request('POST', '/v1/block-date', {
      token: seller.token,
      body: { store_id: storeId, starts_on: inDays(10), ends_on: inDays(20), reason: 'Férias' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ starts_on: inDays(10), ends_on: inDays(20), reason: 'Férias' });
    firstId = res.json().result.id;

    const list = await t.request('GET', '/v1/block-date', {
      token: seller.token,
      query: { store_id: storeId },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((b: { id: number }) => b.id)).toEqual([firstId]);

    const overlap = await t.request('POST', '/v1/block-date', {
      token: seller.token,
      body: { store_id: storeId, starts_on: inDays(20), ends_on: inDays(25) },
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.starts_on[0]).toMatch(
      /coincide com outro bloqueio \(\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\)/,
    );

    const oneDay = await t.request('POST', '/v1/block-date', {
      token: seller.token,
      body: { store_id: storeId, starts_on: inDays(21), ends_on: inDays(21), reason: '' },
    });
    expect(oneDay.statusCode).toBe(201);
    expect(oneDay.json().result.reason).toBeNull();
  });

  it('422 for a past start, an end before the start and an impossible date; nothing written', async () => {
    const count = async () =>
      (await t.db.selectFrom('store_block_dates').select('id').where('store_id', '=', storeId).execute())
        .length;
    const before = await count();
    const cases: [Record<string, string>, string][] = [
      [{ starts_on: inDays(-1), ends_on: inDays(2) }, 'starts_on'],
      [{ starts_on: inDays(40), ends_on: inDays(35) }, 'ends_on'],
      [{ starts_on: '2031-02-30', ends_on: '2031-03-02' }, 'starts_on'],
      [{ starts_on: 'amanhã', ends_on: inDays(50) }, 'starts_on'],
    ];
    for (const [dates, fieldName] of cases) {
      const res = await t.request('POST', '/v1/block-date', {
        token: seller.token,
        body: { store_id: storeId, ...dates },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[fieldName]).toHaveLength(1);
    }
    expect(await count()).toBe(before);
  });

  it("401/403/404/419 on list, add and delete; someone else's period stays", async () => {
    expect((await t.request('GET', '/v1/block-date', { query: { store_id: storeId } })).statusCode).toBe(401);
    expect(
      (await t.request('GET', '/v1/block-date', { token: stranger.token, query: { store_id: storeId } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', '/v1/block-date', { token: seller.token, query: { store_id: 999999 } }))
        .statusCode,
    ).toBe(404);
    const body = { store_id: storeId, starts_on: inDays(60), ends_on: inDays(61) };
    expect((await t.request('POST', '/v1/block-date', { token: stranger.token, body })).statusCode).toBe(403);
    expect(
      (await t.request('POST', '/v1/block-date', { token: seller.token, body, xsrf: false })).statusCode,
    ).toBe(419);
    expect((await t.request('DELETE', `/v1/block-date/${firstId}`)).statusCode).toBe(401);
    expect(
      (await t.request('DELETE', `/v1/block-date/${firstId}`, { token: stranger.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('DELETE', `/v1/block-date/${firstId}`, { token: seller.token, xsrf: false }))
        .statusCode,
    ).toBe(419);
    expect((await t.request('DELETE', '/v1/block-date/999999', { token: seller.token })).statusCode).toBe(
      404,
    );
    const still = await t.db.selectFrom('store_block_dates').select('id').where('id', '=', firstId).execute();
    expect(still).toHaveLength(1);
  });

  it('deletes a period', async () => {
    const res = await t.request('DELETE', `/v1/block-date/${firstId}`, { token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Excluído com sucesso');
    const list = await t.request('GET', '/v1/block-date', {
      token: seller.token,
      query: { store_id: storeId },
    });
    expect(list.json().result.map((b: { id: number }) => b.id)).not.toContain(firstId);
  });
});

describe('boxes', () => {
  it('adds, lists and deletes a box', async () => {
    const box = { name: 'Caixa P', length_cm: 20, width_cm: 15, height_cm: 5, max_weight_g: 1000 };
    const res = await t.request('POST', '/v1/box-store', {
      token: seller.token,
      body: { store_id: storeId, ...box },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject(box);
    const id = res.json().result.id;
    const list = await t.request('GET', '/v1/box-store', {
      token: seller.token,
      query: { store_id: storeId },
    });
    expect(list.json().result).toEqual([{ id, ...box }]);
    const del = await t.request('DELETE', `/v1/box-store/${id}`, { token: seller.token });
    expect(del.statusCode).toBe(200);
    const after = await t.request('GET', '/v1/box-store', {
      token: seller.token,
      query: { store_id: storeId },
    });
    expect(after.json().result).toEqual([]);
  });

  it('422 for sizes outside 1–200 cm, a weight over 30000 g or no name; nothing written', async () => {
    const res = await t.request('POST', '/v1/box-store', {
      token: seller.token,
      body: { store_id: storeId, name: '', length_cm: 0, width_cm: 201, height_cm: 2.5, max_weight_g: 30001 },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'height_cm',
      'length_cm',
      'max_weight_g',
      'name',
      'width_cm',
    ]);
    expect(res.json().errors.width_cm).toEqual(['O campo largura deve ficar entre 1 e 200 cm.']);
    const rows = await t.db.selectFrom('store_boxes').select('id').where('store_id', '=', storeId).execute();
    expect(rows).toHaveLength(0);
  });

  it("401/403/404/419; another user cannot delete the store's box", async () => {
    const box = {
      store_id: storeId,
      name: 'Caixa M',
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      max_weight_g: 2000,
    };
    const id = (await t.request('POST', '/v1/box-store', { token: seller.token, body: box })).json().result
      .id;
    expect((await t.request('POST', '/v1/box-store', { body: box })).statusCode).toBe(401);
    expect((await t.request('POST', '/v1/box-store', { token: stranger.token, body: box })).statusCode).toBe(
      403,
    );
    expect(
      (await t.request('POST', '/v1/box-store', { token: seller.token, body: { ...box, store_id: 999999 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request('POST', '/v1/box-store', { token: seller.token, body: box, xsrf: false })).statusCode,
    ).toBe(419);
    expect((await t.request('GET', '/v1/box-store', { query: { store_id: storeId } })).statusCode).toBe(401);
    expect((await t.request('DELETE', `/v1/box-store/${id}`, { token: stranger.token })).statusCode).toBe(
      403,
    );
    expect((await t.request('DELETE', '/v1/box-store/999999', { token: seller.token })).statusCode).toBe(404);
    const rows = await t.db.selectFrom('store_boxes').select('id').where('store_id', '=', storeId).execute();
    expect(rows.map((r) => r.id)).toEqual([id]);
  });
});

describe('the screens get their data from the server', () => {
  it('config-store and personalize-store carry the settings; a stranger is sent away', async () => {
    const visit = await inertiaVisits(t);
    const login = await t.request('POST', '/login', {
      body: { email: 'lojista@exemplo.com', password: 'segredo123' },
    });
    const session = login.cookies.find((c) => c.name === 'mc_session')?.value as string;
    const config = (await visit(`/my-store/config-store/${storeId}`, {}, session)).json();
    expect(config.component).toBe('MyStore/Config');
    expect(config.props.store.id).toBe(storeId);
    expect(config.props.settings.handling_days).toBe(3);
    expect(config.props.free_shipping_days).toHaveLength(7);
    expect(config.props.free_shipping_days[3]).toEqual({ day_of_week: 3, enabled: true, min_order: 150.5 });
    expect(config.props.boxes).toHaveLength(1);
    expect(config.props.today).toBe(todayInBrazil());
    const look = (await visit(`/my-store/personalize-store/${storeId}`, {}, session)).json();
    expect(look.component).toBe('MyStore/Personalize');
    expect(look.props.settings.slug).toBe('loja-do-sergio');
    const away = await visit(`/my-store/config-store/${otherStore.id}`, {}, session);
    const location = String(away.headers.location ?? away.headers['x-inertia-location'] ?? '');
    expect(location).toMatch(/\/my-store\/list$/);
  });
});
