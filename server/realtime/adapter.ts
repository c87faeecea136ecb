/**
 * Fan-out seam between "an event was published" and "frames go out on this node's sockets".
 *
 * Every channel broadcast (HTTP API events, `publish()`, client events, presence member
 * added/removed) goes through `publish`. The in-memory adapter delivers straight to local sockets.
 * A multi-node adapter (e.g. Redis pub/sub, see docs/realtime.md) would publish the message to the
 * other nodes and call `deliver` for messages it receives, so each node writes to its own sockets.
 */

export interface BroadcastMessage {
  appId: string;
  channel: string;
  /** The complete serialized frame, built once by the publisher and shared by all receivers. */
  frame: string;
  /** Socket that must not receive it (the sender of a client event, or an API `socket_id`). */
  exceptSocketId?: string;
}

export type DeliverFn = (message: BroadcastMessage) => void;

export interface RealtimeAdapter {
  /** Called once at server start with the function that writes a message to this node's sockets. */
  init(deliver: DeliverFn): void | Promise<void>;
  publish(message: BroadcastMessage): void;
  close(): void | Promise<void>;
}

export class InMemoryAdapter implements RealtimeAdapter {
  private deliver: DeliverFn | null = null;

  init(deliver: DeliverFn): void {
    this.deliver = deliver;
  }

  publish(message: BroadcastMessage): void {
    if (!this.deliver) throw new Error('InMemoryAdapter used before init()');
    this.deliver(message);
  }

  close(): void {
    this.deliver = null;
  }
}
