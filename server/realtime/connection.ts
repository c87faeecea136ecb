import type { RawData, WebSocket } from 'ws';
import type { BroadcastMessage } from './adapter.ts';
import type { PresenceMember } from './channels.ts';
import type { AppState, Counters } from './context.ts';
import { type RealtimeLimits, TokenBucket } from './limits.ts';
import { ErrorCode, errorFrame, PING_FRAME } from './protocol.ts';
import { idleRawSocket } from './wire-frame.ts';

/** A broadcast frame encoded once for all recipients: the JSON text and the complete websocket frame. */
export interface PreparedFrame {
  payload: Buffer;
  wire: Buffer;
}

export interface SignedInUser {
  id: string;
  /** The signed `user_data` string, kept verbatim. */
  data: string;
}

/** ws sends Buffers as binary unless told otherwise; Pusher clients expect text frames. */
const TEXT_FRAME = { binary: false } as const;

/** Close reasons are capped at 123 bytes by the websocket protocol. */
function closeReason(message: string): string {
  return Buffer.byteLength(message) <= 123 ? message : Buffer.from(message).subarray(0, 120).toString();
}

/** One client socket: what it is subscribed to, who it signed in as, and when it was last heard. */
export class Connection {
  /** Channel → presence member this socket joined as (null for non-presence channels). */
  readonly subscriptions = new Map<string, PresenceMember | null>();
  user: SignedInUser | null = null;
  lastSeenAt: number;
  /** When the server pinged this socket and is still waiting for any reply; 0 when not waiting. */
  pingSentAt = 0;
  readonly clientEvents: TokenBucket;
  /**
   * Channels whose presence join awaits the adapter (Redis): what arrives for them meanwhile is
   * held and sent after `subscription_succeeded`. Null when nothing is pending (the usual case).
   */
  held: Map<string, BroadcastMessage[]> | null = null;
  /** Frames that arrived while an earlier one was still being handled; handled in order after it. */
  readonly inbox: Array<{ raw: RawData; isBinary: boolean }> = [];
  busy = false;
  private closing = false;

  constructor(
    readonly socketId: string,
    readonly app: AppState,
    private readonly ws: WebSocket,
    private readonly limits: RealtimeLimits,
    private readonly counters: Counters,
  ) {
    this.lastSeenAt = Date.now();
    this.clientEvents = new TokenBucket(limits.clientEventsPerSecond, this.lastSeenAt);
  }

  get isOpen(): boolean {
    return !this.closing && this.ws.readyState === this.ws.OPEN;
  }

  send(frame: string | Buffer): boolean {
    if (!this.canSend()) return false;
    this.ws.send(frame, TEXT_FRAME);
    this.counters.messagesSent++;
    return true;
  }

  /** Fan-out path: one raw write of a pre-built frame when ws is idle, else the normal send. */
  sendPrepared(frame: PreparedFrame): boolean {
    if (!this.canSend()) return false;
    const socket = idleRawSocket(this.ws);
    if (socket) socket.write(frame.wire);
    else this.ws.send(frame.payload, TEXT_FRAME);
    this.counters.messagesSent++;
    return true;
  }

  /** Holds the message if its channel's join is pending; false when it can go out now. */
  hold(message: BroadcastMessage): boolean {
    const queue = this.held?.get(message.channel);
    if (!queue) return false;
    queue.push(message);
    return true;
  }

  holdChannel(channel: string): void {
    this.held ??= new Map();
    this.held.set(channel, []);
  }

  /** Stops holding the channel and returns what was held for it. */
  releaseChannel(channel: string): BroadcastMessage[] {
    const queue = this.held?.get(channel) ?? [];
    this.held?.delete(channel);
    if (this.held?.size === 0) this.held = null;
    return queue;
  }

  private canSend(): boolean {
    if (!this.isOpen) return false;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      // A reader this far behind would hold memory for every event; let it reconnect with backoff.
      this.close(ErrorCode.OverCapacity, 'Client is too slow to receive messages');
      return false;
    }
    return true;
  }

  error(code: number, message: string, channel?: string): void {
    this.send(errorFrame(code, message, channel));
  }

  /** Sends `pusher:error` (for clients that ignore close codes) and then the close frame with the same code. */
  close(code: number, message: string): void {
    if (this.closing) return;
    if (this.ws.readyState === this.ws.OPEN) {
      this.ws.send(errorFrame(code, message));
      this.ws.close(code, closeReason(message));
    }
    this.closing = true;
  }

  terminate(): void {
    this.closing = true;
    this.ws.terminate();
  }

  /** Any inbound traffic proves the client is alive. */
  touch(now: number): void {
    this.lastSeenAt = now;
    this.pingSentAt = 0;
  }

  /** Both a protocol ping and a websocket ping: browsers answer the latter even in throttled tabs. */
  ping(now: number): void {
    this.pingSentAt = now;
    this.send(PING_FRAME);
    if (this.isOpen) this.ws.ping();
  }
}
