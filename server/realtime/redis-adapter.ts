import { createHash, randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type {
  BroadcastMessage,
  ChannelCounts,
  LocalNode,
  PresenceJoin,
  PresenceJoinResult,
  RealtimeAdapter,
} from './adapter.ts';
import { consoleLogger, type RealtimeLogger } from './logger.ts';
import { memberAddedFrame, memberRemovedFrame, type PresenceSnapshot } from './protocol.ts';

/**
 * Several socket servers (nodes) behind one load balancer, sharing one Redis (a single primary;
 * the scripts touch keys they compute, so Redis Cluster is not supported).
 *
 * - Events: a node delivers to its own sockets at once and PUBLISHes the pre-built frame on
 *   `{prefix}:events`; the other nodes deliver it to theirs. No JSON work on receipt.
 * - Presence: `{prefix}:members:{app}\n{channel}` (user → user_info) and
 *   `{prefix}:member-nodes:{app}\n{channel}` (user → number of nodes where the user has a socket
 *   there), changed by Lua scripts, so member_added/member_removed go out once per user however
 *   many nodes and tabs they use. Each node lists its own entries in `{prefix}:node:{id}:presence`.
 * - Channel queries: each node keeps its subscriber counts in `{prefix}:node:{id}:subs`
 *   (`{app}\n{channel}` → count); a query adds up the hashes of the live nodes.
 * - Liveness: each node refreshes `{prefix}:node:{id}:alive` (TTL 3 × heartbeat) and is listed in
 *   `{prefix}:nodes`. Every node reaps nodes whose key expired: their members leave (with
 *   member_removed) and their counts are dropped. A node that was reaped while cut off from Redis
 *   announces its members again when it is back.
 * - `terminate_connections` goes to every node over `{prefix}:control`.
 */

export interface RedisAdapterOptions {
  /** Default redis://127.0.0.1:6379. */
  url?: string;
  /** Key and channel prefix, so several deployments can share one Redis. Default `realtime`. */
  prefix?: string;
  /** Defaults to a random id; must differ between nodes. */
  nodeId?: string;
  /** How often a node says it is alive and reaps dead nodes (ms). A node is dead after 3 missed beats. */
  heartbeatMs?: number;
  logger?: RealtimeLogger;
  /** Extra ioredis options (TLS, password, …). */
  redis?: RedisOptions;
}

const JOIN = `
local known = redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1
if not known and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then return {0} end
local added = 0
if redis.call('SADD', KEYS[3], ARGV[4]) == 1 then
  if redis.call('HINCRBY', KEYS[2], ARGV[1], 1) == 1 then
    redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
    added = 1
  end
end
return {1, added, redis.call('HGETALL', KEYS[1])}`;

const LEAVE = `
if redis.call('SREM', KEYS[3], ARGV[2]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[2], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`;

/** Drops one node (ARGV[2]) or every node whose alive key expired; returns the entries whose user left. */
const DROP_NODES = `
local prefix = ARGV[1]
local removed = {}
local function drop(id)
  local set = prefix .. ':node:' .. id .. ':presence'
  for _, entry in ipairs(redis.call('SMEMBERS', set)) do
    local a = string.find(entry, '\\n', 1, true)
    local b = a and string.find(entry, '\\n', a + 1, true)
    if b then
      local scope = string.sub(entry, 1, b - 1)
      local user = string.sub(entry, b + 1)
      local nodes = prefix .. ':member-nodes:' .. scope
      if redis.call('HINCRBY', nodes, user, -1) <= 0 then
        redis.call('HDEL', nodes, user)
        redis.call('HDEL', prefix .. ':members:' .. scope, user)
        removed[#removed + 1] = entry
      end
    end
  end
  redis.call('DEL', set, prefix .. ':node:' .. id .. ':subs', prefix .. ':node:' .. id .. ':alive')
  redis.call('SREM', prefix .. ':nodes', id)
end
if ARGV[2] ~= '' then
  drop(ARGV[2])
else
  for _, id in ipairs(redis.call('SMEMBERS', prefix .. ':nodes')) do
    if redis.call('EXISTS', prefix .. ':node:' .. id .. ':alive') == 0 then drop(id) end
  end
end
return removed`;

/** Returns 1 when the node was known alive, 0 when it is new or had been given up for dead. */
const HEARTBEAT = `
local existed = redis.call('EXISTS', KEYS[2])
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[1], ARGV[1])
return existed`;

/** Flat [name, subscriptions, users, …] over live nodes; ARGV[4] = '1' for one exact channel. */
const COUNT = `
local prefix, app, filter, exact = ARGV[1], ARGV[2], ARGV[3], ARGV[4] == '1'
local head = app .. '\\n' .. filter
local totals, order = {}, {}
local function add(name, n)
  if not totals[name] then totals[name] = 0; order[#order + 1] = name end
  totals[name] = totals[name] + tonumber(n)
end
for _, id in ipairs(redis.call('SMEMBERS', prefix .. ':nodes')) do
  if redis.call('EXISTS', prefix .. ':node:' .. id .. ':alive') == 1 then
    local subs = prefix .. ':node:' .. id .. ':subs'
    if exact then
      local n = redis.call('HGET', subs, head)
      if n then add(filter, n) end
    else
      local flat = redis.call('HGETALL', subs)
      for i = 1, #flat, 2 do
        if string.sub(flat[i], 1, #head) == head then add(string.sub(flat[i], #app + 2), flat[i + 1]) end
      end
    end
  end
end
local out = {}
for _, name in ipairs(order) do
  local users = 0
  if string.sub(name, 1, 9) == 'presence-' then
    users = redis.call('HLEN', prefix .. ':members:' .. app .. '\\n' .. name)
  end
  out[#out + 1] = name; out[#out + 1] = totals[name]; out[#out + 1] = users
end
return out`;

class Script {
  readonly sha: string;
  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(client: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String((error as Error).message).startsWith('NOSCRIPT')) throw error;
      return client.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}

const scripts = {
  join: new Script(JOIN),
  leave: new Script(LEAVE),
  dropNodes: new Script(DROP_NODES),
  heartbeat: new Script(HEARTBEAT),
  count: new Script(COUNT),
};

type Header = [node: string, appId: string, channel: string, except: string | null, member: string | null];

interface ControlMessage {
  type: 'terminate';
  node: string;
  appId: string;
  userId: string;
}

function snapshot(flat: string[]): PresenceSnapshot {
  const hash: Record<string, unknown> = {};
  for (let i = 0; i < flat.length; i += 2) {
    try {
      hash[flat[i]] = JSON.parse(flat[i + 1]);
    } catch {
      hash[flat[i]] = {};
    }
  }
  const ids = Object.keys(hash);
  return { ids, hash, count: ids.length };
}

export class RedisAdapter implements RealtimeAdapter {
  readonly nodeId: string;
  private readonly prefix: string;
  private readonly heartbeatMs: number;
  private readonly logger: RealtimeLogger;
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private node: LocalNode | null = null;
  private timer: NodeJS.Timeout | null = null;
  private registered = false;
  private closed = false;
  /** This node's subscriber counts (`app\nchannel` → count), and those not yet written to Redis. */
  private readonly localSubs = new Map<string, number>();
  private readonly dirtySubs = new Set<string>();
  private flushing: Promise<void> | null = null;
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(options: RedisAdapterOptions = {}) {
    this.nodeId = options.nodeId ?? randomBytes(8).toString('hex');
    this.prefix = options.prefix ?? 'realtime';
    this.heartbeatMs = options.heartbeatMs ?? 5000;
    this.logger = options.logger ?? consoleLogger;
    this.client = new Redis(options.url ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      // A command that cannot reach Redis fails after a few tries instead of waiting forever.
      maxRetriesPerRequest: 3,
      ...options.redis,
    });
    this.subscriber = this.client.duplicate();
    for (const connection of [this.client, this.subscriber]) {
      // ioredis reconnects by itself; without a listener an 'error' event would end the process.
      connection.on('error', (error: Error) => this.logger.warn({ err: error }, 'redis connection error'));
    }
  }

  private key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  private get eventsChannel(): string {
    return this.key('events');
  }

  private get controlChannel(): string {
    return this.key('control');
  }

  private presenceKeys(appId: string, channel: string): string[] {
    const scope = `${appId}\n${channel}`;
    return [
      this.key('members', scope),
      this.key('member-nodes', scope),
      this.key('node', this.nodeId, 'presence'),
    ];
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inflight.add(promise);
    const done = () => this.inflight.delete(promise);
    promise.then(done, done);
    return promise;
  }

  async init(node: LocalNode): Promise<void> {
    this.node = node;
    try {
      await this.client.connect();
      await this.subscriber.connect();
    } catch (error) {
      this.client.disconnect();
      this.subscriber.disconnect();
      throw new Error(`Redis is not reachable for the realtime adapter: ${String(error)}`);
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.eventsChannel) this.receive(message);
      else if (channel === this.controlChannel) this.control(message);
    });
    await this.subscriber.subscribe(this.eventsChannel, this.controlChannel);
    await this.beat();
    this.timer = setInterval(() => {
      this.beat().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'realtime node heartbeat failed'),
      );
    }, this.heartbeatMs);
    this.timer.unref();
  }

  /** Says this node is alive, re-announces it if it had been reaped, and reaps dead nodes. */
  private async beat(): Promise<void> {
    const existed = await scripts.heartbeat.run(
      this.client,
      [this.key('nodes'), this.key('node', this.nodeId, 'alive')],
      [this.nodeId, this.heartbeatMs * 3],
    );
    if (existed === 0 && this.registered) await this.resync();
    this.registered = true;
    await this.reap('');
  }

  /** After being given up for dead: this node's members and counts go back into Redis. */
  private async resync(): Promise<void> {
    this.logger.warn(
      { node: this.nodeId },
      'realtime node was reaped while away; announcing its members again',
    );
    for (const key of this.localSubs.keys()) this.dirtySubs.add(key);
    await this.flush();
    for (const { appId, channel, member } of this.node?.presenceMembers() ?? []) {
      const result = await this.joinPresence({
        appId,
        channel,
        member,
        firstOnNode: true,
        maxMembers: Number.MAX_SAFE_INTEGER,
      });
      if (result.ok && result.memberAdded) {
        this.publish({
          appId,
          channel,
          frame: memberAddedFrame(channel, member.userId, member.userInfo),
          member: { userId: member.userId, added: true },
        });
      }
    }
  }

  /** Drops dead nodes (or this one, by id) and announces the members that left with them. */
  private async reap(nodeId: string): Promise<void> {
    const removed = (await scripts.dropNodes.run(this.client, [], [this.prefix, nodeId])) as string[];
    for (const entry of removed) {
      const [appId, channel, userId] = entry.split('\n');
      this.publish({
        appId,
        channel,
        frame: memberRemovedFrame(channel, userId),
        member: { userId, added: false },
      });
    }
  }

  publish(message: BroadcastMessage): void {
    this.node?.deliver(message);
    if (this.closed) return;
    const member = message.member ? `${message.member.added ? '+' : '-'}${message.member.userId}` : null;
    const header: Header = [
      this.nodeId,
      message.appId,
      message.channel,
      message.exceptSocketId ?? null,
      member,
    ];
    this.client
      .publish(this.eventsChannel, `${JSON.stringify(header)}\n${message.frame}`)
      .catch((error: unknown) =>
        this.logger.error({ err: error, channel: message.channel }, 'realtime event not sent to other nodes'),
      );
  }

  private receive(text: string): void {
    const split = text.indexOf('\n');
    if (split < 0 || !this.node) return;
    let header: Header;
    try {
      header = JSON.parse(text.slice(0, split)) as Header;
    } catch {
      return;
    }
    const [node, appId, channel, except, member] = header;
    if (node === this.nodeId) return; // delivered locally when published
    this.node.deliver({
      appId,
      channel,
      frame: text.slice(split + 1),
      exceptSocketId: except ?? undefined,
      member: member ? { userId: member.slice(1), added: member[0] === '+' } : undefined,
    });
  }

  private control(text: string): void {
    let message: ControlMessage;
    try {
      message = JSON.parse(text) as ControlMessage;
    } catch {
      return;
    }
    if (message.type === 'terminate' && message.node !== this.nodeId) {
      this.node?.terminateUser(message.appId, message.userId);
    }
  }

  joinPresence({ appId, channel, member, maxMembers }: PresenceJoin): Promise<PresenceJoinResult> {
    const entry = `${appId}\n${channel}\n${member.userId}`;
    return this.track(
      scripts.join
        .run(this.client, this.presenceKeys(appId, channel), [
          member.userId,
          JSON.stringify(member.userInfo ?? {}),
          maxMembers,
          entry,
        ])
        .then((reply): PresenceJoinResult => {
          const [ok, added, flat] = reply as [number, number?, string[]?];
          if (ok !== 1) return { ok: false, reason: 'limit' };
          return { ok: true, memberAdded: added === 1, presence: snapshot(flat ?? []) };
        }),
    );
  }

  leavePresence(appId: string, channel: string, userId: string): Promise<boolean> {
    return this.track(
      scripts.leave
        .run(this.client, this.presenceKeys(appId, channel), [userId, `${appId}\n${channel}\n${userId}`])
        .then((removed) => removed === 1),
    );
  }

  subscriptionsChanged(appId: string, channel: string, localCount: number): void {
    const key = `${appId}\n${channel}`;
    if (localCount > 0) this.localSubs.set(key, localCount);
    else this.localSubs.delete(key);
    this.dirtySubs.add(key);
    // Written in one batch per turn of the event loop, so a burst of (un)subscriptions is one round trip.
    if (this.dirtySubs.size === 1) setImmediate(() => void this.flush().catch(() => {}));
  }

  private flush(): Promise<void> {
    if (this.dirtySubs.size === 0) return this.flushing ?? Promise.resolve();
    const hash = this.key('node', this.nodeId, 'subs');
    const pipeline = this.client.pipeline();
    for (const key of this.dirtySubs) {
      const count = this.localSubs.get(key);
      if (count) pipeline.hset(hash, key, count);
      else pipeline.hdel(hash, key);
    }
    this.dirtySubs.clear();
    const run = this.track(pipeline.exec()).then(
      () => {},
      (error: unknown) => this.logger.warn({ err: error }, 'realtime subscription counts not saved'),
    );
    this.flushing = run;
    return run;
  }

  private async count(appId: string, filter: string, exact: boolean): Promise<Map<string, ChannelCounts>> {
    await this.flush(); // this node's own latest counts first
    const flat = (await scripts.count.run(
      this.client,
      [],
      [this.prefix, appId, filter, exact ? '1' : '0'],
    )) as (string | number)[];
    const result = new Map<string, ChannelCounts>();
    for (let i = 0; i < flat.length; i += 3) {
      result.set(String(flat[i]), { subscriptionCount: Number(flat[i + 1]), userCount: Number(flat[i + 2]) });
    }
    return result;
  }

  channels(appId: string, prefix: string): Promise<Map<string, ChannelCounts>> {
    return this.count(appId, prefix, false);
  }

  async channel(appId: string, channel: string): Promise<ChannelCounts> {
    return (await this.count(appId, channel, true)).get(channel) ?? { subscriptionCount: 0, userCount: 0 };
  }

  async userIds(appId: string, channel: string): Promise<string[]> {
    return this.client.hkeys(this.presenceKeys(appId, channel)[0]);
  }

  async terminateUser(appId: string, userId: string): Promise<void> {
    this.node?.terminateUser(appId, userId);
    const message: ControlMessage = { type: 'terminate', node: this.nodeId, appId, userId };
    await this.client.publish(this.controlChannel, JSON.stringify(message));
  }

  /** Waits for this node's pending Redis work, removes the node from Redis and disconnects. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    try {
      while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
      if (this.client.status === 'ready') await this.reap(this.nodeId);
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime node left Redis uncleaned; other nodes will reap it');
    }
    this.closed = true;
    await Promise.allSettled([this.subscriber.quit(), this.client.quit()]);
    this.node = null;
  }
}
