import { loadConfig } from '../../../server/config.ts';
import { realtimeAdapterFromEnv, realtimeOptionsFromEnv } from '../../../server/realtime/env.ts';
import { RedisAdapter } from '../../../server/realtime/redis-adapter.ts';

describe('socket server settings from the environment', () => {
  it('read the app credentials exactly as the host does, so both sides always agree', () => {
    for (const env of [
      {},
      { PUSHER_APP_ID: 'loja', PUSHER_APP_KEY: 'chave', PUSHER_APP_SECRET: 'segredo' },
      // An empty value is taken as given by both (and then refused by the server as an empty key).
      { PUSHER_APP_KEY: '' },
    ]) {
      const { appId, key, secret } = loadConfig(env).pusher;
      expect(realtimeOptionsFromEnv(env).apps).toEqual([{ id: appId, key, secret }]);
    }
    expect(realtimeOptionsFromEnv({}).apps[0]).toEqual({
      id: 'marketplace',
      key: 'marketplace-key',
      secret: 'marketplace-secret',
    });
  });

  it('choose the adapter with REALTIME_ADAPTER', () => {
    expect(realtimeAdapterFromEnv({})).toBeUndefined();
    expect(realtimeAdapterFromEnv({ REALTIME_ADAPTER: 'memory' })).toBeUndefined();
    expect(
      realtimeAdapterFromEnv({ REALTIME_ADAPTER: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' }),
    ).toBeInstanceOf(RedisAdapter);
    expect(() => realtimeAdapterFromEnv({ REALTIME_ADAPTER: 'kafka' })).toThrow(/memory.*redis/);
    expect(() => realtimeOptionsFromEnv({ WS_PORT: 'abc' })).toThrow(/WS_PORT/);
  });
});
