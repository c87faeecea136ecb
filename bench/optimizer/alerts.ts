/**
 * Alert latency: 1,000 want-list lines with a maximum price watch the catalogue; the demo seller drops
 * the price of one watched offer through the stock API (POST /v1/product-store-save) and the time is
 * taken from just before that call to the `wants.price-alert` notice received by the buyer's pusher-js
 * client on their private channel (authorised through the host's /broadcasting/auth).
 */
import Pusher from 'pusher-js';
import type { DB } from '../../server/db/index.ts';
import { extrasCodes } from '../../server/domain/catalogue/references.ts';
import type { Host } from './databases.ts';

export const WATCHED_LINES = 1000;

function client(host: Host, token: string): Pusher {
  return new Pusher('marketplace-key', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: host.realtime?.server?.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${host.origin}/broadcasting/auth`,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        host
          .call('POST', '/broadcasting/auth', { socket_id: socketId, channel_name: channelName }, token)
          .then((res) =>
            res.status === 200
              ? callback(null, res.json as never)
              : callback(new Error(String(res.status)), null),
          )
          .catch((e: Error) => callback(e, null));
      },
    },
  });
}

export async function alertLatencies(
  host: Host,
  db: DB,
  buyer: { token: string; id: number },
  seller: { token: string; id: number },
  samples: number,
): Promise<number[]> {
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('owner_user_id', '=', seller.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const targets = await db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.product_id',
      'l.condition',
      'l.language',
      'l.extras',
      'l.quantity',
      'p.name',
      'p.name_norm',
    ])
    .where('l.store_id', '=', store.id)
    .where('l.status', '=', 'available')
    .where('l.quantity', '>', 0)
    .where('p.type', '=', 'card')
    .orderBy('l.id')
    .limit(samples * 4)
    .execute();
  const picked = new Map<string, (typeof targets)[number]>();
  for (const t of targets) if (!picked.has(t.name_norm) && picked.size < samples) picked.set(t.name_norm, t);
  const others = await db
    .selectFrom('products')
    .select(['name', 'name_norm'])
    .where('type', '=', 'card')
    .where('offers_count', '>', 0)
    .orderBy('id', 'desc')
    .limit(WATCHED_LINES * 2)
    .execute();
  const names = new Map([...picked].map(([norm, t]) => [norm, t.name]));
  for (const o of others)
    if (names.size < WATCHED_LINES && !names.has(o.name_norm)) names.set(o.name_norm, o.name);
  const all = [...names.values()];
  for (let i = 0; i < all.length; i += 100) {
    const list = await host.call('POST', '/v1/wants', { name: `Alertas ${i / 100 + 1}` }, buyer.token);
    const id = list.json.result.id;
    const pasted = await host.call(
      'POST',
      `/v1/wants/${id}/entries`,
      {
        text: all
          .slice(i, i + 100)
          .map((n) => `1 ${n}`)
          .join('\n'),
      },
      buyer.token,
    );
    if (pasted.status !== 200) throw new Error(`entries: ${pasted.status} ${JSON.stringify(pasted.json)}`);
  }
  // Nothing on sale is that cheap: only the drops below alert.
  await db
    .updateTable('want_lines')
    .set({ max_price: 1, alert_listing_id: null, alert_price: null })
    .where('user_id', '=', buyer.id)
    .execute();
  const watching = await db
    .selectFrom('want_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', buyer.id)
    .where('max_price', 'is not', null)
    .executeTakeFirstOrThrow();

  const pusher = client(host, buyer.token);
  const channel = pusher.subscribe(`private-App.Models.User.${buyer.id}`);
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('subscription timed out')), 10_000);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      done();
    });
  });
  const waiting = new Map<number, (at: number) => void>();
  channel.bind('wants.price-alert', (payload: { listing_id: number }) => {
    waiting.get(payload.listing_id)?.(performance.now());
  });
  const latencies: number[] = [];
  for (const t of picked.values()) {
    const received = new Promise<number>((done) => waiting.set(t.id, done));
    const started = performance.now();
    const saved = await host.call(
      'POST',
      '/v1/product-store-save',
      {
        store_id: store.id,
        id: t.id,
        product_id: t.product_id,
        condition: t.condition,
        language: t.language,
        extras: extrasCodes(t.extras),
        quantity: t.quantity,
        price: 0.01,
      },
      seller.token,
    );
    if (saved.status !== 200)
      throw new Error(`product-store-save: ${saved.status} ${JSON.stringify(saved.json)}`);
    const at = await Promise.race([
      received,
      new Promise<number>((done) => setTimeout(() => done(Number.NaN), 5000)),
    ]);
    latencies.push(at - started);
  }
  pusher.disconnect();
  console.log(`  linhas com alerta: ${Number(watching.n)}; quedas de preço medidas: ${latencies.length}`);
  return latencies;
}
