import { apiStringToSign, signApiRequest, verifyApiRequest } from '../../../server/realtime/api-signature.ts';
import { ChannelRegistry } from '../../../server/realtime/channels.ts';
import {
  authenticateUser,
  authorizeChannel,
  isValidChannelName,
  isValidSocketId,
  RealtimeAuthError,
} from '../../../server/realtime/index.ts';
import { TokenBucket } from '../../../server/realtime/limits.ts';
import { hmacSha256Hex, md5Hex } from '../../../server/realtime/signatures.ts';

// Worked examples published in Pusher's authentication documentation.
const DOC_KEY = '278d425bdf160c739803';
const DOC_SECRET = '7ad3773142a6692b25b8';

describe('channel authorization helper', () => {
  it('matches the published private channel example', () => {
    const result = authorizeChannel({
      key: DOC_KEY,
      secret: DOC_SECRET,
      socketId: '1234.1234',
      channelName: 'private-foobar',
    });
    expect(result).toEqual({
      auth: `${DOC_KEY}:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4`,
    });
  });

  it('matches the published presence channel example and returns channel_data verbatim', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    const result = authorizeChannel({
      key: DOC_KEY,
      secret: DOC_SECRET,
      socketId: '1234.1234',
      channelName: 'presence-foobar',
      channelData,
    });
    expect(result).toEqual({
      auth: `${DOC_KEY}:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80`,
      channel_data: channelData,
    });
  });

  it('serializes object channel data', () => {
    const result = authorizeChannel({
      key: 'k',
      secret: 's',
      socketId: '1.2',
      channelName: 'presence-store.1.staff',
      channelData: { user_id: 7, user_info: { name: 'Ana' } },
    });
    expect(result.channel_data).toBe('{"user_id":7,"user_info":{"name":"Ana"}}');
    expect(result.auth).toBe(`k:${hmacSha256Hex('s', `1.2:presence-store.1.staff:${result.channel_data}`)}`);
  });

  it('refuses bad input instead of signing it', () => {
    const base = { key: 'k', secret: 's' };
    expect(() => authorizeChannel({ ...base, socketId: 'abc', channelName: 'private-a' })).toThrow(
      RealtimeAuthError,
    );
    expect(() => authorizeChannel({ ...base, socketId: '1.2', channelName: 'private a' })).toThrow(
      /channel name/,
    );
    expect(() => authorizeChannel({ ...base, socketId: '1.2', channelName: 'presence-a' })).toThrow(
      /channelData/,
    );
    expect(() => authorizeChannel({ ...base, socketId: '1.2', channelName: 'private-encrypted-a' })).toThrow(
      /not supported/,
    );
    expect(() => authorizeChannel({ ...base, socketId: '1.2', channelName: 'public' })).toThrow(
      RealtimeAuthError,
    );
  });
});

describe('user authentication helper', () => {
  it('signs socket_id::user::user_data', () => {
    const result = authenticateUser({
      key: 'k',
      secret: 's',
      socketId: '1.2',
      userData: { id: '42', name: 'Bia' },
    });
    expect(result.user_data).toBe('{"id":"42","name":"Bia"}');
    expect(result.auth).toBe(`k:${hmacSha256Hex('s', '1.2::user::{"id":"42","name":"Bia"}')}`);
  });

  it('requires a string id, as pusher-js does', () => {
    expect(() =>
      authenticateUser({
        key: 'k',
        secret: 's',
        socketId: '1.2',
        userData: { id: 42 } as unknown as { id: string },
      }),
    ).toThrow(/id/);
  });
});

describe('validators', () => {
  it('accepts Pusher socket ids only', () => {
    expect(isValidSocketId('123.456')).toBe(true);
    expect(isValidSocketId('123')).toBe(false);
    expect(isValidSocketId('1.2.3')).toBe(false);
    expect(isValidSocketId('a.b')).toBe(false);
    expect(isValidSocketId(12.5)).toBe(false);
  });

  it('accepts Pusher channel names only', () => {
    expect(isValidChannelName('private-App.Models.User.15')).toBe(true);
    expect(isValidChannelName('presence-store.3.staff')).toBe(true);
    expect(isValidChannelName('a-b_c=d@e,f.g;h')).toBe(true);
    expect(isValidChannelName('#server-to-user-42')).toBe(true);
    expect(isValidChannelName('#other')).toBe(false);
    expect(isValidChannelName('with space')).toBe(false);
    expect(isValidChannelName('')).toBe(false);
    expect(isValidChannelName('x'.repeat(200))).toBe(true);
    expect(isValidChannelName('x'.repeat(201))).toBe(false);
  });
});

