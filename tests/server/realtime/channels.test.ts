import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Echo from 'laravel-echo';
import Pusher, { type Members, type Options, type PresenceChannel } from 'pusher-js';
import { authorizeChannel } from '../../../server/realtime/index.ts';
import {
  APP,
  cleanup,
  connectPusher,
  onCleanup,
  pusherErrorCode,
  RawClient,
  sleep,
  startServer,
  subscribed,
  waitFor,
} from './helpers.ts';

afterEach(cleanup);

describe('public channels', () => {
  it('delivers a published event to subscribers', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server);
    await subscribed(pusher, 'catalog');
    const received = waitFor<unknown>(
      (resolve) => pusher.channel('catalog').bind('listing.updated', resolve),
      'event',
    );
    server.publish(APP.id, ['catalog'], 'listing.updated', { id: 9, price: '12.50' });
    expect(await received).toEqual({ id: 9, price: '12.50' });
  });

  it('delivers events of every websocket length class intact', async () => {
    // 125-byte, 16-bit and 64-bit length headers are all built by the fan-out path itself.
    const server = await startServer({ maxEventDataBytes: 100_000 });
    const client = await RawClient.open(server);
    await client.subscribe('catalog');
    for (const size of [10, 300, 70_000]) {
      const text = 'á'.repeat(size / 2);
      server.publish(APP.id, ['catalog'], 'sized', { text });
      expect(await client.nextEvent('sized')).toMatchObject({ data: { text } });
    }
  });

  it('stops delivering after unsubscribe', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server);
    await subscribed(pusher, 'catalog');
    const calls: unknown[] = [];
    pusher.channel('catalog').bind('x', (data: unknown) => calls.push(data));
    pusher.unsubscribe('catalog');
    await sleep(100);
    expect(server.stats().subscriptions).toBe(0);
    server.publish(APP.id, ['catalog'], 'x', 1);
    await sleep(100);
    expect(calls).toEqual([]);
  });
});

describe('private channels', () => {
  it('subscribes with a host signature and receives events', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server);
    await subscribed(pusher, 'private-App.Models.User.7');
    const received = waitFor<unknown>(
      (resolve) => pusher.channel('private-App.Models.User.7').bind('order.status-changed', resolve),
      'event',
    );
    server.publish(APP.id, ['private-App.Models.User.7'], 'order.status-changed', {
      order_id: 3,
      status: 'shipped',
    });
    expect(await received).toEqual({ order_id: 3, status: 'shipped' });
  });

  it('refuses a forged signature and delivers nothing on that channel', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server, {
      extra: {
        channelAuthorization: {
          customHandler: (_params: unknown, callback: (e: null, d: { auth: string }) => void) =>
            callback(null, { auth: `${APP.key}:${'0'.repeat(64)}` }),
        } as Options['channelAuthorization'],
      },
    });
    const connectionError = waitFor<unknown>(
      (resolve) => pusher.connection.bind('error', resolve),
      'pusher:error',
    );
    const channel = pusher.subscribe('private-store.1');
    const subscriptionError = await waitFor<{ type: string; status: number }>(
      (resolve) => channel.bind('pusher:subscription_error', resolve),
      'subscription_error',
    );
    expect(subscriptionError).toMatchObject({ type: 'AuthError', status: 401 });
    expect(pusherErrorCode(await connectionError)).toBe(4009);

    const leaked: unknown[] = [];
    channel.bind('order.created', (data: unknown) => leaked.push(data));
    server.publish(APP.id, ['private-store.1'], 'order.created', { id: 1 });
    await sleep(150);
    expect(leaked).toEqual([]);
    expect(server.stats().subscriptions).toBe(0);
  });

  it('refuses a signature made for another socket', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    const { auth } = authorizeChannel({ ...APP, socketId: '1.1', channelName: 'private-store.1' });
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-store.1', auth } });
    expect(await client.nextEvent('pusher:subscription_error')).toMatchObject({ channel: 'private-store.1' });
  });

  it('refuses private-encrypted- channels as unsupported', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-encrypted-x', auth: `${APP.key}:abc` },
    });
    expect(await client.nextEvent('pusher:subscription_error')).toMatchObject({
      data: { type: 'UnsupportedFeature', error: expect.stringMatching(/not supported/) },
    });
  });
});

