import type { PresenceSnapshot } from './protocol.ts';

/**
 * Who is subscribed to what, for one app on this node. Presence members are counted per user
 * (a user with three tabs is one member), which is what decides member_added / member_removed.
 */

export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

interface MemberState {
  info: unknown;
  sockets: number;
}

interface ChannelState<S> {
  subscribers: Set<S>;
  members: Map<string, MemberState> | null;
}

const EMPTY: ReadonlySet<never> = new Set();

export class ChannelRegistry<S> {
  private readonly channels = new Map<string, ChannelState<S>>();

  /** Adds a subscriber; for presence, `memberAdded` tells whether this is the user's first socket. */
  join(channel: string, subscriber: S, member: PresenceMember | null): { memberAdded: boolean } {
    let state = this.channels.get(channel);
    if (!state) {
      state = { subscribers: new Set(), members: member ? new Map() : null };
      this.channels.set(channel, state);
    }
    state.subscribers.add(subscriber);
    if (!member) return { memberAdded: false };

    state.members ??= new Map();
    const existing = state.members.get(member.userId);
    if (existing) {
      // First connection's user_info wins, as with Pusher; later tabs only add to the count.
      existing.sockets += 1;
      return { memberAdded: false };
    }
    state.members.set(member.userId, { info: member.userInfo, sockets: 1 });
    return { memberAdded: true };
  }

  /** Removes a subscriber; `memberRemoved` is true only when the user's last socket left. */
  leave(channel: string, subscriber: S, member: PresenceMember | null): { memberRemoved: boolean } {
    const state = this.channels.get(channel);
    if (!state?.subscribers.delete(subscriber)) return { memberRemoved: false };

    let memberRemoved = false;
    if (member && state.members) {
      const existing = state.members.get(member.userId);
      if (existing) {
        existing.sockets -= 1;
        if (existing.sockets <= 0) {
          state.members.delete(member.userId);
          memberRemoved = true;
        }
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(channel);
    return { memberRemoved };
  }

  subscribers(channel: string): ReadonlySet<S> {
    return this.channels.get(channel)?.subscribers ?? EMPTY;
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.subscribers.size ?? 0;
  }

  userCount(channel: string): number {
    return this.channels.get(channel)?.members?.size ?? 0;
  }

  hasMember(channel: string, userId: string): boolean {
    return this.channels.get(channel)?.members?.has(userId) ?? false;
  }

  presence(channel: string): PresenceSnapshot {
    const members = this.channels.get(channel)?.members ?? new Map<string, MemberState>();
    const hash: Record<string, unknown> = {};
    for (const [id, state] of members) hash[id] = state.info;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  userIds(channel: string): string[] {
    return [...(this.channels.get(channel)?.members?.keys() ?? [])];
  }

  /** Every presence member of every channel, with the info of its first socket. */
  *presenceMembers(): Generator<{ channel: string; member: PresenceMember }> {
    for (const [channel, state] of this.channels) {
      if (!state.members) continue;
      for (const [userId, { info }] of state.members) yield { channel, member: { userId, userInfo: info } };
    }
  }

  /** Occupied channel names, optionally filtered by prefix. */
  names(prefix = ''): string[] {
    const result: string[] = [];
    for (const name of this.channels.keys()) if (name.startsWith(prefix)) result.push(name);
    return result;
  }

  get channelCount(): number {
    return this.channels.size;
  }

  get totalSubscriptions(): number {
    let total = 0;
    for (const state of this.channels.values()) total += state.subscribers.size;
    return total;
  }

  get totalMembers(): number {
    let total = 0;
    for (const state of this.channels.values()) total += state.members?.size ?? 0;
    return total;
  }
}
