import type { ChannelRegistry, PresenceMember } from './channels.ts';
import type { PresenceSnapshot } from './protocol.ts';

/**
 * The seam between one socket server (a node) and the others.
 *
 * - Fan-out: every channel broadcast (HTTP API events, `publish()`, client events, presence
 *   member added/removed) goes through `publish`; the adapter calls the node's `deliver` on every
 *   node, so each writes to its own sockets.
 * - Presence: a node reports its presence joins and leaves; the adapter answers whether the user
 *   joined or left the channel as a whole (member_added/member_removed go out once per user) and
 *   with the member list.
 * - Channel queries (`GET /apps/{id}/channels…`, `info` on events) and `terminate_connections`
 *   cover every node.
 *
 * The in-memory adapter answers from this node alone and synchronously. The Redis adapter
 * (redis-adapter.ts) shares all of it through Redis; its answers are promises.
 */

export type MaybePromise<T> = T | Promise<T>;

export interface BroadcastMessage {
  appId: string;
  channel: string;
  /** The complete serialized frame, built once by the publisher and shared by all receivers. */
  frame: string;
  /** Socket that must not receive it (the sender of a client event, or an API `socket_id`). */
  exceptSocketId?: string;
  /** Set on `member_added`/`member_removed` frames, so a socket whose join is pending can drop repeats. */
  member?: { userId: string; added: boolean };
}

/** What the node offers its adapter. */
export interface LocalNode {
  /** Writes a message to this node's subscribers of the channel. */
  deliver(message: BroadcastMessage): void;
  /** The node's own registry of an app, or undefined for an unknown app. */
  registry(appId: string): ChannelRegistry<unknown> | undefined;
  /** Closes this node's sockets signed in as the user (4009); returns how many. */
  terminateUser(appId: string, userId: string): number;
  /** Presence members this node holds, per app and channel (to announce them again after a Redis outage). */
  presenceMembers(): Iterable<{ appId: string; channel: string; member: PresenceMember }>;
}

export interface PresenceJoin {
  appId: string;
  channel: string;
  member: PresenceMember;
  /** This socket is the user's first on this node in the channel. */
  firstOnNode: boolean;
  maxMembers: number;
}

export type PresenceJoinResult =
  | { ok: true; memberAdded: boolean; presence: PresenceSnapshot }
  | { ok: false; reason: 'limit' | 'unavailable' };

export interface ChannelCounts {
  subscriptionCount: number;
  /** Presence channels only; 0 for others. */
  userCount: number;
}

export interface RealtimeAdapter {
  /** Called once at server start, before it listens. */
  init(node: LocalNode): MaybePromise<void>;
  publish(message: BroadcastMessage): void;
  /** A socket joined a presence channel (already in this node's registry). */
  joinPresence(join: PresenceJoin): MaybePromise<PresenceJoinResult>;
  /**
   * The user's last socket on this node left the channel. Resolves true when the user is then in
   * the channel on no node at all (member_removed is due).
   */
  leavePresence(appId: string, channel: string, userId: string): MaybePromise<boolean>;
  /** This node's subscriber count of a channel changed (0 when it emptied). */
  subscriptionsChanged(appId: string, channel: string, localCount: number): void;
  /** Occupied channels whose name starts with `prefix`, with cluster-wide counts. */
  channels(appId: string, prefix: string): MaybePromise<Map<string, ChannelCounts>>;
  channel(appId: string, channel: string): MaybePromise<ChannelCounts>;
  userIds(appId: string, channel: string): MaybePromise<string[]>;
  /** Closes the user's signed-in sockets on every node. */
  terminateUser(appId: string, userId: string): MaybePromise<void>;
  close(): MaybePromise<void>;
}

function countsOf(registry: ChannelRegistry<unknown>, channel: string): ChannelCounts {
  return { subscriptionCount: registry.subscriptionCount(channel), userCount: registry.userCount(channel) };
}

/** A single node: every answer comes from this node's registry, synchronously. */
export class InMemoryAdapter implements RealtimeAdapter {
  private node: LocalNode | null = null;

  init(node: LocalNode): void {
    this.node = node;
  }

  private local(): LocalNode {
    if (!this.node) throw new Error('InMemoryAdapter used before init()');
    return this.node;
  }

  publish(message: BroadcastMessage): void {
    this.local().deliver(message);
  }

  joinPresence({ appId, channel, member, firstOnNode, maxMembers }: PresenceJoin): PresenceJoinResult {
    const registry = this.local().registry(appId);
    if (!registry) return { ok: false, reason: 'unavailable' };
    // The registry already counts the new member: over the limit means there was no room for it.
    if (firstOnNode && registry.userCount(channel) > maxMembers) return { ok: false, reason: 'limit' };
    if (!registry.hasMember(channel, member.userId)) return { ok: false, reason: 'unavailable' };
    return { ok: true, memberAdded: firstOnNode, presence: registry.presence(channel) };
  }

  leavePresence(): boolean {
    return true;
  }

  subscriptionsChanged(): void {}

  channels(appId: string, prefix: string): Map<string, ChannelCounts> {
    const registry = this.local().registry(appId);
    const result = new Map<string, ChannelCounts>();
    if (!registry) return result;
    for (const name of registry.names(prefix)) result.set(name, countsOf(registry, name));
    return result;
  }

  channel(appId: string, channel: string): ChannelCounts {
    const registry = this.local().registry(appId);
    return registry ? countsOf(registry, channel) : { subscriptionCount: 0, userCount: 0 };
  }

  userIds(appId: string, channel: string): string[] {
    return this.local().registry(appId)?.userIds(channel) ?? [];
  }

  terminateUser(appId: string, userId: string): void {
    this.local().terminateUser(appId, userId);
  }

  close(): void {
    this.node = null;
  }
}

export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}