describe('presence channels', () => {
  it('announces joins and leaves with correct member counts', async () => {
    const server = await startServer();
    const ana = await connectPusher(server, { identity: { userId: 1, userInfo: { name: 'Ana' } } });
    const anaChannel = ana.subscribe('presence-store.5.staff') as PresenceChannel;
    const anaMembers = await waitFor<Members>(
      (resolve) => anaChannel.bind('pusher:subscription_succeeded', resolve),
      'ana subscribed',
    );
    expect(anaMembers.count).toBe(1);
    expect(anaMembers.me).toEqual({ id: 1, info: { name: 'Ana' } });

    const added = waitFor<{ id: string; info: unknown }>(
      (resolve) => anaChannel.bind('pusher:member_added', resolve),
      'member_added',
    );
    const bruno = await connectPusher(server, { identity: { userId: 2, userInfo: { name: 'Bruno' } } });
    const brunoMembers = (await subscribed(bruno, 'presence-store.5.staff')) as Members;
    expect(brunoMembers.count).toBe(2);
    expect(Object.keys(brunoMembers.members).sort()).toEqual(['1', '2']);
    expect(await added).toEqual({ id: '2', info: { name: 'Bruno' } });
    expect(anaChannel.members.count).toBe(2);

    const removed = waitFor<{ id: string }>(
      (resolve) => anaChannel.bind('pusher:member_removed', resolve),
      'removed',
    );
    bruno.disconnect();
    expect(await removed).toMatchObject({ id: '2' });
    expect(anaChannel.members.count).toBe(1);
  });

  it('counts a user with two connections once', async () => {
    const server = await startServer();
    const watcher = await RawClient.open(server);
    await watcher.subscribe('presence-room', { userId: 'w' });

    const tab1 = await RawClient.open(server);
    await tab1.subscribe('presence-room', { userId: 'u1', userInfo: { name: 'Caio' } });
    expect(await watcher.nextEvent('pusher_internal:member_added')).toMatchObject({
      data: { user_id: 'u1', user_info: { name: 'Caio' } },
    });

    const tab2 = await RawClient.open(server);
    const second = await tab2.subscribe('presence-room', { userId: 'u1', userInfo: { name: 'Caio' } });
    expect(second.data).toMatchObject({ presence: { count: 2, ids: expect.arrayContaining(['w', 'u1']) } });

    tab1.ws.close();
    await tab1.closed();
    await sleep(100);
    tab2.ws.close();
    const removed = await watcher.nextEvent('pusher_internal:member_removed');
    expect(removed.data).toEqual({ user_id: 'u1' });
    // Exactly one added and one removed for u1, despite two sockets.
    expect(watcher.frames.filter((f) => f.event.startsWith('pusher_internal:member'))).toEqual([]);
  });

  it('refuses presence auth without valid channel_data', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    const signed = authorizeChannel({
      ...APP,
      socketId: client.socketId,
      channelName: 'presence-room',
      channelData: '{"user_info":{}}',
    });
    client.send({ event: 'pusher:subscribe', data: { channel: 'presence-room', ...signed } });
    expect(await client.nextEvent('pusher:subscription_error')).toMatchObject({
      data: { type: 'InvalidChannelData', error: expect.stringMatching(/user_id/) },
    });
  });

  it('caps the number of members', async () => {
    const server = await startServer({ maxPresenceMembers: 1 });
    const first = await RawClient.open(server);
    expect((await first.subscribe('presence-room', { userId: 'a' })).event).toBe(
      'pusher_internal:subscription_succeeded',
    );
    const second = await RawClient.open(server);
    expect(await second.subscribe('presence-room', { userId: 'b' })).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'LimitReached' },
    });
  });
});

