import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import type Pusher from 'pusher-js';
import type { Members, PresenceChannel } from 'pusher-js';
import { authenticateUser, type RealtimeServer, silentLogger } from '../../../server/realtime/index.ts';
import { RedisAdapter } from '../../../server/realtime/redis-adapter.ts';
import {
  APP,
  apiRequest,
  cleanup,
  connectPusher,
  onCleanup,
  RawClient,
  redisAnswers,
  sleep,
  startServer,
  subscribed,
  waitFor,
} from './helpers.ts';

/**
 * Two (or three) socket servers in one test, joined by the Redis adapter against a real Redis,
 * driven by the real pusher-js client. Skipped only when no Redis answers (a laptop without one);
 * CI starts redis-server and fails here if it is missing.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) {
  if (process.env.CI)
    throw new Error(`No Redis answers at ${REDIS_URL}: CI must run the Redis adapter tests`);
  console.warn(
    `Skipping the Redis adapter tests: no Redis answers at ${REDIS_URL} ` +
      '(start one with `redis-server --daemonize yes` or set REDIS_URL)',
  );
}

const HEARTBEAT_MS = 150;
let prefix = '';

async function dropKeys(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

beforeEach(() => {
  prefix = `rt-test-${randomBytes(6).toString('hex')}`;
});
afterEach(async () => {
  await cleanup();
  if (redisUp) await dropKeys();
});

function startNode(limits = {}): Promise<RealtimeServer> {
  const adapter = new RedisAdapter({
    url: REDIS_URL,
    prefix,
    heartbeatMs: HEARTBEAT_MS,
    logger: silentLogger,
  });
  return startServer(limits, { adapter });
}

/** Records every event a pusher-js channel emits (pusher-js's own included). */
function record(pusher: Pusher, channelName: string) {
  const seen: Array<{ event: string; data: unknown }> = [];
  pusher.channel(channelName).bind_global((event: string, data: unknown) => seen.push({ event, data }));
  return {
    seen,
    count: (event: string) => seen.filter((entry) => entry.event === event).length,
    next: (event: string, after = 0) =>
      waitFor<unknown>((done) => {
        const timer = setInterval(() => {
          const hit = seen.filter((entry) => entry.event === event)[after];
          if (hit) {
            clearInterval(timer);
            done(hit.data);
          }
        }, 5);
      }, event),
  };
}

async function until(check: () => boolean | Promise<boolean>, label: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await sleep(20);
  }
}

const memberIds = (members: Members) => {
  const ids: string[] = [];
  members.each((member: { id: string }) => ids.push(member.id));
  return ids.sort();
};

