import WebSocket from 'ws';
import {
  APP,
  cleanup,
  connectPusher,
  pusherErrorCode,
  RawClient,
  sleep,
  startServer,
  waitFor,
} from './helpers.ts';

afterEach(cleanup);

describe('connection', () => {
  it('gives pusher-js a Pusher-style socket id', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    expect(server.stats().connections).toBe(1);
  });

  it('sends connection_established with the data as a JSON string', async () => {
    const server = await startServer({ activityTimeoutSeconds: 45 });
    const ws = new WebSocket(
      `ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7&client=js&version=8.6.0`,
    );
    const raw = await waitFor<string>(
      (resolve) => ws.on('message', (data) => resolve(data.toString())),
      'handshake',
    );
    ws.terminate();
    const frame = JSON.parse(raw) as { event: string; data: unknown };
    expect(frame.event).toBe('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(frame.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 45,
    });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    client.send({ event: 'pusher:ping', data: {} });
    await client.nextEvent('pusher:pong');
  });

  it.each([
    ['/app/unknown-key?protocol=7', 4001],
    ['/nothing/here', 4005],
    [`/app/${APP.key}`, 4008],
    [`/app/${APP.key}?protocol=seven`, 4006],
    [`/app/${APP.key}?protocol=3`, 4007],
  ])('refuses %s with pusher:error and close code %i', async (path, code) => {
    const server = await startServer();
    const client = await RawClient.open(server, path);
    expect(await client.nextEvent('pusher:error')).toMatchObject({ data: { code } });
    expect(await client.closed()).toBe(code);
    expect(server.stats().connections).toBe(0);
  });

  it('makes pusher-js give up on an unknown app key', async () => {
    const server = await startServer();
    const { default: Pusher } = await import('pusher-js');
    const pusher = new Pusher('wrong-key', {
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      cluster: 'mt1',
      disableStats: true,
    });
    const error = await waitFor<unknown>(
      (resolve) => pusher.connection.bind('error', resolve),
      'connection error',
    );
    expect(pusherErrorCode(error)).toBe(4001);
    // 4001 is in the "do not reconnect" range.
    await sleep(50);
    expect(pusher.connection.state).toBe('disconnected');
    pusher.disconnect();
  });

  it('closes connections over maxConnections with 4100', async () => {
    const server = await startServer({ maxConnections: 1 });
    await RawClient.open(server);
    const second = await RawClient.open(server);
    expect(await second.nextEvent('pusher:error')).toMatchObject({ data: { code: 4100 } });
    expect(await second.closed()).toBe(4100);
  });
});

describe('bad frames', () => {
  it('answers garbage with pusher:error 4300 and keeps the connection usable', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    const expectError = async (frame: unknown, binary = false) => {
      if (binary) client.ws.send(frame as Buffer, { binary: true });
      else client.send(frame);
      return (await client.nextEvent('pusher:error')).data as { code: number; message: string };
    };

    expect(await expectError('this is not json')).toEqual({ code: 4300, message: 'Invalid JSON' });
    expect((await expectError('[1,2,3]')).code).toBe(4300);
    expect((await expectError('{"event":5}')).code).toBe(4300);
    expect((await expectError({ event: 'pusher:subscribe', data: {} })).message).toMatch(/data.channel/);
    expect((await expectError({ event: 'pusher:subscribe', data: '{oops' })).message).toMatch(/Invalid JSON/);
    expect((await expectError({ event: 'something:else', data: {} })).message).toMatch(/Unsupported event/);
    expect((await expectError(Buffer.from([1, 2, 3]), true)).message).toMatch(/Binary/);
    expect(
      (await expectError({ event: 'client-x', channel: 'private-a', data: 'x'.repeat(11_000) })).message,
    ).toMatch(/larger than 10240 bytes/);

    client.send({ event: 'pusher:ping', data: {} });
    await client.nextEvent('pusher:pong');
    expect(client.closeCode).toBeNull();
    expect(server.stats().connections).toBe(1);
  });

  it('refuses invalid channel names with a subscription error', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    const bad = await client.subscribe('no spaces allowed');
    expect(bad).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'InvalidChannel', status: 400 },
    });
    const long = await client.subscribe('x'.repeat(201));
    expect(long).toMatchObject({ event: 'pusher:subscription_error', data: { type: 'InvalidChannel' } });
  });

  it('survives a frame past the hard payload cap by closing only that socket', async () => {
    const server = await startServer();
    const victim = await RawClient.open(server);
    victim.send(JSON.stringify({ event: 'client-x', data: 'y'.repeat(200_000) }));
    expect(await victim.closed()).toBe(1009);
    const other = await RawClient.open(server);
    other.send({ event: 'pusher:ping' });
    await other.nextEvent('pusher:pong');
  });

  it('limits subscriptions per connection', async () => {
    const server = await startServer({ maxSubscriptionsPerConnection: 2 });
    const client = await RawClient.open(server);
    expect((await client.subscribe('a')).event).toBe('pusher_internal:subscription_succeeded');
    expect((await client.subscribe('b')).event).toBe('pusher_internal:subscription_succeeded');
    expect(await client.subscribe('c')).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'LimitReached' },
    });
  });
});

describe('liveness', () => {
  it('pings a silent socket and closes it with 4201 when no pong comes', async () => {
    const server = await startServer({ activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 });
    // autoPong off: this client ignores websocket-level pings too, like a dead peer.
    const client = await RawClient.open(server, undefined, { autoPong: false });
    await client.nextEvent('pusher:ping', 3000);
    expect(await client.closed(4000)).toBe(4201);
  });

  it('keeps a responsive pusher-js client connected past the timeout', async () => {
    const server = await startServer({ activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 });
    const pusher = await connectPusher(server);
    const socketId = pusher.connection.socket_id;
    await sleep(3500);
    expect(pusher.connection.state).toBe('connected');
    expect(pusher.connection.socket_id).toBe(socketId);
  });
});

describe('graceful close', () => {
  it('sends 4200 to every client, then stops listening', async () => {
    const server = await startServer();
    const raw = await RawClient.open(server);
    const pusher = await connectPusher(server);
    const pusherError = waitFor<unknown>(
      (resolve) => pusher.connection.bind('error', resolve),
      'pusher-js error',
    );

    await server.close();

    expect(await raw.closed()).toBe(4200);
    expect(raw.frames).toContainEqual(
      expect.objectContaining({ event: 'pusher:error', data: expect.objectContaining({ code: 4200 }) }),
    );
    expect(pusherErrorCode(await pusherError)).toBe(4200);
    pusher.disconnect();
    await expect(fetch(`http://127.0.0.1:${server.port}/up`)).rejects.toThrow();
  });
});
