import Echo from 'laravel-echo';
import {
  cleanup,
  connectPusher,
  pusherErrorCode,
  RawClient,
  sleep,
  startServer,
  subscribed,
  waitFor,
} from './helpers.ts';

afterEach(cleanup);

describe('client events', () => {
  it('reach other subscribers of a private channel but not the sender', async () => {
    const server = await startServer();
    const sender = await connectPusher(server);
    const receiver = await connectPusher(server);
    await subscribed(sender, 'private-chat.1');
    await subscribed(receiver, 'private-chat.1');

    const echoed: unknown[] = [];
    sender.channel('private-chat.1').bind('client-typing', (data: unknown) => echoed.push(data));
    const received = waitFor<unknown>(
      (resolve) => receiver.channel('private-chat.1').bind('client-typing', resolve),
      'client event',
    );
    expect(sender.channel('private-chat.1').trigger('client-typing', { typing: true })).toBe(true);
    expect(await received).toEqual({ typing: true });
    await sleep(100);
    expect(echoed).toEqual([]);
  });

  it('carry the sender user_id on presence channels', async () => {
    const server = await startServer();
    const sender = await connectPusher(server, { identity: { userId: 5, userInfo: {} } });
    const receiver = await connectPusher(server, { identity: { userId: 6, userInfo: {} } });
    await subscribed(sender, 'presence-store.1.staff');
    await subscribed(receiver, 'presence-store.1.staff');
    const received = waitFor<[unknown, { user_id?: string }]>(
      (resolve) =>
        receiver
          .channel('presence-store.1.staff')
          .bind('client-note', (data: unknown, metadata: { user_id?: string }) => resolve([data, metadata])),
      'presence client event',
    );
    sender.channel('presence-store.1.staff').trigger('client-note', { text: 'oi' });
    expect(await received).toEqual([{ text: 'oi' }, { user_id: '5' }]);
  });

  it('work as laravel-echo whispers', async () => {
    const server = await startServer();
    const a = new Echo({ broadcaster: 'pusher', client: await connectPusher(server) });
    const b = new Echo({ broadcaster: 'pusher', client: await connectPusher(server) });
    const channelA = a.private('chat.2');
    const channelB = b.private('chat.2');
    await waitFor<void>((resolve) => channelA.subscribed(() => resolve()), 'a');
    await waitFor<void>((resolve) => channelB.subscribed(() => resolve()), 'b');
    const whisper = waitFor<unknown>((resolve) => channelB.listenForWhisper('typing', resolve), 'whisper');
    channelA.whisper('typing', { name: 'Ana' });
    expect(await whisper).toEqual({ name: 'Ana' });
  });

  it('are refused on public channels', async () => {
    const server = await startServer();
    const sender = await connectPusher(server);
    const receiver = await connectPusher(server);
    await subscribed(sender, 'catalog');
    await subscribed(receiver, 'catalog');
    const leaked: unknown[] = [];
    receiver.channel('catalog').bind('client-hack', (data: unknown) => leaked.push(data));
    const error = waitFor<unknown>((resolve) => sender.connection.bind('error', resolve), 'pusher:error');
    sender.channel('catalog').trigger('client-hack', { x: 1 });
    expect(pusherErrorCode(await error)).toBe(4301);
    await sleep(100);
    expect(leaked).toEqual([]);
  });

  it('are refused on channels the socket is not subscribed to', async () => {
    const server = await startServer();
    const outsider = await RawClient.open(server);
    const member = await RawClient.open(server);
    await member.subscribe('private-chat.9');
    outsider.send({ event: 'client-x', channel: 'private-chat.9', data: {} });
    expect(await outsider.nextEvent('pusher:error')).toMatchObject({
      data: { code: 4301, message: expect.stringMatching(/Not subscribed/) },
    });
    await sleep(100);
    expect(member.frames.filter((frame) => frame.event === 'client-x')).toEqual([]);
  });

  it('are rate limited per connection with 4301', async () => {
    const server = await startServer({ clientEventsPerSecond: 10 });
    const sender = await RawClient.open(server);
    const receiver = await RawClient.open(server);
    await sender.subscribe('private-chat.3');
    await receiver.subscribe('private-chat.3');

    for (let i = 0; i < 25; i++)
      sender.send({ event: 'client-tick', channel: 'private-chat.3', data: { i } });
    const limited = await sender.nextEvent('pusher:error');
    expect(limited.data).toMatchObject({ code: 4301, message: expect.stringMatching(/rate limit/) });
    await sleep(200);

    const errors = 1 + sender.frames.filter((frame) => frame.event === 'pusher:error').length;
    const delivered = receiver.frames.filter((frame) => frame.event === 'client-tick').length;
    expect(delivered + errors).toBe(25);
    expect(delivered).toBeGreaterThanOrEqual(10);
    expect(delivered).toBeLessThanOrEqual(12);
    expect(sender.closeCode).toBeNull();
  });
});
