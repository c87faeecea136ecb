import type { DB } from '../db/index.ts';

/**
 * How domain code sends a realtime event (docs/realtime.md): `Commerce.broadcast`, which never
 * rejects and is never awaited, because the event is a side effect of work that already committed.
 */
export type Broadcast = (channels: string[], event: string, payload: unknown) => void;

export interface AfterCommit {
  /** Queues an event; nothing is sent until `flush`. */
  broadcast: Broadcast;
  /** Sends the queued events, in order. */
  flush(): void;
}

/**
 * Holds the events raised inside a transaction until it commits: hand `queue.broadcast` to the code
 * running in the transaction and call `queue.flush()` once it committed. A rolled-back transaction
 * never flushes, so nobody hears of a change that did not happen.
 */
export function afterCommit(broadcast: Broadcast): AfterCommit {
  const queued: Parameters<Broadcast>[] = [];
  return {
    broadcast: (channels, event, payload) => {
      queued.push([channels, event, payload]);
    },
    flush: () => {
      for (const [channels, event, payload] of queued.splice(0)) broadcast(channels, event, payload);
    },
  };
}

/** Runs `work` in one transaction and sends the events it raised after the commit. */
export async function transactionWithBroadcasts<T>(
  db: DB,
  broadcast: Broadcast,
  work: (trx: DB, broadcast: Broadcast) => Promise<T>,
): Promise<T> {
  const queue = afterCommit(broadcast);
  const result = await db.transaction().execute((trx) => work(trx, queue.broadcast));
  queue.flush();
  return result;
}
