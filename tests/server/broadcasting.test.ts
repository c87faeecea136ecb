import { createServer } from 'node:net';
import Echo from 'laravel-echo';
import Pusher, { type PresenceChannel } from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type RealtimeHandle, startRealtime } from '../../server/bootstrap/realtime.ts';
import { loadConfig } from '../../server/config.ts';
import { type DB, openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { sessionTokenFromSetCookie } from '../../server/http/support/sessionCookie.ts';
import { authorizeChannel } from '../../server/realtime/auth.ts';
import { HttpBroadcaster } from '../../server/realtime/broadcaster.ts';
import { silentLogger } from '../../server/realtime/logger.ts';
import { makeStore } from './cart/fixtures.ts';

/**
 * The host and its socket server together, driven by the real pusher-js and laravel-echo clients:
 * channel authorisation goes through the host's POST /broadcasting/auth with the user's bearer token.
 */
let base: string;
let db: DB;
let realtime: RealtimeHandle;
let close: () => Promise<void>;
const clients: Pusher[] = [];

beforeEach(async () => {
  const config = { ...loadConfig({}), wsPort: 0, host: '127.0.0.1', realtime: true };
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(database.db);
  db = database.db;
  realtime = await startRealtime(config, {});
  const app = await buildApp({ config, database, broadcaster: realtime.broadcaster });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  close = async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await app.close();
    await realtime.close();
    await database.close();
  };
});
afterEach(async () => close());

async function call(
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
  headers: Record<string, string> = {},
) {
  const res = await fetch(base + path, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=t',
      'x-xsrf-token': 't',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    session: sessionTokenFromSetCookie(res.headers.getSetCookie()),
    body: (await res.json()) as Record<string, never>,
  };
}

async function register(name: string) {
  const email = `${name.toLowerCase()}_${Date.now()}_${Math.random().toString(36).slice(2)}@example.com`;
  const res = await call('/register', {
    user: { name, last_name: 'T', email, password: 'segredo123', password_confirmation: 'segredo123' },
  });
  const result = res.body.result as unknown as { user: { id: number } };
  return { token: res.session ?? '', id: result.user.id };
}