describe('exceptSocketId', () => {
  it('skips the socket that caused the event', async () => {
    const server = await startServer();
    const sender = await connectPusher(server);
    const other = await connectPusher(server);
    await subscribed(sender, 'catalog');
    await subscribed(other, 'catalog');
    const senderGot: unknown[] = [];
    sender.channel('catalog').bind('cart.listing-changed', (data: unknown) => senderGot.push(data));
    const otherGot = waitFor<unknown>(
      (resolve) => other.channel('catalog').bind('cart.listing-changed', resolve),
      'other',
    );

    server.publish(
      APP.id,
      ['catalog'],
      'cart.listing-changed',
      { listing_id: 4 },
      sender.connection.socket_id,
    );
    expect(await otherGot).toEqual({ listing_id: 4 });
    await sleep(100);
    expect(senderGot).toEqual([]);
  });
});

describe('laravel-echo', () => {
  it('listens on a private channel authorized through an HTTP auth endpoint', async () => {
    const server = await startServer();
    // Stand-in for the host's POST /broadcasting/auth: form-encoded socket_id and channel_name in, JSON out.
    const requests: Record<string, string>[] = [];
    const authServer = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        requests.push(form);
        const result = authorizeChannel({ ...APP, socketId: form.socket_id, channelName: form.channel_name });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(result));
      });
    });
    await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
    onCleanup(() => new Promise((resolve) => authServer.close(resolve)));

    const echo = new Echo({
      broadcaster: 'pusher',
      key: APP.key,
      Pusher,
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      cluster: 'mt1',
      disableStats: true,
      authEndpoint: `http://127.0.0.1:${(authServer.address() as AddressInfo).port}/broadcasting/auth`,
    });
    onCleanup(() => echo.disconnect());

    const channel = echo.private('store.5');
    await waitFor<void>((resolve) => channel.subscribed(() => resolve()), 'echo subscribed');
    expect(requests).toEqual([{ socket_id: echo.socketId(), channel_name: 'private-store.5' }]);

    const received = waitFor<unknown>(
      (resolve) => channel.listen('.order.created', resolve),
      'order.created',
    );
    server.publish(APP.id, ['private-store.5'], 'order.created', { order_id: 77, total: '149.90' });
    expect(await received).toEqual({ order_id: 77, total: '149.90' });
  });

  it('reports a refused private channel through .error()', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server, {
      extra: {
        channelAuthorization: {
          customHandler: (_p: unknown, callback: (e: null, d: { auth: string }) => void) =>
            callback(null, { auth: `${APP.key}:forged` }),
        } as Options['channelAuthorization'],
      },
    });
    const echo = new Echo({ broadcaster: 'pusher', client: pusher });
    const error = await waitFor<{ status?: number }>(
      (resolve) => echo.private('App.Models.User.1').error(resolve),
      'echo error',
    );
    expect(error.status).toBe(401);
  });

  it('tracks presence with here / joining / leaving', async () => {
    const server = await startServer();
    const owner = new Echo({
      broadcaster: 'pusher',
      client: await connectPusher(server, { identity: { userId: 10, userInfo: { name: 'Dona Loja' } } }),
    });
    const here = waitFor<unknown[]>((resolve) => owner.join('store.5.staff').here(resolve), 'here');
    expect(await here).toEqual([{ name: 'Dona Loja' }]);

    const joining = waitFor<unknown>((resolve) => owner.join('store.5.staff').joining(resolve), 'joining');
    const leaving = waitFor<unknown>((resolve) => owner.join('store.5.staff').leaving(resolve), 'leaving');
    const clerkPusher = await connectPusher(server, {
      identity: { userId: 11, userInfo: { name: 'Caixa' } },
    });
    const clerk = new Echo({ broadcaster: 'pusher', client: clerkPusher });
    clerk.join('store.5.staff');
    expect(await joining).toEqual({ name: 'Caixa' });
    clerk.leave('store.5.staff');
    expect(await leaving).toEqual({ name: 'Caixa' });
  });
});
