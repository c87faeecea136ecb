import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotice } from '../../../server/domain/notices/notices.ts';
import { recordBroadcasts } from '../cart/fixtures.ts';
import { registerUser } from '../support/testApp.ts';
import { createCatalogueApp } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => {
  await t.close();
});

describe('notices', () => {
  it('GET /v1/notices needs a session and lists the user’s and everyone’s notices with read_at', async () => {
    expect((await t.request('GET', '/v1/notices')).statusCode).toBe(401);
    const user = await registerUser(t);
    const other = await registerUser(t);
    await t.db
      .insertInto('notices')
      .values([
        {
          user_id: user.id,
          title: 'Só para você',
          body: 'Pedido enviado.',
          created_at: new Date().toISOString(),
        },
        {
          user_id: other.id,
          title: 'De outra pessoa',
          body: 'Privado.',
          created_at: new Date().toISOString(),
        },
      ])
      .execute();
    const list = (await t.request('GET', '/v1/notices', { token: user.token })).json().result;
    const titles = list.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe('Só para você');
    expect(titles).not.toContain('De outra pessoa');
    expect(list.filter((n: { global: boolean }) => n.global).length).toBeGreaterThan(0);
    expect(list.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
    expect(Object.keys(list[0]).sort()).toEqual(['body', 'created_at', 'global', 'id', 'read_at', 'title']);
  });

  it('PUT /v1/notices/{id} marks read for that user only; 403 for another user’s notice; 404 unknown', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const [global] = (await t.request('GET', '/v1/notices', { token: user.token })).json().result;
    const res = await t.request('PUT', `/v1/notices/${global.id}`, { token: user.token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Atualizado com sucesso!',
      result: { id: global.id, read_at: expect.any(String) },
    });
    const again = await t.request('PUT', `/v1/notices/${global.id}`, { token: user.token, body: {} });
    expect(again.json().result.read_at).toBe(res.json().result.read_at);
    const mine = (await t.request('GET', '/v1/notices', { token: user.token }))
      .json()
      .result.find((n: { id: number }) => n.id === global.id);
    expect(mine.read_at).not.toBeNull();
    const theirs = (await t.request('GET', '/v1/notices', { token: other.token }))
      .json()
      .result.find((n: { id: number }) => n.id === global.id);
    expect(theirs.read_at).toBeNull();

    const privateNotice = await t.db
      .insertInto('notices')
      .values({ user_id: other.id, title: 'Privado', body: 'x', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await t.request('PUT', `/v1/notices/${privateNotice.id}`, { token: user.token, body: {} })).statusCode,
    ).toBe(403);
    expect((await t.request('PUT', '/v1/notices/99999', { token: user.token, body: {} })).statusCode).toBe(
      404,
    );
    expect((await t.request('PUT', `/v1/notices/${global.id}`, { body: {} })).statusCode).toBe(401);
  });
});

describe('notices over realtime', () => {
  const unreadOf = async (token: string) =>
    (await t.request('GET', '/v1/notices', { token: token }))
      .json()
      .result.filter((n: { read_at: string | null }) => n.read_at === null).length;

  it('createNotice stores the notice and sends notice.created, shaped as the list item, to the user only', async () => {
    const user = await registerUser(t);
    const events = recordBroadcasts(t);
    const unreadBefore = await unreadOf(user.token);
    const item = await createNotice(t.db, t.app.commerce.broadcast, {
      userId: user.id,
      title: 'Pedido enviado',
      body: 'Seu pedido #1042 foi enviado.',
    });
    const listed = (await t.request('GET', '/v1/notices', { token: user.token })).json().result;
    expect(listed[0]).toEqual(item);
    expect(events).toEqual([
      {
        channels: [`private-App.Models.User.${user.id}`],
        event: 'notice.created',
        payload: { ...listed[0], unread_count: unreadBefore + 1 },
      },
    ]);
    expect(item).toMatchObject({ title: 'Pedido enviado', read_at: null, global: false });
  });

  it('PUT /v1/notices/{id} sends notice.read to the user’s channel only when the notice became read', async () => {
    const user = await registerUser(t);
    const item = await createNotice(t.db, () => {}, { userId: user.id, title: 'Aviso', body: 'Texto' });
    const unreadBefore = await unreadOf(user.token);
    const events = recordBroadcasts(t);

    const res = await t.request('PUT', `/v1/notices/${item.id}`, { token: user.token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(events).toEqual([
      {
        channels: [`private-App.Models.User.${user.id}`],
        event: 'notice.read',
        payload: { id: item.id, ids: [item.id], all: false, unread_count: unreadBefore - 1 },
      },
    ]);
    expect(await unreadOf(user.token)).toBe(unreadBefore - 1);

    // Already read: nothing to tell the other tabs.
    expect(
      (await t.request('PUT', `/v1/notices/${item.id}`, { token: user.token, body: {} })).statusCode,
    ).toBe(200);
    expect(events).toHaveLength(1);
    // Refused calls announce nothing either.
    const other = await registerUser(t);
    expect(
      (await t.request('PUT', `/v1/notices/${item.id}`, { token: other.token, body: {} })).statusCode,
    ).toBe(403);
    expect(events).toHaveLength(1);
  });
});
