import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transactionWithBroadcasts } from '../../server/domain/broadcasts.ts';
import { createNotice } from '../../server/domain/notices/notices.ts';
import { recordBroadcasts } from './cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;

async function makeAdmin(): Promise<User> {
  const admin = await registerUser(t, { name: 'Ana', last_name: 'Admin' });
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  return admin;
}

async function suggest(user: User, body: Record<string, unknown> = {}) {
  return t.request('POST', '/v1/product-suggestions', {
    token: user.token,
    body: { name: 'Charizard', collection: 'Base Set 4/102', type: 'card', notes: 'Holo', ...body },
  });
}

const review = (admin: User, id: number, status: unknown) =>
  t.request('PUT', `/v1/admin/product-suggestions/${id}`, { token: admin.token, body: { status } });

const noticeRows = (userId: number) =>
  t.db.selectFrom('notices').selectAll().where('user_id', '=', userId).execute();

describe('POST /v1/product-suggestions', () => {
  it('saves the suggestion pending for the signed-in user', async () => {
    const user = await registerUser(t);
    const res = await suggest(user, { collection: '  Base Set 4/102 ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Salvo com sucesso',
      result: {
        id: expect.any(Number),
        user_id: user.id,
        name: 'Charizard',
        collection: 'Base Set 4/102',
        type: 'card',
        notes: 'Holo',
        status: 'pending',
        status_label: 'Pendente',
        reviewed_at: null,
        created_at: expect.any(String),
      },
    });
    const row = await t.db
      .selectFrom('product_suggestions')
      .selectAll()
      .where('id', '=', res.json().result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, status: 'pending', reviewed_by: null });
  });

  it('defaults the type to card and stores empty optional fields as null', async () => {
    const user = await registerUser(t);
    const res = await t.request('POST', '/v1/product-suggestions/', {
      token: user.token,
      body: { name: 'Pikachu', collection: '', notes: '   ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ type: 'card', collection: null, notes: null });
  });

  it('answers 422 with Portuguese field errors on bad input, and 401 without a session', async () => {
    const user = await registerUser(t);
    const bad = await t.request('POST', '/v1/product-suggestions', {
      token: user.token,
      body: { name: '  ', type: 'dragon', collection: 'x'.repeat(121) },
    });
    expect(bad.statusCode).toBe(422);
    const body = bad.json();
    expect(body.message).toBe('O campo nome é obrigatório. (e mais 2 erros)');
    expect(body.errors).toEqual({
      name: ['O campo nome é obrigatório.'],
      collection: ['O campo coleção deve ter no máximo 120 caracteres.'],
      type: ['O campo tipo deve ser card, tcg, accessory ou bra.'],
    });
    expect((await t.request('POST', '/v1/product-suggestions', { token: user.token })).statusCode).toBe(422);
    expect((await t.request('POST', '/v1/product-suggestions', { body: { name: 'X' } })).statusCode).toBe(
      401,
    );
    expect(await t.db.selectFrom('product_suggestions').select('id').execute()).toEqual([]);
  });
});

describe('GET /v1/product-suggestions', () => {
  it('lists only the user’s own suggestions, newest first', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await suggest(user, { name: 'Primeira' });
    await suggest(other, { name: 'De outra pessoa' });
    await suggest(user, { name: 'Segunda' });
    const res = await t.request('GET', '/v1/product-suggestions', { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((s: { name: string }) => s.name)).toEqual(['Segunda', 'Primeira']);
    expect((await t.request('GET', '/v1/product-suggestions')).statusCode).toBe(401);
  });
});

describe('admin review', () => {
  it('is for admins only: 401 without a session, 403 for a user, 404 for an unknown id, 422 on a bad status', async () => {
    const user = await registerUser(t);
    const admin = await makeAdmin();
    const { id } = (await suggest(user)).json().result;

    expect(
      (await t.request('PUT', `/v1/admin/product-suggestions/${id}`, { body: { status: 'approved' } }))
        .statusCode,
    ).toBe(401);
    const refused = await review(user, id, 'approved');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem permissão para acessar este recurso.');
    expect((await t.request('GET', '/v1/admin/product-suggestions', { token: user.token })).statusCode).toBe(
      403,
    );

    const missing = await review(admin, 99999, 'approved');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sugestão não encontrada.');
    expect((await review(admin, Number.NaN, 'approved')).statusCode).toBe(404);

    const bad = await review(admin, id, 'pending');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual([
      'O campo status deve ser approved (aprovar) ou rejected (recusar).',
    ]);

    const row = await t.db
      .selectFrom('product_suggestions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('approves in one go: status, a notice for the author, then notice.created and suggestion.approved on their channel', async () => {
    const user = await registerUser(t);
    const admin = await makeAdmin();
    const { id } = (await suggest(user, { name: 'Charizard — Base Set' })).json().result;
    const events = recordBroadcasts(t);

    const res = await review(admin, id, 'approved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Sugestão aprovada com sucesso!',
      result: { id, status: 'approved', status_label: 'Aprovada', reviewed_at: expect.any(String) },
    });
    const row = await t.db
      .selectFrom('product_suggestions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', reviewed_by: admin.id });

    const message = 'Sua sugestão de carta "Charizard — Base Set" foi aprovada!';
    const notices = await noticeRows(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Sugestão aprovada', body: message });

    const channel = `private-App.Models.User.${user.id}`;
    expect(events.map((e) => e.event)).toEqual(['notice.created', 'suggestion.approved']);
    expect(events.every((e) => e.channels.length === 1 && e.channels[0] === channel)).toBe(true);
    expect(events[1].payload).toEqual({
      id,
      name: 'Charizard — Base Set',
      message,
      approved_at: row.reviewed_at,
    });

    // notice.created carries the notice exactly as the user's GET /v1/notices lists it, plus the count.
    const listed = (await t.request('GET', '/v1/notices', { token: user.token }))
      .json()
      .result.find((n: { id: number }) => n.id === notices[0].id);
    expect(listed).toBeDefined();
    expect(events[0].payload).toEqual({ ...listed, unread_count: 1 });

    // Asking again changes nothing and announces nothing.
    const again = await review(admin, id, 'approved');
    expect(again.statusCode).toBe(200);
    expect(again.json().result.status).toBe('approved');
    expect(await noticeRows(user.id)).toHaveLength(1);
    expect(events).toHaveLength(2);

    // A decided suggestion cannot be turned around.
    const turned = await review(admin, id, 'rejected');
    expect(turned.statusCode).toBe(422);
    expect(turned.json().errors.status).toEqual(['Esta sugestão já foi aprovada e não pode ser alterada.']);
    expect(events).toHaveLength(2);

    const mine = (await t.request('GET', '/v1/product-suggestions', { token: user.token })).json().result;
    expect(mine[0]).toMatchObject({ id, status: 'approved' });
  });

  it('rejects without notifying the author', async () => {
    const user = await registerUser(t);
    const admin = await makeAdmin();
    const { id } = (await suggest(user)).json().result;
    const events = recordBroadcasts(t);
    const res = await review(admin, id, 'rejected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Sugestão recusada.', result: { status: 'rejected' } });
    expect(await noticeRows(user.id)).toEqual([]);
    expect(events).toEqual([]);
  });

  it('lets the admin list suggestions by status, oldest first', async () => {
    const user = await registerUser(t);
    const admin = await makeAdmin();
    const first = (await suggest(user, { name: 'A' })).json().result;
    await suggest(user, { name: 'B' });
    await review(admin, first.id, 'rejected');
    const pending = await t.request('GET', '/v1/admin/product-suggestions', {
      token: admin.token,
      query: { status: 'pending' },
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().result.map((s: { name: string }) => s.name)).toEqual(['B']);
    const all = await t.request('GET', '/v1/admin/product-suggestions', { token: admin.token });
    expect(all.json().result.map((s: { name: string }) => s.name)).toEqual(['A', 'B']);
    const bad = await t.request('GET', '/v1/admin/product-suggestions', {
      token: admin.token,
      query: { status: 'x' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('broadcasts after commit', () => {
  it('sends nothing, and keeps no notice, when the transaction rolls back', async () => {
    const user = await registerUser(t);
    const events: string[] = [];
    await expect(
      transactionWithBroadcasts(
        t.db,
        (_channels, event) => events.push(event),
        async (trx, later) => {
          await createNotice(trx, later, { userId: user.id, title: 'Oi', body: 'Corpo' });
          expect(events).toEqual([]);
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect(events).toEqual([]);
    expect(await noticeRows(user.id)).toEqual([]);

    await transactionWithBroadcasts(
      t.db,
      (_channels, event) => events.push(event),
      (trx, later) => createNotice(trx, later, { userId: user.id, title: 'Oi', body: 'Corpo' }),
    );
    expect(events).toEqual(['notice.created']);
    expect(await noticeRows(user.id)).toHaveLength(1);
  });
});