describe.skipIf(!redisUp)('Redis adapter: several socket servers', () => {
  it('an event published on one server reaches the subscribers of the other, once each', async () => {
    const a = await startNode();
    const b = await startNode();
    const onA = await connectPusher(a);
    const onB = await connectPusher(b);
    await subscribed(onA, 'private-orders');
    await subscribed(onB, 'private-orders');
    const gotA = record(onA, 'private-orders');
    const gotB = record(onB, 'private-orders');

    // Through the signed HTTP API of server A, then from inside server B.
    const api = await apiRequest(a, 'POST', `/apps/${APP.id}/events`, {
      body: { name: 'order.created', channel: 'private-orders', data: JSON.stringify({ id: 1 }) },
    });
    expect(api.status).toBe(200);
    expect(await gotB.next('order.created')).toEqual({ id: 1 });
    expect(await gotA.next('order.created')).toEqual({ id: 1 });
    b.publish(APP.id, ['private-orders'], 'order.created', { id: 2 });
    expect(await gotA.next('order.created', 1)).toEqual({ id: 2 });
    expect(await gotB.next('order.created', 1)).toEqual({ id: 2 });

    // The sender's socket (X-Socket-ID → socket_id) is left out even when it is on the other server.
    await apiRequest(a, 'POST', `/apps/${APP.id}/events`, {
      body: {
        name: 'order.created',
        channel: 'private-orders',
        data: JSON.stringify({ id: 3 }),
        socket_id: onB.connection.socket_id,
      },
    });
    expect(await gotA.next('order.created', 2)).toEqual({ id: 3 });
    await sleep(150);
    expect(gotA.count('order.created')).toBe(3);
    expect(gotB.count('order.created')).toBe(2);
  });

  it('client events reach subscribers on the other server but not the sender', async () => {
    const a = await startNode();
    const b = await startNode();
    const sender = await connectPusher(a, { identity: { userId: 1 } });
    const receiver = await connectPusher(b, { identity: { userId: 2 } });
    await subscribed(sender, 'presence-room');
    await subscribed(receiver, 'presence-room');
    const mine = record(sender, 'presence-room');
    const theirs = record(receiver, 'presence-room');
    sender.channel('presence-room').trigger('client-typing', { text: 'oi' });
    expect(await theirs.next('client-typing')).toEqual({ text: 'oi' });
    await sleep(150);
    expect(mine.count('client-typing')).toBe(0);
  });

  it('shares presence members: member_added and member_removed once per user across servers', async () => {
    const a = await startNode();
    const b = await startNode();
    const watcher = await connectPusher(b, { identity: { userId: 'u2', userInfo: { name: 'Bia' } } });
    await subscribed(watcher, 'presence-room');
    const watched = record(watcher, 'presence-room');

    // u1 opens a tab on A: the watcher on B hears of it.
    const tab1 = await connectPusher(a, { identity: { userId: 'u1', userInfo: { name: 'Ana' } } });
    await subscribed(tab1, 'presence-room');
    expect(await watched.next('pusher:member_added')).toEqual({ id: 'u1', info: { name: 'Ana' } });

    // A second tab of u1, on B: no second member_added, and its list holds both users.
    const tab2 = await connectPusher(b, { identity: { userId: 'u1', userInfo: { name: 'Ana' } } });
    await subscribed(tab2, 'presence-room');
    expect(memberIds((tab2.channel('presence-room') as PresenceChannel).members)).toEqual(['u1', 'u2']);

    // A third user on A sees everyone, wherever they are connected.
    const third = await connectPusher(a, { identity: { userId: 'u3' } });
    await subscribed(third, 'presence-room');
    const members = (third.channel('presence-room') as PresenceChannel).members;
    expect(memberIds(members)).toEqual(['u1', 'u2', 'u3']);
    expect(members.get('u2')?.info).toEqual({ name: 'Bia' });

    // u1 closes the tab on A: still there on B, so nobody hears a removal.
    tab1.disconnect();
    await sleep(300);
    expect(watched.count('pusher:member_removed')).toBe(0);
    tab2.disconnect();
    expect(await watched.next('pusher:member_removed')).toEqual({ id: 'u1', info: { name: 'Ana' } });
    await sleep(150);
    expect(watched.count('pusher:member_added')).toBe(2); // u1 once, u3 once
    expect(watched.count('pusher:member_removed')).toBe(1);
  });

  it('counts every server in the channel queries', async () => {
    const a = await startNode();
    const b = await startNode();
    const onA = await connectPusher(a, { identity: { userId: 'u1' } });
    const onB = await connectPusher(b, { identity: { userId: 'u2' } });
    await subscribed(onA, 'catalog');
    await subscribed(onA, 'presence-room');
    await subscribed(onB, 'catalog');
    await subscribed(onB, 'news');
    await subscribed(onB, 'presence-room');

    const list = await apiRequest(a, 'GET', `/apps/${APP.id}/channels`, {
      query: { info: 'subscription_count' },
    });
    expect(list).toEqual({
      status: 200,
      body: {
        channels: {
          catalog: { subscription_count: 2 },
          news: { subscription_count: 1 },
          'presence-room': { subscription_count: 2 },
        },
      },
    });
    const presence = await apiRequest(b, 'GET', `/apps/${APP.id}/channels`, {
      query: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(presence.body).toEqual({ channels: { 'presence-room': { user_count: 2 } } });
    expect(
      (await apiRequest(a, 'GET', `/apps/${APP.id}/channels/news`, { query: { info: 'subscription_count' } }))
        .body,
    ).toEqual({ occupied: true, subscription_count: 1 });
    expect(
      (
        await apiRequest(b, 'GET', `/apps/${APP.id}/channels/presence-room`, {
          query: { info: 'user_count' },
        })
      ).body,
    ).toEqual({ occupied: true, user_count: 2 });
    const users = await apiRequest(a, 'GET', `/apps/${APP.id}/channels/presence-room/users`);
    expect((users.body as { users: { id: string }[] }).users.map((u) => u.id).sort()).toEqual(['u1', 'u2']);
    // An event's `info` is answered with the same totals.
    const trigger = await apiRequest(a, 'POST', `/apps/${APP.id}/events`, {
      body: { name: 'x', channel: 'catalog', data: '{}', info: 'subscription_count' },
    });
    expect(trigger.body).toEqual({ channels: { catalog: { subscription_count: 2 } } });

    onB.disconnect();
    const occupied = async () =>
      ((await apiRequest(a, 'GET', `/apps/${APP.id}/channels/news`)).body as { occupied: boolean }).occupied;
    await until(async () => !(await occupied()), 'news to empty');
    const after = await apiRequest(a, 'GET', `/apps/${APP.id}/channels/presence-room/users`);
    expect(after.body).toEqual({ users: [{ id: 'u1' }] });
  });

  it('holds presence channels to their member limit across servers', async () => {
    const a = await startNode({ maxPresenceMembers: 2 });
    const b = await startNode({ maxPresenceMembers: 2 });
    await subscribed(await connectPusher(a, { identity: { userId: 'u1' } }), 'presence-room');
    await subscribed(await connectPusher(b, { identity: { userId: 'u2' } }), 'presence-room');
    const third = await RawClient.open(a);
    const refused = await third.subscribe('presence-room', { userId: 'u3' });
    expect(refused).toMatchObject({ event: 'pusher:subscription_error', data: { type: 'LimitReached' } });
    // A member already in (another tab of u2) is still let in.
    const again = await RawClient.open(a);
    expect(await again.subscribe('presence-room', { userId: 'u2' })).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
      data: { presence: { count: 2 } },
    });
  });

  it("terminate_connections on one server closes the user's sockets on the other", async () => {
    const a = await startNode();
    const b = await startNode();
    const client = await RawClient.open(b);
    const signed = authenticateUser({ ...APP, socketId: client.socketId, userData: { id: '42' } });
    client.send({ event: 'pusher:signin', data: signed });
    await client.nextEvent('pusher:signin_success');
    const res = await apiRequest(a, 'POST', `/apps/${APP.id}/users/42/terminate_connections`, { body: {} });
    expect(res.status).toBe(200);
    expect(await client.closed()).toBe(4009);
  });

  it('a server that dies without closing: its members leave for everyone else', async () => {
    const a = await startNode();
    const watcher = await connectPusher(a, { identity: { userId: 'u2' } });
    await subscribed(watcher, 'presence-room');
    const watched = record(watcher, 'presence-room');

    const port = await startChildServer();
    const doomed = await connectPusher({ port } as RealtimeServer, { identity: { userId: 'u9' } });
    await subscribed(doomed, 'presence-room');
    expect(await watched.next('pusher:member_added')).toMatchObject({ id: 'u9' });

    child?.kill('SIGKILL');
    // Three missed heartbeats, then the next reaping by server A.
    expect(await watched.next('pusher:member_removed')).toMatchObject({ id: 'u9' });
    expect((await apiRequest(a, 'GET', `/apps/${APP.id}/channels/presence-room/users`)).body).toEqual({
      users: [{ id: 'u2' }],
    });
  });
});

let child: ChildProcess | null = null;

/** `server/realtime/main.ts` in its own process, joined to the same Redis prefix; resolves with its port. */
function startChildServer(): Promise<number> {
  const root = resolve(import.meta.dirname, '../../..');
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/realtime/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      WS_PORT: '0',
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      REALTIME_ADAPTER: 'redis',
      REDIS_URL,
      REALTIME_REDIS_PREFIX: prefix,
      REALTIME_REDIS_HEARTBEAT_MS: String(HEARTBEAT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  onCleanup(() => {
    proc.kill('SIGKILL');
    child = null;
  });
  return waitFor<number>(
    (done) => {
      let out = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /ws:\/\/[^:]+:(\d+)\/app\//.exec(out);
        if (match) done(Number(match[1]));
      });
    },
    'the child socket server',
    20_000,
  );
}
