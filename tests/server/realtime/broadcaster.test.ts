import {
  HttpBroadcaster,
  InProcessBroadcaster,
  NullBroadcaster,
  type RealtimeLogger,
} from '../../../server/realtime/index.ts';
import { originFor, originSocketStorage } from '../../../server/realtime/origin-socket.ts';
import { APP, cleanup, RawClient, sleep, startServer } from './helpers.ts';

afterEach(cleanup);

function recordingLogger() {
  const errors: Array<{ context: Record<string, unknown>; message?: string }> = [];
  const noop = () => {};
  const logger: RealtimeLogger = {
    debug: noop,
    info: noop,
    warn: noop,
    error: (context, message) => errors.push({ context, message }),
  };
  return { logger, errors };
}

describe('HttpBroadcaster', () => {
  it('posts signed events in chunks of 100 channels', async () => {
    const server = await startServer();
    const first = await RawClient.open(server);
    const last = await RawClient.open(server);
    await first.subscribe('private-App.Models.User.0');
    await last.subscribe('private-App.Models.User.149');

    const calls: string[] = [];
    const { logger, errors } = recordingLogger();
    const broadcaster = new HttpBroadcaster({
      baseUrl: `http://127.0.0.1:${server.port}/`,
      ...{ appId: APP.id, key: APP.key, secret: APP.secret },
      logger,
      fetch: (input, init) => {
        calls.push(String(input));
        return fetch(input, init);
      },
    });
    const channels = Array.from({ length: 150 }, (_, i) => `private-App.Models.User.${i}`);
    await broadcaster.broadcast(
      channels,
      'notice.created',
      { id: 1, title: 'Pedido enviado' },
      {
        exceptSocketId: last.socketId,
      },
    );

    expect(errors).toEqual([]);
    expect(calls).toHaveLength(2);
    expect(await first.nextEvent('notice.created')).toMatchObject({
      data: { id: 1, title: 'Pedido enviado' },
    });
    await sleep(100);
    expect(last.frames.filter((frame) => frame.event === 'notice.created')).toEqual([]);
  });

  it('logs instead of throwing when the server refuses or is down', async () => {
    const server = await startServer();
    const { logger, errors } = recordingLogger();
    const wrongSecret = new HttpBroadcaster({
      baseUrl: `http://127.0.0.1:${server.port}`,
      appId: APP.id,
      key: APP.key,
      secret: 'wrong',
      logger,
    });
    await expect(wrongSecret.broadcast(['catalog'], 'x', {})).resolves.toBeUndefined();
    expect(errors[0]).toMatchObject({ message: 'realtime broadcast refused', context: { status: 401 } });

    const port = server.port;
    await server.close();
    const down = new HttpBroadcaster({
      baseUrl: `http://127.0.0.1:${port}`,
      appId: APP.id,
      key: APP.key,
      secret: APP.secret,
      logger,
    });
    await expect(down.broadcast(['catalog'], 'x', {})).resolves.toBeUndefined();
    expect(errors[1]).toMatchObject({ message: 'realtime broadcast failed' });

    await expect(down.broadcast(['bad name'], 'x', {})).resolves.toBeUndefined();
    expect(errors[2]).toMatchObject({ message: expect.stringMatching(/invalid channel/) });
  });
});

describe('InProcessBroadcaster', () => {
  it('publishes through the running server and swallows invalid events', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    await client.subscribe('private-store.4');
    const { logger, errors } = recordingLogger();
    const broadcaster = new InProcessBroadcaster(server, APP.id, logger);

    await broadcaster.broadcast(['private-store.4'], 'order.created', { order_id: 1 });
    expect(await client.nextEvent('order.created')).toMatchObject({ data: { order_id: 1 } });

    await expect(broadcaster.broadcast(['private-store.4'], 'pusher:fake', {})).resolves.toBeUndefined();
    await expect(
      broadcaster.broadcast(['private-store.4'], 'big', 'x'.repeat(20_000)),
    ).resolves.toBeUndefined();
    await expect(
      new InProcessBroadcaster(server, 'missing-app', logger).broadcast(['a'], 'x', {}),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(3);

    await broadcaster.broadcast(
      ['private-store.4'],
      'order.created',
      { order_id: 2 },
      { exceptSocketId: client.socketId },
    );
    await sleep(50);
    expect(client.frames.filter((frame) => frame.event === 'order.created')).toEqual([]);
  });
});

describe('NullBroadcaster', () => {
  it('does nothing', async () => {
    await expect(new NullBroadcaster().broadcast(['a'], 'x', {})).resolves.toBeUndefined();
  });
});

describe('the socket of the request being answered', () => {
  it('is left out of broadcasts made while answering, and not of later ones the request set off', async () => {
    const server = await startServer();
    const sender = await RawClient.open(server);
    const other = await RawClient.open(server);
    await sender.subscribe('private-App.Models.User.7');
    await other.subscribe('private-App.Models.User.7');
    for (const broadcaster of [
      new InProcessBroadcaster(server, APP.id),
      new HttpBroadcaster({
        baseUrl: `http://127.0.0.1:${server.port}`,
        appId: APP.id,
        key: APP.key,
        secret: APP.secret,
      }),
    ]) {
      let answering = true;
      let later: Promise<void> = Promise.resolve();
      await originSocketStorage.run(
        originFor(sender.socketId, () => answering),
        async () => {
          await broadcaster.broadcast(['private-App.Models.User.7'], 'notice.read', { id: 1 });
          // A timer started by the request (a payment settling later) fires after the answer went out.
          later = new Promise((resolve) =>
            setTimeout(
              () =>
                resolve(
                  broadcaster.broadcast(['private-App.Models.User.7'], 'order.status-changed', { id: 2 }),
                ),
              20,
            ),
          );
        },
      );
      answering = false;
      await later;
      expect(await other.nextEvent('notice.read')).toMatchObject({ data: { id: 1 } });
      expect(await other.nextEvent('order.status-changed')).toMatchObject({ data: { id: 2 } });
      expect(await sender.nextEvent('order.status-changed')).toMatchObject({ data: { id: 2 } });
      await sleep(50);
      expect(sender.frames.filter((frame) => frame.event === 'notice.read')).toEqual([]);
    }
  });
});
