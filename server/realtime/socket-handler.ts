import type { RawData } from 'ws';
import { isPromise, type PresenceJoinResult } from './adapter.ts';
import {
  channelKind,
  isAuthenticatedKind,
  isValidChannelName,
  SERVER_TO_USER_PREFIX,
} from './channel-names.ts';
import type { PresenceMember } from './channels.ts';
import type { Connection } from './connection.ts';
import type { RealtimeContext } from './context.ts';
import {
  type ClientFrame,
  ErrorCode,
  eventFrame,
  field,
  memberAddedFrame,
  memberRemovedFrame,
  PONG_FRAME,
  parseClientFrame,
  type SubscriptionErrorData,
  signinSuccessFrame,
  subscriptionErrorFrame,
  subscriptionSucceededFrame,
} from './protocol.ts';
import { channelStringToSign, userStringToSign, verifyAuthToken } from './signatures.ts';

/** What the server does with each frame a client sends. Never throws on client input. */

function rawLength(raw: RawData): number {
  if (Buffer.isBuffer(raw)) return raw.length;
  if (Array.isArray(raw)) return raw.reduce((total, part) => total + part.length, 0);
  return raw.byteLength;
}

function rawText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

/** Client-supplied text echoed in errors is cut short so an error never outgrows the frame that caused it. */
function clip(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Handles one frame. Returns a promise only while a presence join awaits the adapter; the caller
 * holds the socket's later frames until it settles, so each socket's frames are handled in order.
 */
export function handleMessage(
  ctx: RealtimeContext,
  conn: Connection,
  raw: RawData,
  isBinary: boolean,
): void | Promise<void> {
  conn.touch(Date.now());
  ctx.counters.messagesReceived++;

  if (isBinary) {
    conn.error(ErrorCode.InvalidMessage, 'Binary frames are not supported; send JSON text frames');
    return;
  }
  if (rawLength(raw) > ctx.limits.maxMessageBytes) {
    conn.error(ErrorCode.InvalidMessage, `Message larger than ${ctx.limits.maxMessageBytes} bytes`);
    return;
  }
  const parsed = parseClientFrame(rawText(raw));
  if (!parsed.ok) {
    conn.error(ErrorCode.InvalidMessage, parsed.error);
    return;
  }

  const { frame } = parsed;
  switch (frame.event) {
    case 'pusher:ping':
      conn.send(PONG_FRAME);
      return;
    case 'pusher:pong':
      return; // touch() above already recorded the activity
    case 'pusher:subscribe':
      return subscribe(ctx, conn, frame.data);
    case 'pusher:unsubscribe':
      unsubscribe(ctx, conn, frame.data);
      return;
    case 'pusher:signin':
      signin(ctx, conn, frame.data);
      return;
    default:
      if (frame.event.startsWith('client-')) clientEvent(ctx, conn, frame);
      else conn.error(ErrorCode.InvalidMessage, `Unsupported event: ${clip(frame.event)}`);
  }
}

/** Drops every subscription of a closed socket, announcing presence departures. */
export function handleClose(ctx: RealtimeContext, conn: Connection): void {
  conn.inbox.length = 0;
  for (const channel of [...conn.subscriptions.keys()]) leaveChannel(ctx, conn, channel);
  if (conn.user) conn.app.removeUserSocket(conn.user.id, conn);
  if (conn.app.connections.delete(conn.socketId)) ctx.connectionCount--;
}

function refuseSubscription(
  conn: Connection,
  channel: string,
  data: SubscriptionErrorData,
  code: number,
): void {
  // The channel-scoped frame reaches the channel's error handlers (echo's `.error()`); the
  // connection-level one carries the protocol code for clients that only watch the connection.
  conn.send(subscriptionErrorFrame(channel, data));
  conn.error(code, data.error, channel);
}

function subscribe(ctx: RealtimeContext, conn: Connection, data: unknown): void | Promise<void> {
  const { limits } = ctx;
  const channel = field(data, 'channel');
  if (typeof channel !== 'string') {
    conn.error(ErrorCode.InvalidMessage, 'pusher:subscribe needs data.channel');
    return;
  }
  if (!isValidChannelName(channel, limits.maxChannelNameLength)) {
    refuseSubscription(
      conn,
      channel,
      {
        type: 'InvalidChannel',
        error: `Invalid channel name (at most ${limits.maxChannelNameLength} of A-Z a-z 0-9 _ - = @ , . ;)`,
        status: 400,
      },
      ErrorCode.InvalidMessage,
    );
    return;
  }

  const registry = conn.app.registry;
  if (conn.subscriptions.has(channel)) {
    // Re-subscribing is harmless: confirm again (a presence channel answers with its member list).
    const member = conn.subscriptions.get(channel);
    if (!member) {
      conn.send(subscriptionSucceededFrame(channel));
      return;
    }
    const answer = ctx.adapter.joinPresence({
      appId: conn.app.credentials.id,
      channel,
      member,
      firstOnNode: false,
      maxMembers: limits.maxPresenceMembers,
    });
    const confirm = (result: PresenceJoinResult) => {
      if (result.ok && conn.subscriptions.get(channel) === member)
        conn.send(subscriptionSucceededFrame(channel, result.presence));
    };
    if (isPromise(answer)) return answer.then(confirm, () => {});
    confirm(answer);
    return;
  }
  if (conn.subscriptions.size >= limits.maxSubscriptionsPerConnection) {
    refuseSubscription(
      conn,
      channel,
      {
        type: 'LimitReached',
        error: `At most ${limits.maxSubscriptionsPerConnection} channels per connection`,
        status: 429,
      },
      ErrorCode.InvalidMessage,
    );
    return;
  }

  const { key, secret } = conn.app.credentials;
  const auth = field(data, 'auth');
  let member: PresenceMember | null = null;

  switch (channelKind(channel)) {
    case 'encrypted':
      refuseSubscription(
        conn,
        channel,
        {
          type: 'UnsupportedFeature',
          error: 'Encrypted channels (private-encrypted-) are not supported',
          status: 400,
        },
        ErrorCode.InvalidMessage,
      );
      return;

    case 'server-to-user':
      if (conn.user?.id !== channel.slice(SERVER_TO_USER_PREFIX.length)) {
        refuseSubscription(
          conn,
          channel,
          { type: 'AuthError', error: 'Sign in as this user before subscribing to its channel', status: 403 },
          ErrorCode.Unauthorized,
        );
        return;
      }
      break;

    case 'private':
      if (!verifyAuthToken(auth, key, secret, channelStringToSign(conn.socketId, channel))) {
        refuseSubscription(
          conn,
          channel,
          { type: 'AuthError', error: `Invalid signature for channel ${channel}`, status: 401 },
          ErrorCode.Unauthorized,
        );
        return;
      }
      break;

    case 'presence': {
      const channelData = field(data, 'channel_data');
      if (
        typeof channelData !== 'string' ||
        !verifyAuthToken(auth, key, secret, channelStringToSign(conn.socketId, channel, channelData))
      ) {
        refuseSubscription(
          conn,
          channel,
          { type: 'AuthError', error: `Invalid signature for channel ${channel}`, status: 401 },
          ErrorCode.Unauthorized,
        );
        return;
      }
      const parsed = parsePresenceMember(channelData, limits.maxPresenceMemberBytes);
      if (typeof parsed === 'string') {
        refuseSubscription(
          conn,
          channel,
          { type: 'InvalidChannelData', error: parsed, status: 400 },
          ErrorCode.InvalidMessage,
        );
        return;
      }
      member = parsed;
      break;
    }

    case 'public':
      break;
  }

  const appId = conn.app.credentials.id;
  const { memberAdded: firstOnNode } = registry.join(channel, conn, member);
  conn.subscriptions.set(channel, member);
  ctx.adapter.subscriptionsChanged(appId, channel, registry.subscriptionCount(channel));
  if (!member) {
    conn.send(subscriptionSucceededFrame(channel));
    return;
  }

  // Presence: the adapter decides whether the user is new to the channel on any node, and has the
  // member list. With Redis that is a round trip, during which this channel's frames are held.
  const joined = member;
  const answer = ctx.adapter.joinPresence({
    appId,
    channel,
    member: joined,
    firstOnNode,
    maxMembers: limits.maxPresenceMembers,
  });
  if (!isPromise(answer)) {
    finishPresenceJoin(ctx, conn, channel, joined, answer);
    return;
  }
  conn.holdChannel(channel);
  return answer.then(
    (result) => finishPresenceJoin(ctx, conn, channel, joined, result),
    (error: unknown) => {
      ctx.logger.error({ err: error, channel }, 'presence join failed');
      finishPresenceJoin(ctx, conn, channel, joined, { ok: false, reason: 'unavailable' });
    },
  );
}

function finishPresenceJoin(
  ctx: RealtimeContext,
  conn: Connection,
  channel: string,
  member: PresenceMember,
  result: PresenceJoinResult,
): void {
  const appId = conn.app.credentials.id;
  const held = conn.releaseChannel(channel);
  // Announced even if the socket left meanwhile: its leave, handled after this join, announces the removal.
  if (result.ok && result.memberAdded) {
    ctx.adapter.publish({
      appId,
      channel,
      frame: memberAddedFrame(channel, member.userId, member.userInfo),
      exceptSocketId: conn.socketId,
      member: { userId: member.userId, added: true },
    });
  }
  if (conn.subscriptions.get(channel) !== member) return; // closed or unsubscribed while waiting

  if (!result.ok || !Object.hasOwn(result.presence.hash, member.userId)) {
    // No room (or no answer): undo the local join. The adapter's leave is idempotent, so calling it
    // cannot remove a membership that other sockets hold; no member_removed is sent for a refusal.
    conn.subscriptions.delete(channel);
    const { memberRemoved } = conn.app.registry.leave(channel, conn, member);
    ctx.adapter.subscriptionsChanged(appId, channel, conn.app.registry.subscriptionCount(channel));
    if (memberRemoved)
      void Promise.resolve(ctx.adapter.leavePresence(appId, channel, member.userId)).catch(() => {});
    const full = result.ok || result.reason === 'limit';
    refuseSubscription(
      conn,
      channel,
      full
        ? {
            type: 'LimitReached',
            error: `Presence channels hold at most ${ctx.limits.maxPresenceMembers} members`,
            status: 429,
          }
        : { type: 'LimitReached', error: 'Presence is unavailable right now; try again', status: 503 },
      ErrorCode.InvalidMessage,
    );
    return;
  }

  conn.send(subscriptionSucceededFrame(channel, result.presence));
  for (const message of held) {
    // The member list already says who is there: repeats of it are dropped.
    const known = message.member && Object.hasOwn(result.presence.hash, message.member.userId);
    if (message.member && message.member.added === known) continue;
    if (message.exceptSocketId !== conn.socketId) conn.send(message.frame);
  }
}

/** Member from signed channel_data; returns an error message when it is unusable. */
function parsePresenceMember(channelData: string, maxInfoBytes: number): PresenceMember | string {
  let value: unknown;
  try {
    value = JSON.parse(channelData);
  } catch {
    return 'channel_data is not valid JSON';
  }
  const userId = field(value, 'user_id');
  // Laravel signs numeric ids as numbers; clients key members by string, so normalize here.
  const id = typeof userId === 'number' && Number.isFinite(userId) ? String(userId) : userId;
  if (typeof id !== 'string' || id === '') return 'channel_data needs a user_id';
  const userInfo = field(value, 'user_info') ?? {};
  if (Buffer.byteLength(JSON.stringify(userInfo)) > maxInfoBytes) {
    return `user_info larger than ${maxInfoBytes} bytes`;
  }
  return { userId: id, userInfo };
}

function unsubscribe(ctx: RealtimeContext, conn: Connection, data: unknown): void {
  const channel = field(data, 'channel');
  if (typeof channel !== 'string') {
    conn.error(ErrorCode.InvalidMessage, 'pusher:unsubscribe needs data.channel');
    return;
  }
  leaveChannel(ctx, conn, channel);
}

function leaveChannel(ctx: RealtimeContext, conn: Connection, channel: string): void {
  if (!conn.subscriptions.has(channel)) return;
  const member = conn.subscriptions.get(channel) ?? null;
  conn.subscriptions.delete(channel);
  const appId = conn.app.credentials.id;
  const { memberRemoved } = conn.app.registry.leave(channel, conn, member);
  ctx.adapter.subscriptionsChanged(appId, channel, conn.app.registry.subscriptionCount(channel));
  if (!member || !memberRemoved) return;
  // The user's last socket here left; the adapter knows whether they are still there on another node.
  const announce = (gone: boolean) => {
    if (!gone) return;
    ctx.adapter.publish({
      appId,
      channel,
      frame: memberRemovedFrame(channel, member.userId),
      member: { userId: member.userId, added: false },
    });
  };
  const answer = ctx.adapter.leavePresence(appId, channel, member.userId);
  if (isPromise(answer)) {
    answer.then(announce, (error: unknown) =>
      ctx.logger.error({ err: error, channel }, 'presence leave failed'),
    );
  } else {
    announce(answer);
  }
}

function signin(ctx: RealtimeContext, conn: Connection, data: unknown): void {
  const auth = field(data, 'auth');
  const userData = field(data, 'user_data');
  const { key, secret } = conn.app.credentials;
  if (typeof userData !== 'string' || typeof auth !== 'string') {
    // A malformed frame is a protocol error like any other, not a failed sign-in.
    conn.error(ErrorCode.InvalidMessage, 'pusher:signin needs data.auth and data.user_data strings');
    return;
  }
  if (!verifyAuthToken(auth, key, secret, userStringToSign(conn.socketId, userData))) {
    // A forged or stale user signature ends the connection; 4009 tells pusher-js not to retry with it.
    conn.close(ErrorCode.Unauthorized, 'Invalid user authentication signature');
    return;
  }
  let id: unknown;
  try {
    id = field(JSON.parse(userData), 'id');
  } catch {
    id = undefined;
  }
  if (typeof id !== 'string' || id === '') {
    conn.error(ErrorCode.InvalidMessage, 'user_data needs a non-empty string id');
    return;
  }
  if (conn.user && conn.user.id !== id) {
    // Signing in as someone else drops the previous user's private feed.
    leaveChannel(ctx, conn, `${SERVER_TO_USER_PREFIX}${conn.user.id}`);
  }
  if (conn.user) conn.app.removeUserSocket(conn.user.id, conn);
  conn.user = { id, data: userData };
  conn.app.addUserSocket(id, conn);
  conn.send(signinSuccessFrame(userData));
}

function clientEvent(ctx: RealtimeContext, conn: Connection, frame: ClientFrame): void {
  const { event, channel } = frame;
  const reject = (message: string) =>
    conn.error(
      ErrorCode.ClientEventRejected,
      message,
      typeof channel === 'string' ? clip(channel, 200) : undefined,
    );

  if (event.length > ctx.limits.maxEventNameLength) {
    reject(`Event name longer than ${ctx.limits.maxEventNameLength} characters`);
    return;
  }
  if (typeof channel !== 'string') {
    reject('Client events need a channel');
    return;
  }
  if (!isAuthenticatedKind(channelKind(channel))) {
    reject('Client events are only allowed on private and presence channels');
    return;
  }
  if (!conn.subscriptions.has(channel)) {
    reject(`Not subscribed to ${clip(channel, 200)}`);
    return;
  }
  if (!conn.clientEvents.take()) {
    reject(`Client event rate limit exceeded (${ctx.limits.clientEventsPerSecond} per second)`);
    return;
  }
  const member = conn.subscriptions.get(channel);
  ctx.adapter.publish({
    appId: conn.app.credentials.id,
    channel,
    frame: eventFrame(event, channel, frame.data, member?.userId),
    exceptSocketId: conn.socketId,
  });
}
