import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { stopHost } from '../../../server/bootstrap/shutdown.ts';

/** A host's graceful stop (server/bootstrap/shutdown.ts) on a real listening server. */

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('stopHost', () => {
  it('finishes the request in flight, refuses new connections, ends the worker threads, then closes the database last', async () => {
    const app = Fastify();
    const arrived = deferred();
    const release = deferred();
    app.get('/slow', async () => {
      arrived.resolve();
      await release.promise;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const order: string[] = [];
    const jobRun = deferred();

    const inFlight = fetch(`${url}/slow`, { headers: { connection: 'close' } });
    await arrived.promise;
    const stopping = stopHost(
      {
        app,
        realtime: {
          close: async () => {
            order.push('sockets closed');
          },
        },
        jobs: [
          async () => {
            await jobRun.promise;
            order.push('job finished');
          },
        ],
        threads: {
          close: async () => {
            order.push('threads ended');
          },
        },
        database: {
          close: async () => {
            order.push('database closed');
          },
        },
      },
      () => {},
    );

    // The listener is closed at once: a new connection is refused while the request is still running.
    await expect
      .poll(async () =>
        fetch(`${url}/slow`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    release.resolve();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(order).not.toContain('database closed');
    // The worker threads (the optimizer's solvers) only once nothing may still ask them for work.
    expect(order).not.toContain('threads ended');
    jobRun.resolve();
    await stopping;
    expect(order).toEqual(['sockets closed', 'job finished', 'threads ended', 'database closed']);
  });
});
