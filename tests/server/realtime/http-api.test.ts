import { signApiRequest } from '../../../server/realtime/index.ts';
import {
  APP,
  apiRequest,
  cleanup,
  connectPusher,
  RawClient,
  sleep,
  startServer,
  subscribed,
  waitFor,
} from './helpers.ts';

afterEach(cleanup);

const EVENTS = `/apps/${APP.id}/events`;

describe('POST /apps/{id}/events', () => {
  it('delivers a signed event and answers {}', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server);
    await subscribed(pusher, 'private-store.3');
    const received = waitFor<unknown>(
      (resolve) => pusher.channel('private-store.3').bind('order.created', resolve),
      'event',
    );

    // Shape sent by Laravel's pusher broadcaster: data is a JSON string.
    const response = await apiRequest(server, 'POST', EVENTS, {
      body: {
        name: 'order.created',
        channels: ['private-store.3'],
        data: JSON.stringify({ order_id: 12, total: '89.90' }),
      },
    });
    expect(response).toEqual({ status: 200, body: {} });
    expect(await received).toEqual({ order_id: 12, total: '89.90' });
  });

  it('accepts `channel` and excludes `socket_id`', async () => {
    const server = await startServer();
    const a = await RawClient.open(server);
    const b = await RawClient.open(server);
    await a.subscribe('catalog');
    await b.subscribe('catalog');
    const response = await apiRequest(server, 'POST', EVENTS, {
      body: { name: 'x', channel: 'catalog', data: '"hi"', socket_id: a.socketId },
    });
    expect(response.status).toBe(200);
    expect(await b.nextEvent('x')).toMatchObject({ channel: 'catalog', data: 'hi' });
    await sleep(100);
    expect(a.frames.filter((frame) => frame.event === 'x')).toEqual([]);
  });

  it('returns channel attributes when info is requested', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    await client.subscribe('presence-room', { userId: 'u' });
    const response = await apiRequest(server, 'POST', EVENTS, {
      body: {
        name: 'x',
        channels: ['presence-room', 'empty'],
        data: '{}',
        info: 'user_count,subscription_count',
      },
    });
    expect(response.body).toEqual({
      channels: {
        'presence-room': { user_count: 1, subscription_count: 1 },
        empty: { subscription_count: 0 },
      },
    });
  });

  it('answers 401 to a bad signature and delivers nothing', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    await client.subscribe('catalog');
    const body = { name: 'sneaky', channels: ['catalog'], data: '{}' };

    expect((await apiRequest(server, 'POST', EVENTS, { body, secret: 'wrong-secret' })).status).toBe(401);
    expect((await apiRequest(server, 'POST', EVENTS, { body, key: 'wrong-key' })).status).toBe(401);
    const stale = await apiRequest(server, 'POST', EVENTS, {
      body,
      timestamp: Math.floor(Date.now() / 1000) - 700,
    });
    expect(stale).toMatchObject({ status: 401, body: { error: expect.stringMatching(/Timestamp/) } });

    // Body swapped after signing: body_md5 no longer matches.
    const signedFor = JSON.stringify(body);
    const query = signApiRequest({ ...APP, method: 'POST', path: EVENTS, body: signedFor });
    const tampered = await fetch(`http://127.0.0.1:${server.port}${EVENTS}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, data: '{"evil":true}' }),
    });
    expect(tampered.status).toBe(401);

    const unsigned = await fetch(`http://127.0.0.1:${server.port}${EVENTS}`, {
      method: 'POST',
      body: signedFor,
    });
    expect(unsigned.status).toBe(401);

    await sleep(150);
    expect(client.frames.filter((frame) => frame.event === 'sneaky')).toEqual([]);
    expect(server.stats().eventsPublished).toBe(0);
  });

  it('answers 404 for an unknown app, 400 for bad input and 413 for oversized data', async () => {
    const server = await startServer();
    const unknown = await apiRequest(server, 'POST', '/apps/nope/events', {
      body: { name: 'x', channel: 'a', data: '{}' },
    });
    expect(unknown.status).toBe(404);

    expect((await apiRequest(server, 'POST', EVENTS, { body: '{not json' })).status).toBe(400);
    expect((await apiRequest(server, 'POST', EVENTS, { body: { channel: 'a', data: '{}' } })).status).toBe(
      400,
    );
    expect((await apiRequest(server, 'POST', EVENTS, { body: { name: 'x', data: '{}' } })).status).toBe(400);
    expect(
      (await apiRequest(server, 'POST', EVENTS, { body: { name: 'x', channel: 'bad name', data: '' } }))
        .status,
    ).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect(
      (await apiRequest(server, 'POST', EVENTS, { body: { name: 'x', channels: tooMany, data: '' } })).status,
    ).toBe(400);
    const forged = await apiRequest(server, 'POST', EVENTS, {
      body: { name: 'pusher_internal:member_added', channel: 'presence-a', data: '{}' },
    });
    expect(forged.status).toBe(400);
    const badSocket = await apiRequest(server, 'POST', EVENTS, {
      body: { name: 'x', channel: 'a', data: '{}', socket_id: 'abc' },
    });
    expect(badSocket.status).toBe(400);

    const big = await apiRequest(server, 'POST', EVENTS, {
      body: { name: 'x', channel: 'a', data: 'x'.repeat(10_241) },
    });
    expect(big).toMatchObject({ status: 413, body: { error: expect.stringMatching(/larger than 10240/) } });

    const wrongMethod = await apiRequest(server, 'GET', EVENTS);
    expect(wrongMethod.status).toBe(405);
    expect((await apiRequest(server, 'GET', '/apps/app-1/nothing')).status).toBe(404);
  });

  it('answers 413 to a request body over maxRequestBytes', async () => {
    const server = await startServer({ maxRequestBytes: 1024 });
    const response = await apiRequest(server, 'POST', EVENTS, {
      body: { name: 'x', channel: 'a', data: 'y'.repeat(2000) },
    });
    expect(response.status).toBe(413);
  });
});

