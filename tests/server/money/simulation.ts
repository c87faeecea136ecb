import { sql } from 'kysely';
import { nowIso } from '../../../server/db/index.ts';
import { DomainError, RefusedError } from '../../../server/domain/errors.ts';
import { ledgerHealth } from '../../../server/domain/ledger/post.ts';
import { releaseGroup, settleGroupPaid, transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import { errorStatus } from '../../../server/http/support/domain-errors.ts';
import { HttpError } from '../../../server/http/support/errors.ts';
import {
  addToCart,
  type Buyer,
  grantCredit,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
} from '../cart/fixtures.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

/**
 * Random money traffic against a real host and database (docs/ledger.md, "Proof under load"): orders
 * paid from wallet credit, PIX orders paid or expired, cancellations with refunds, deliveries with the
 * store's release, cash-outs and their settlement, subscription charges and credit grants, many at
 * once. Operations that meet a state another one changed first are refused (an error answered with a 4xx) — that
 * is counted, not a failure; anything else is. Used by tests/server/money/simulation.test.ts and
 * bench/money/run.ts.
 */

export interface SimulationOptions {
  operations: number;
  concurrency: number;
  seed?: number;
  stores?: number;
  buyers?: number;
  /** Extra operations (cash-outs, subscription charges…) with their weights. */
  extra?: ExtraOperation[];
}

export interface ExtraOperation {
  name: string;
  weight: number;
  run(world: World, pick: Picker): Promise<void>;
  /** Prepares the world once before the traffic starts (reference data, accounts). */
  setup?(world: World): Promise<void>;
}

export interface World {
  t: TestApp;
  stores: { storeId: number; ownerId: number; ownerToken: string; listingIds: number[] }[];
  buyers: Buyer[];
  /** Store orders paid and not yet moved on. */
  paid: number[];
}

export interface Picker {
  int(max: number): number;
  pick<T>(list: readonly T[]): T | undefined;
  take(list: number[]): number | undefined;
}

export interface SimulationReport {
  operations: number;
  seconds: number;
  done: Record<string, number>;
  refused: Record<string, number>;
  /** Why operations were refused (message → count). */
  reasons: Record<string, number>;
  health: Awaited<ReturnType<typeof ledgerHealth>>;
  negativeWallets: number;
  negativeStock: number;
  accountsChecked: number;
}

/** A small deterministic generator, so a failing run can be repeated with its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function picker(seed: number): Picker {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  return {
    int,
    pick: (list) => (list.length ? list[int(list.length)] : undefined),
    take: (list) => (list.length ? list.splice(int(list.length), 1)[0] : undefined),
  };
}

export async function buildWorld(t: TestApp, stores = 4, buyers = 40): Promise<World> {
  const world: World = { t, stores: [], buyers: [], paid: [] };
  for (let s = 0; s < stores; s++) {
    const owner = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: owner.id });
    const listingIds: number[] = [];
    for (let p = 0; p < 3; p++) {
      const productId = await makeProduct(t);
      listingIds.push(
        await makeListing(t, { storeId, productId, quantity: 1_000_000, price: 500 + 731 * (s + p) }),
      );
    }
    world.stores.push({ storeId, ownerId: owner.id, ownerToken: owner.token, listingIds });
  }
  for (let b = 0; b < buyers; b++) world.buyers.push(await makeBuyer(t, { credit: 100_000 }));
  return world;
}

/** A checkout of one or two stores' listings; the store orders it made and its group. */
async function checkout(world: World, p: Picker, credit: number | null) {
  const buyer = p.pick(world.buyers) as Buyer;
  const first = p.pick(world.stores) as World['stores'][number];
  await addToCart(world.t, buyer, p.pick(first.listingIds) as number, 1 + p.int(3));
  if (p.int(3) === 0) {
    const second = p.pick(world.stores) as World['stores'][number];
    await addToCart(world.t, buyer, p.pick(second.listingIds) as number, 1);
  }
  const res = await world.t.request('POST', '/v1/order/pix', {
    token: buyer.token,
    body: orderBody(buyer, credit === null ? {} : { wallet_credit: credit }),
  });
  if (res.statusCode === 422) throw new RefusedError(res.json().message ?? 'refused');
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  const group = res.json().result.data as { id: number; orders: { id: number }[] };
  return { groupId: group.id, orderIds: group.orders.map((o) => o.id) };
}

const BASE_OPERATIONS: ExtraOperation[] = [
  {
    name: 'order paid with credit',
    weight: 25,
    async run(world, p) {
      const { orderIds } = await checkout(world, p, 100_000);
      world.paid.push(...orderIds);
    },
  },
  {
    name: 'PIX order paid',
    weight: 12,
    async run(world, p) {
      const { groupId, orderIds } = await checkout(world, p, p.int(2) ? p.int(20) : null);
      if (await settleGroupPaid(world.t.app.commerce, groupId, nowIso())) world.paid.push(...orderIds);
    },
  },
  {
    name: 'PIX order expired',
    weight: 4,
    async run(world, p) {
      const { groupId } = await checkout(world, p, p.int(2) ? p.int(20) : null);
      await releaseGroup(world.t.app.commerce, groupId, 'expired', 'simulação');
    },
  },
  {
    name: 'store order canceled (refund)',
    weight: 8,
    async run(world, p) {
      const id = p.take(world.paid);
      if (id === undefined) return;
      await transitionStoreOrder(world.t.app.commerce, id, 'canceled', {
        cancelReason: 'Sem estoque (simulação)',
      });
    },
  },
  {
    name: 'store order delivered and concluded (release)',
    weight: 20,
    async run(world, p) {
      const id = p.take(world.paid);
      if (id === undefined) return;
      const c = world.t.app.commerce;
      await transitionStoreOrder(c, id, 'invoiced', { invoice: { number: String(id).padStart(6, '0') } });
      await transitionStoreOrder(c, id, 'shipped', { trackingCode: 'SS473031384BR' });
      await transitionStoreOrder(c, id, 'delivered');
      await transitionStoreOrder(c, id, 'concluded');
    },
  },
  {
    name: 'same order moved twice at once',
    weight: 3,
    async run(world, p) {
      const id = p.pick(world.paid);
      if (id === undefined) return;
      const c = world.t.app.commerce;
      // A cancel and a conclusion path race for one order: one wins, the other is refused.
      await Promise.allSettled([
        transitionStoreOrder(c, id, 'canceled', { cancelReason: 'Corrida (simulação)' }),
        transitionStoreOrder(c, id, 'invoiced', { invoice: { number: '000001' } }),
      ]);
      const i = world.paid.indexOf(id);
      if (i >= 0) world.paid.splice(i, 1);
    },
  },
  {
    name: 'credit granted',
    weight: 3,
    async run(world, p) {
      await grantCredit(world.t, (p.pick(world.buyers) as Buyer).id, 1 + p.int(50_000));
    },
  },
];

/** Runs `operations` random operations, `concurrency` at a time, then checks the books. */
export async function runMoneySimulation(t: TestApp, options: SimulationOptions): Promise<SimulationReport> {
  const world = await buildWorld(t, options.stores, options.buyers);
  const table = [...BASE_OPERATIONS, ...(options.extra ?? [])];
  for (const op of table) await op.setup?.(world);
  const total = table.reduce((sum, op) => sum + op.weight, 0);
  const p = picker(options.seed ?? 20261127);
  const done: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  const choose = () => {
    let r = p.int(total);
    for (const op of table) {
      r -= op.weight;
      if (r < 0) return op;
    }
    return table[0];
  };

  const started = performance.now();
  let issued = 0;
  let stop = false;
  const worker = async () => {
    while (issued < options.operations) {
      issued += 1;
      const op = choose();
      if (stop) return;
      try {
        await op.run(world, p);
        done[op.name] = (done[op.name] ?? 0) + 1;
      } catch (error) {
        // A domain refusal or an HTTP-only error answered with a 4xx (not a throttle, not a bug).
        const status = errorStatus(error);
        if (
          !(error instanceof DomainError || error instanceof HttpError) ||
          status === undefined ||
          status >= 500
        ) {
          stop = true;
          throw error;
        }
        refused[op.name] = (refused[op.name] ?? 0) + 1;
        const reason = (error as Error).message.replace(/R\$ [\d.,]+/g, 'R$ …');
        reasons[reason] = (reasons[reason] ?? 0) + 1;
      }
    }
  };
  // Every worker ends before the books are read (or the host closed): the first failure is rethrown.
  const ends = await Promise.allSettled(Array.from({ length: options.concurrency }, worker));
  const failed = ends.find((end) => end.status === 'rejected');
  if (failed) throw failed.reason;
  const seconds = (performance.now() - started) / 1000;

  const negativeWallets = await t.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', 'in', ['buyer_wallet', 'store_wallet', 'store_receivable', 'payouts_in_transit'])
    .where('balance', '<', 0)
    .executeTakeFirstOrThrow();
  const negativeStock = await t.db
    .selectFrom('store_listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('quantity', '<', 0)
    .executeTakeFirstOrThrow();
  const accounts = await t.db
    .selectFrom('ledger_accounts as a')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn
        .sum<number>(
          sql`CASE WHEN a.balance <> (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id) THEN 1 ELSE 0 END`,
        )
        .as('off'),
    ])
    .executeTakeFirstOrThrow();
  const health = await ledgerHealth(t.db);
  if (Number(accounts.off) !== 0)
    health.driftedAccounts = Math.max(health.driftedAccounts, Number(accounts.off));
  return {
    operations: issued,
    seconds,
    done,
    refused,
    reasons,
    health,
    negativeWallets: Number(negativeWallets.n),
    negativeStock: Number(negativeStock.n),
    accountsChecked: Number(accounts.n),
  };
}