describe('HTTP API signatures', () => {
  it('matches the published events example', () => {
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const toSign = apiStringToSign('POST', '/apps/3/events', [
      ['auth_key', DOC_KEY],
      ['auth_timestamp', '1353088179'],
      ['auth_version', '1.0'],
      ['body_md5', md5Hex(body)],
    ]);
    expect(hmacSha256Hex(DOC_SECRET, toSign)).toBe(
      'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );

    const query = signApiRequest({
      key: DOC_KEY,
      secret: DOC_SECRET,
      method: 'POST',
      path: '/apps/3/events',
      body,
      timestamp: 1353088179,
    });
    expect(new URLSearchParams(query).get('auth_signature')).toBe(
      'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
  });

  const verify = (
    query: string,
    body = '',
    overrides: { path?: string; now?: number; secret?: string } = {},
  ) =>
    verifyApiRequest({
      key: 'k',
      secret: overrides.secret ?? 's',
      method: 'GET',
      path: overrides.path ?? '/apps/1/channels',
      query: new URLSearchParams(query),
      body: Buffer.from(body),
      nowSeconds: overrides.now,
    });

  it('verifies its own signatures, including extra query params', () => {
    const query = signApiRequest({
      key: 'k',
      secret: 's',
      method: 'GET',
      path: '/apps/1/channels',
      query: { filter_by_prefix: 'presence-', info: 'user_count,subscription_count' },
    });
    expect(verify(query)).toEqual({ ok: true });
  });

  it('rejects a wrong secret, a changed path, and a stale timestamp', () => {
    const query = signApiRequest({
      key: 'k',
      secret: 's',
      method: 'GET',
      path: '/apps/1/channels',
      timestamp: 1000,
    });
    expect(verify(query, '', { now: 1000, secret: 'other' }).ok).toBe(false);
    expect(verify(query, '', { now: 1000, path: '/apps/2/channels' }).ok).toBe(false);
    expect(verify(query, '', { now: 1000 + 599 }).ok).toBe(true);
    expect(verify(query, '', { now: 1000 + 601 })).toEqual({
      ok: false,
      reason: expect.stringMatching(/Timestamp/),
    });
  });

  it('rejects a body that does not match body_md5', () => {
    const query = signApiRequest({
      key: 'k',
      secret: 's',
      method: 'GET',
      path: '/apps/1/channels',
      body: '{"a":1}',
    });
    expect(verify(query, '{"a":1}').ok).toBe(true);
    expect(verify(query, '{"a":2}')).toEqual({ ok: false, reason: 'Invalid body_md5' });
  });
});

describe('token bucket', () => {
  it('allows a burst of perSecond and refills over time', () => {
    const bucket = new TokenBucket(3, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(200)).toBe(false);
    expect(bucket.take(400)).toBe(true);
  });
});

describe('channel registry presence counting', () => {
  it('adds a member on the first socket and removes it on the last', () => {
    const registry = new ChannelRegistry<string>();
    const member = { userId: '1', userInfo: { name: 'Ana' } };
    expect(registry.join('presence-x', 'a', member)).toEqual({ memberAdded: true });
    expect(registry.join('presence-x', 'b', member)).toEqual({ memberAdded: false });
    expect(registry.presence('presence-x')).toEqual({ ids: ['1'], hash: { 1: { name: 'Ana' } }, count: 1 });
    expect(registry.leave('presence-x', 'a', member)).toEqual({ memberRemoved: false });
    expect(registry.leave('presence-x', 'b', member)).toEqual({ memberRemoved: true });
    expect(registry.channelCount).toBe(0);
  });
});