describe('POST /apps/{id}/batch_events', () => {
  it('delivers every event of the batch', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    await client.subscribe('private-App.Models.User.1');
    await client.subscribe('private-store.2');
    const response = await apiRequest(server, 'POST', `/apps/${APP.id}/batch_events`, {
      body: {
        batch: [
          { name: 'notice.created', channel: 'private-App.Models.User.1', data: '{"id":1}' },
          { name: 'order.created', channel: 'private-store.2', data: '{"order_id":2}' },
        ],
      },
    });
    expect(response).toEqual({ status: 200, body: {} });
    expect(await client.nextEvent('notice.created')).toMatchObject({ data: { id: 1 } });
    expect(await client.nextEvent('order.created')).toMatchObject({ data: { order_id: 2 } });
  });

  it('rejects the whole batch when one event is invalid or the batch is too long', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    await client.subscribe('catalog');
    const bad = await apiRequest(server, 'POST', `/apps/${APP.id}/batch_events`, {
      body: {
        batch: [
          { name: 'ok', channel: 'catalog', data: '{}' },
          { name: 'broken', channel: 'bad name', data: '{}' },
        ],
      },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: expect.stringMatching(/batch\[1\]/) } });

    const eleven = Array.from({ length: 11 }, () => ({ name: 'ok', channel: 'catalog', data: '{}' }));
    expect(
      (await apiRequest(server, 'POST', `/apps/${APP.id}/batch_events`, { body: { batch: eleven } })).status,
    ).toBe(400);
    await sleep(100);
    expect(client.frames.filter((frame) => frame.event === 'ok')).toEqual([]);
  });
});

describe('channel queries', () => {
  async function populated() {
    const server = await startServer();
    const ana = await RawClient.open(server);
    const bruno = await RawClient.open(server);
    const brunoTab = await RawClient.open(server);
    await ana.subscribe('presence-store.1.staff', { userId: 1 });
    await bruno.subscribe('presence-store.1.staff', { userId: 2 });
    await brunoTab.subscribe('presence-store.1.staff', { userId: 2 });
    await ana.subscribe('catalog');
    await ana.subscribe('private-store.1');
    return server;
  }

  it('lists occupied channels, filtered and with counts', async () => {
    const server = await populated();
    const all = await apiRequest(server, 'GET', `/apps/${APP.id}/channels`);
    expect(all).toEqual({
      status: 200,
      body: { channels: { 'presence-store.1.staff': {}, catalog: {}, 'private-store.1': {} } },
    });

    const presence = await apiRequest(server, 'GET', `/apps/${APP.id}/channels`, {
      query: { filter_by_prefix: 'presence-', info: 'user_count,subscription_count' },
    });
    expect(presence.body).toEqual({
      channels: { 'presence-store.1.staff': { user_count: 2, subscription_count: 3 } },
    });

    const refused = await apiRequest(server, 'GET', `/apps/${APP.id}/channels`, {
      query: { info: 'user_count' },
    });
    expect(refused.status).toBe(400);
  });

  it('describes one channel', async () => {
    const server = await populated();
    const presence = await apiRequest(server, 'GET', `/apps/${APP.id}/channels/presence-store.1.staff`, {
      query: { info: 'user_count,subscription_count' },
    });
    expect(presence.body).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });

    expect((await apiRequest(server, 'GET', `/apps/${APP.id}/channels/catalog`)).body).toEqual({
      occupied: true,
    });
    expect((await apiRequest(server, 'GET', `/apps/${APP.id}/channels/nobody-here`)).body).toEqual({
      occupied: false,
    });
    const userCountOnPublic = await apiRequest(server, 'GET', `/apps/${APP.id}/channels/catalog`, {
      query: { info: 'user_count' },
    });
    expect(userCountOnPublic.status).toBe(400);
  });

  it('lists presence users', async () => {
    const server = await populated();
    const users = await apiRequest(server, 'GET', `/apps/${APP.id}/channels/presence-store.1.staff/users`);
    expect(users).toEqual({ status: 200, body: { users: [{ id: '1' }, { id: '2' }] } });
    expect((await apiRequest(server, 'GET', `/apps/${APP.id}/channels/catalog/users`)).status).toBe(400);
  });

  it('requires a signature for queries too', async () => {
    const server = await populated();
    expect((await apiRequest(server, 'GET', `/apps/${APP.id}/channels`, { secret: 'nope' })).status).toBe(
      401,
    );
  });
});