function client(token: string): Pusher {
  const pusher = new Pusher('marketplace-key', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: realtime.server?.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${base}/broadcasting/auth`,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        call('/broadcasting/auth', { socket_id: socketId, channel_name: channelName }, token)
          .then((res) =>
            res.status === 200
              ? callback(null, res.body as never)
              : callback(new Error(String(res.status)), null),
          )
          .catch((e: Error) => callback(e, null));
      },
    },
  });
  clients.push(pusher);
  return pusher;
}

const within = <T>(ms: number, fn: (resolve: (v: T) => void) => void) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    fn((v) => {
      clearTimeout(timer);
      resolve(v);
    });
  });

/** Resolves once `check` holds (polled every 10 ms), or fails after 5 s. */
const until = (check: () => boolean) =>
  within<void>(5000, (resolve) => {
    const timer = setInterval(() => {
      if (!check()) return;
      clearInterval(timer);
      resolve();
    }, 10);
  });

describe('realtime through the host', () => {
  it('Echo subscribes to the user channel through /broadcasting/auth and receives a broadcast', async () => {
    const user = await register('Ana');
    const echo = new Echo({ broadcaster: 'pusher', client: client(user.token) });
    const received = within<unknown>(5000, (resolve) => {
      echo.private(`App.Models.User.${user.id}`).listen('.notice.created', resolve);
    });
    // Wait until the subscription is confirmed before broadcasting.
    await within(5000, (resolve) =>
      (echo.connector as unknown as { pusher: Pusher }).pusher
        .channel(`private-App.Models.User.${user.id}`)
        .bind('pusher:subscription_succeeded', resolve),
    );
    await realtime.broadcaster.broadcast([`private-App.Models.User.${user.id}`], 'notice.created', {
      id: 1,
      title: 'Pedido enviado',
    });
    expect(await received).toEqual({ id: 1, title: 'Pedido enviado' });
    echo.disconnect();
  });

  it('delivers an event sent through the signed HTTP events API', async () => {
    const user = await register('Bia');
    const pusher = client(user.token);
    const channel = pusher.subscribe(`private-App.Models.User.${user.id}`);
    await within(5000, (resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    const received = within<unknown>(5000, (resolve) => channel.bind('order.status-changed', resolve));
    const http = new HttpBroadcaster({
      baseUrl: `http://127.0.0.1:${realtime.server?.port}`,
      appId: 'marketplace',
      key: 'marketplace-key',
      secret: 'marketplace-secret',
      logger: silentLogger,
    });
    await http.broadcast([`private-App.Models.User.${user.id}`], 'order.status-changed', {
      order_id: 9,
      status: 'paid',
    });
    expect(await received).toEqual({ order_id: 9, status: 'paid' });
  });

  it("refuses another user's channel with 403 and the subscription fails", async () => {
    const ana = await register('Ana');
    const bia = await register('Bia');
    const res = await call(
      '/broadcasting/auth',
      { socket_id: '123.456', channel_name: `private-App.Models.User.${bia.id}` },
      ana.token,
    );
    expect(res.status).toBe(403);
    const pusher = client(ana.token);
    const channel = pusher.subscribe(`private-App.Models.User.${bia.id}`);
    const failed = await within<unknown>(5000, (resolve) =>
      channel.bind('pusher:subscription_error', resolve),
    );
    expect(failed).toBeDefined();
  });

  it('requires a session, a valid socket id and refuses unknown channels', async () => {
    const ana = await register('Ana');
    expect((await call('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-x' })).status).toBe(
      401,
    );
    expect(
      (
        await call(
          '/broadcasting/auth',
          { socket_id: 'bad', channel_name: `private-App.Models.User.${ana.id}` },
          ana.token,
        )
      ).status,
    ).toBe(422);
    expect(
      (await call('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-store.999' }, ana.token))
        .status,
    ).toBe(403);
    expect(
      (await call('/broadcasting/auth', { socket_id: '1.2', channel_name: 'presence-x' }, ana.token)).status,
    ).toBe(403);
  });

  it('an approved suggestion reaches its author live: notice.created, suggestion.approved, then notice.read', async () => {
    const ana = await register('Ana');
    const admin = await register('Admin');
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const created = await call(
      '/v1/product-suggestions',
      { name: 'Charizard', collection: 'Base Set' },
      ana.token,
    );
    expect(created.status).toBe(201);
    const suggestionId = (created.body.result as unknown as { id: number }).id;

    const echo = new Echo({ broadcaster: 'pusher', client: client(ana.token) });
    const channel = echo.private(`App.Models.User.${ana.id}`);
    const events: [string, Record<string, unknown>][] = [];
    const got = (name: string) => (payload: Record<string, unknown>) => events.push([name, payload]);
    channel.listen('.notice.created', got('notice.created'));
    channel.listen('.suggestion.approved', got('suggestion.approved'));
    channel.listen('.notice.read', got('notice.read'));
    await within(5000, (resolve) =>
      (echo.connector as unknown as { pusher: Pusher }).pusher
        .channel(`private-App.Models.User.${ana.id}`)
        .bind('pusher:subscription_succeeded', resolve),
    );

    const approved = await call(
      `/v1/admin/product-suggestions/${suggestionId}`,
      { status: 'approved' },
      admin.token,
      'PUT',
    );
    expect(approved.status).toBe(200);
    await until(() => events.length >= 2);
    expect(events.map(([name]) => name)).toEqual(['notice.created', 'suggestion.approved']);
    const notice = events[0][1];
    expect(notice).toMatchObject({
      title: 'Sugestão aprovada',
      read_at: null,
      global: false,
      unread_count: 1,
    });
    expect(events[1][1]).toMatchObject({
      id: suggestionId,
      name: 'Charizard',
      message: 'Sua sugestão de carta "Charizard" foi aprovada!',
    });

    // Read in another tab: this socket hears it.
    expect((await call(`/v1/notices/${notice.id}`, {}, ana.token, 'PUT')).status).toBe(200);
    await until(() => events.length >= 3);
    expect(events[2]).toEqual([
      'notice.read',
      { id: notice.id, ids: [notice.id], all: false, unread_count: 0 },
    ]);
    echo.disconnect();
  });

  it('user-auth signs the user for pusher:signin', async () => {
    const ana = await register('Ana');
    const res = await call('/broadcasting/user-auth', { socket_id: '1.2' }, ana.token);
    expect(res.status).toBe(200);
    expect(res.body.auth).toMatch(/^marketplace-key:[0-9a-f]{64}$/);
    expect(JSON.parse(res.body.user_data)).toMatchObject({ id: String(ana.id) });
  });

  it('lets a store owner into the store channel and its staff presence channel, and nobody else', async () => {
    const owner = await register('Dona');
    const other = await register('Outro');
    const storeId = await makeStore({ db }, { ownerUserId: owner.id });

    const privateAuth = await call(
      '/broadcasting/auth',
      { socket_id: '123.456', channel_name: `private-store.${storeId}` },
      owner.token,
    );
    expect(privateAuth.status).toBe(200);
    expect(privateAuth.body).toEqual(
      authorizeChannel({
        key: 'marketplace-key',
        secret: 'marketplace-secret',
        socketId: '123.456',
        channelName: `private-store.${storeId}`,
      }),
    );

    const presenceAuth = await call(
      '/broadcasting/auth',
      { socket_id: '123.456', channel_name: `presence-store.${storeId}.staff` },
      owner.token,
    );
    expect(presenceAuth.status).toBe(200);
    expect(JSON.parse(presenceAuth.body.channel_data)).toEqual({
      user_id: owner.id,
      user_info: { name: 'Dona' },
    });
    expect(presenceAuth.body.auth).toBe(
      authorizeChannel({
        key: 'marketplace-key',
        secret: 'marketplace-secret',
        socketId: '123.456',
        channelName: `presence-store.${storeId}.staff`,
        channelData: presenceAuth.body.channel_data,
      }).auth,
    );

    for (const channel of [`private-store.${storeId}`, `presence-store.${storeId}.staff`]) {
      expect(
        (await call('/broadcasting/auth', { socket_id: '1.2', channel_name: channel }, other.token)).status,
      ).toBe(403);
    }

    // The real client joins the presence channel through the host and is its member.
    const pusher = client(owner.token);
    const channel = pusher.subscribe(`presence-store.${storeId}.staff`) as PresenceChannel;
    await within(5000, (resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    expect(channel.members.me).toEqual({ id: owner.id, info: { name: 'Dona' } });
    expect(channel.members.count).toBe(1);
  });

  it('lists the channels the signed-in user listens to: their own and their stores’', async () => {
    const owner = await register('Dona');
    const other = await register('Outro');
    const first = await makeStore({ db }, { ownerUserId: owner.id });
    const second = await makeStore({ db }, { ownerUserId: owner.id });
    await makeStore({ db }, { ownerUserId: other.id });
    const res = await call('/broadcasting/channels', null, owner.token, 'GET');
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: {
        user: `App.Models.User.${owner.id}`,
        stores: [
          { id: first, channel: `store.${first}` },
          { id: second, channel: `store.${second}` },
        ],
      },
    });
    expect((await call('/broadcasting/channels', null, undefined, 'GET')).status).toBe(401);
  });

  it('does not send an event back to the socket named in X-Socket-ID, only to the user’s other tabs', async () => {
    const ana = await register('Ana');
    const noticeId = await makeNotice(ana.id);
    const channelName = `private-App.Models.User.${ana.id}`;
    const tabs = [client(ana.token), client(ana.token)];
    const heard: string[][] = [[], []];
    for (const [index, tab] of tabs.entries()) {
      const channel = tab.subscribe(channelName);
      channel.bind('notice.read', () => heard[index].push('notice.read'));
      await within(5000, (resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    }

    const res = await call(`/v1/notices/${noticeId}`, {}, ana.token, 'PUT', {
      'x-socket-id': tabs[0].connection.socket_id,
    });
    expect(res.status).toBe(200);
    await until(() => heard[1].length === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toEqual([[], ['notice.read']]);
  });

  it('shares the socket server’s real port and state with the page', async () => {
    const page = await call('/', null, undefined, 'GET', { 'x-inertia': 'true' });
    expect(page.body.props).toMatchObject({
      realtime: { enabled: true, wsPort: realtime.server?.port, key: 'marketplace-key' },
    });
  });
});

describe('realtime that cannot start', () => {
  it('shares enabled: false when the port is taken, and the host still works', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const config = { ...loadConfig({}), wsPort: taken, host: '127.0.0.1', realtime: true };
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database.db);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handle = await startRealtime(config, {});
    expect(handle.enabled).toBe(false);
    expect(handle.server).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`porta ${taken}`));
    const app = await buildApp({ config, database, broadcaster: handle.broadcaster });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-inertia': 'true' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().props.realtime).toMatchObject({ enabled: false });
    } finally {
      warn.mockRestore();
      await app.close();
      await database.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('falls back the same way when REALTIME_ADAPTER=redis finds no Redis', async () => {
    const config = { ...loadConfig({}), wsPort: 0, host: '127.0.0.1', realtime: true };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const handle = await startRealtime(config, {
        REALTIME_ADAPTER: 'redis',
        REDIS_URL: 'redis://127.0.0.1:1',
      });
      expect(handle.enabled).toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Tempo real desligado'));
    } finally {
      warn.mockRestore();
    }
  });
});

async function makeNotice(userId: number): Promise<number> {
  const row = await db
    .insertInto('notices')
    .values({
      user_id: userId,
      title: 'Pedido enviado',
      body: 'Seu pedido saiu.',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
