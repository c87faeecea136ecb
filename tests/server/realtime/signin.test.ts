import type { Options } from 'pusher-js';
import { authenticateUser } from '../../../server/realtime/index.ts';
import {
  APP,
  apiRequest,
  cleanup,
  connectPusher,
  pusherErrorCode,
  RawClient,
  startServer,
  waitFor,
} from './helpers.ts';

afterEach(cleanup);

async function waitUntil(check: () => boolean, label: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('pusher:signin', () => {
  it('signs pusher-js in and delivers events sent to the user', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server, { identity: { userId: 42 } });
    pusher.signin();
    await pusher.user.signinDonePromise;
    expect(pusher.user.user_data).toEqual({ id: '42', name: 'User 42' });

    // After signin pusher-js subscribes to #server-to-user-{id}; the pusher libraries' sendToUser targets it.
    await waitUntil(
      () => pusher.user.serverToUserChannel?.subscribed === true,
      'server-to-user subscription',
    );
    const received = waitFor<unknown>((resolve) => pusher.user.bind('notice.created', resolve), 'user event');
    const response = await apiRequest(server, 'POST', `/apps/${APP.id}/events`, {
      body: { name: 'notice.created', channel: '#server-to-user-42', data: '{"id":5}' },
    });
    expect(response.status).toBe(200);
    expect(await received).toEqual({ id: 5 });
  });

  it('answers pusher:signin_success over the wire', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    const signed = authenticateUser({ ...APP, socketId: client.socketId, userData: { id: '7' } });
    client.send({ event: 'pusher:signin', data: signed });
    expect(await client.nextEvent('pusher:signin_success')).toMatchObject({
      data: { user_data: '{"id":"7"}' },
    });
  });

  it('closes the connection with 4009 on a forged user signature', async () => {
    const server = await startServer();
    const pusher = await connectPusher(server, {
      extra: {
        userAuthentication: {
          customHandler: (_p: unknown, callback: (e: null, d: { auth: string; user_data: string }) => void) =>
            callback(null, { auth: `${APP.key}:${'f'.repeat(64)}`, user_data: '{"id":"1"}' }),
        } as Options['userAuthentication'],
      },
    });
    const error = waitFor<unknown>((resolve) => pusher.connection.bind('error', resolve), 'error');
    pusher.signin();
    expect(pusherErrorCode(await error)).toBe(4009);
    await waitUntil(() => pusher.connection.state === 'disconnected', 'disconnected');
  });

  it('refuses #server-to-user- channels of other users', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    expect(await client.subscribe('#server-to-user-42')).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'AuthError' },
    });
    client.send({
      event: 'pusher:signin',
      data: authenticateUser({ ...APP, socketId: client.socketId, userData: { id: '7' } }),
    });
    await client.nextEvent('pusher:signin_success');
    expect((await client.subscribe('#server-to-user-42')).event).toBe('pusher:subscription_error');
    expect((await client.subscribe('#server-to-user-7')).event).toBe(
      'pusher_internal:subscription_succeeded',
    );
  });

  it('terminates a user connections through the API', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    client.send({
      event: 'pusher:signin',
      data: authenticateUser({ ...APP, socketId: client.socketId, userData: { id: '9' } }),
    });
    await client.nextEvent('pusher:signin_success');
    const response = await apiRequest(server, 'POST', `/apps/${APP.id}/users/9/terminate_connections`, {
      body: {},
    });
    expect(response).toEqual({ status: 200, body: {} });
    expect(await client.closed()).toBe(4009);
  });

  it('answers a malformed signin with a 4300 protocol error and keeps the connection', async () => {
    const server = await startServer();
    const client = await RawClient.open(server);
    for (const data of [
      null,
      'null',
      { auth: 'x' },
      { user_data: '{"id":"1"}' },
      { auth: 1, user_data: '{}' },
    ]) {
      client.send({ event: 'pusher:signin', data });
      expect(await client.nextEvent('pusher:error')).toMatchObject({ data: { code: 4300 } });
    }
    client.send({ event: 'pusher:ping', data: {} });
    await client.nextEvent('pusher:pong');
    expect(client.closeCode).toBeNull();
    // A well-formed signin with a wrong signature still ends the connection with 4009.
    client.send({ event: 'pusher:signin', data: { auth: `${APP.key}:bad`, user_data: '{"id":"1"}' } });
    expect(await client.closed()).toBe(4009);
  });
});
