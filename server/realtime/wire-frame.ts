import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * Fan-out fast path. A broadcast sends the same text frame to thousands of sockets; ws would build
 * a header and issue a corked two-buffer write for each one. Here the complete frame (header +
 * payload) is built once and written to each raw socket in a single call, which measurably cuts
 * server time per delivery (see bench/realtime/fanout.ts).
 *
 * It reaches into two ws internals (`_socket`, `_sender`), so it is used only when they look
 * exactly as expected and the sender is idle (nothing queued ahead that this write could overtake);
 * otherwise callers fall back to the public `ws.send`.
 */

/** Unmasked, unfragmented server-to-client text frame (RFC 6455 §5.2). */
export function encodeTextFrame(payload: Buffer): Buffer {
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0x81, length]);
  } else if (length < 65536) {
    header = Buffer.allocUnsafe(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.allocUnsafe(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    header.writeUInt32BE(length >>> 0, 6);
  }
  return Buffer.concat([header, payload], header.length + length);
}

interface WsInternals {
  _socket?: Socket | null;
  _sender?: { _queue?: unknown[]; _state?: number; _bufferedBytes?: number } | null;
}

/** The raw socket if a direct write cannot reorder or corrupt ws's own output; null otherwise. */
export function idleRawSocket(ws: WebSocket): Socket | null {
  const internals = ws as unknown as WsInternals;
  const socket = internals._socket;
  const sender = internals._sender;
  if (!socket || !sender || typeof socket.write !== 'function') return null;
  if (!Array.isArray(sender._queue) || sender._queue.length !== 0) return null;
  if (sender._state !== 0 || sender._bufferedBytes !== 0) return null;
  return socket;
}
