/**
 * The store-orders benchmark's databases: a copy of the seller-stock benchmark's seeded demo database
 * (bench/seller-stock/database.ts) of the same scale, with store 1's order history added in bulk
 * (ORDERS_PER_SCALE × scale store orders: realistic statuses, dates over the last 18 months, buyers
 * among the demo users, 1–3 items from the store's listings, the status timeline). Built once, in
 * database/bench-store-orders-x{scale}.sqlite; a complete file is reused and migrated to the latest
 * schema. `insertStoreOrders` also makes the fresh orders the status-move measurement consumes.
 *
 *   npx tsx bench/store-orders/database.ts 1 10   # build (or migrate) the files of scales 1 and 10
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { OrderStatus } from '../../server/db/schema.ts';
import { ensureDatabase as ensureSeeded, dbFile as seededFile } from '../seller-stock/database.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const STORE_ID = 1;
export const ORDERS_PER_SCALE = 5000;
/** The idempotency key prefix of the benchmark's order groups (how a complete file is recognised). */
const KEY = 'bench-store-orders';

export const dbFile = (scale: number) => resolve(ROOT, `database/bench-store-orders-x${scale}.sqlite`);

/** How a store's order history is spread over the statuses (weights). */
const HISTORY_MIX: [OrderStatus, number][] = [
  ['concluded', 55],
  ['delivered', 8],
  ['shipped', 7],
  ['invoiced', 4],
  ['paid', 8],
  ['canceled', 6],
  ['returned', 3],
  ['awaiting_payment', 3],
  ['expired', 4],
  ['refused', 2],
];

/** The steps an order went through to reach a status (the timeline and the dates). */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: ['awaiting_payment'],
  expired: ['awaiting_payment', 'expired'],
  refused: ['awaiting_payment', 'refused'],
  paid: ['awaiting_payment', 'paid'],
  canceled: ['awaiting_payment', 'paid', 'canceled'],
  invoiced: ['awaiting_payment', 'paid', 'invoiced'],
  shipped: ['awaiting_payment', 'paid', 'invoiced', 'shipped'],
  delivered: ['awaiting_payment', 'paid', 'invoiced', 'shipped', 'delivered'],
  concluded: ['awaiting_payment', 'paid', 'invoiced', 'shipped', 'delivered', 'concluded'],
  returned: ['awaiting_payment', 'paid', 'invoiced', 'shipped', 'delivered', 'returned'],
  refunded: ['awaiting_payment', 'paid', 'refunded'],
};

/** A small deterministic generator, so two builds of a scale hold the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
  'Yuri',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
];
/** Buyers per scale: a store with 5k orders has a few thousand distinct customers. */
export const BUYERS_PER_SCALE = 1500;
const BUYER_DOMAIN = '@clientes.bench.test';

/** The benchmark's buyers (they never log in: the password hash is a placeholder). */
function insertBuyers(sqlite: Database.Database, count: number, seed: number): void {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const user = sqlite.prepare(
    `INSERT INTO users (name, last_name, email, password_hash, role, phone, document, email_verified_at,
       created_at, updated_at) VALUES (?, ?, ?, 'bench:no-login', 'supplier', NULL, NULL, ?, ?, ?)`,
  );
  const now = new Date().toISOString();
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const name = pick(FIRST);
      const last = `${pick(LAST)} ${pick(LAST)}`;
      const email = `${name}.${last.split(' ')[1]}.${i}${BUYER_DOMAIN}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      user.run(name, last, email, now, now, now);
    }
  })();
}

export interface NewOrders {
  count: number;
  /** One status for all of them; by default the history mix. */
  status?: OrderStatus;
  /** Created within the last `days` days (default 540). */
  days?: number;
  seed?: number;
}

/**
 * Inserts `count` store orders of store 1, each in its own order group (paid by PIX, to an address
 * of the buyer), in one transaction. Returns the ids of the store orders.
 */
export function insertStoreOrders(
  sqlite: Database.Database,
  { count, status, days = 540, seed = 1 }: NewOrders,
) {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const owner = (
    sqlite.prepare('SELECT owner_user_id AS id FROM stores WHERE id = ?').get(STORE_ID) as { id: number }
  ).id;
  const buyers = sqlite
    .prepare('SELECT id FROM users WHERE id <> ? ORDER BY id')
    .all(owner)
    .map((r) => (r as { id: number }).id);
  const listings = sqlite
    .prepare(
      `SELECT l.id, l.product_id, p.name, l.condition, l.language, l.extras, l.price FROM store_listings l
       JOIN products p ON p.id = l.product_id WHERE l.store_id = ? ORDER BY l.id LIMIT 5000`,
    )
    .all(STORE_ID) as {
    id: number;
    product_id: number;
    name: string;
    condition: string;
    language: string;
    extras: number;
    price: number;
  }[];
  const totalWeight = HISTORY_MIX.reduce((n, [, w]) => n + w, 0);
  const mixed = (): OrderStatus => {
    let r = rnd() * totalWeight;
    for (const [s, w] of HISTORY_MIX) {
      r -= w;
      if (r < 0) return s;
    }
    return 'concluded';
  };
  const nextId = (table: string) =>
    ((sqlite.prepare(`SELECT COALESCE(MAX(id), 0) AS n FROM ${table}`).get() as { n: number }).n ?? 0) + 1;

  const group = sqlite.prepare(
    `INSERT INTO order_groups (id, user_id, number, idempotency_key, status, payment_method, items_total,
       shipping_total, discount_total, wallet_credit, total, charge_amount, fee_total, items_count, recipient,
       postcode, address, address_number, complement, district, city, state, expires_at, paid_at, created_at,
       updated_at)
     VALUES (?, ?, ?, ?, ?, 'pix', ?, ?, 0, 0, ?, ?, ?, ?, ?, '01310100', 'Avenida Paulista', ?, NULL,
       'Bela Vista', 'São Paulo', 'SP', ?, ?, ?, ?)`,
  );
  const order = sqlite.prepare(
    `INSERT INTO store_orders (order_group_id, store_id, user_id, number, status, items_total, items_count,
       shipping_service, shipping_price, shipping_days, weight_grams, fee, total, tracking_code, paid_at,
       invoiced_at, shipped_at, delivered_at, concluded_at, canceled_at, returned_at, accepted_at,
       cancel_reason, created_at, updated_at)
     VALUES (@group, @store, @user, @number, @status, @items_total, @items_count, @service, @shipping, @days,
       @weight, @fee, @total, @tracking, @paid_at, @invoiced_at, @shipped_at, @delivered_at, @concluded_at,
       @canceled_at, @returned_at, @accepted_at, @cancel_reason, @created_at, @updated_at)`,
  );
  const item = sqlite.prepare(
    `INSERT INTO order_items (store_order_id, listing_id, product_id, product_name, product_image, condition,
       language, extras, quantity, unit_price, total) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
  );
  const history = sqlite.prepare(
    'INSERT INTO order_status_history (store_order_id, status, note, created_at) VALUES (?, ?, NULL, ?)',
  );
  const groupStatus = (s: OrderStatus) =>
    s === 'awaiting_payment' || s === 'expired' || s === 'refused' ? s : 'paid';

  const ids: number[] = [];
  sqlite.transaction(() => {
    let groupId = nextId('order_groups');
    const now = Date.now();
    for (let i = 0; i < count; i++, groupId++) {
      const s = status ?? mixed();
      const created = now - Math.floor(rnd() * days * 86_400_000) - 3_600_000;
      const steps = PATH[s];
      const at = new Map<OrderStatus, string>();
      let t = created;
      for (const step of steps) {
        at.set(step, new Date(t).toISOString());
        t += Math.floor((0.2 + rnd()) * (step === 'awaiting_payment' ? 600_000 : 86_400_000));
      }
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => ({
        listing: pick(listings),
        quantity: 1 + Math.floor(rnd() * 2),
      }));
      const itemsTotal = lines.reduce((n, l) => n + l.listing.price * l.quantity, 0);
      const itemsCount = lines.reduce((n, l) => n + l.quantity, 0);
      const service = rnd() < 0.6 ? 'PAC' : 'SEDEX';
      const shipping = service === 'PAC' ? 1890 : 2890;
      const fee = Math.round(itemsTotal * 0.08);
      const user = pick(buyers);
      const number = `MC-${String(groupId).padStart(6, '0')}`;
      const createdAt = at.get('awaiting_payment') as string;
      const paidAt = at.get('paid') ?? null;
      group.run(
        groupId,
        user,
        number,
        `${KEY}-${groupId}`,
        groupStatus(s),
        itemsTotal,
        shipping,
        itemsTotal + shipping,
        itemsTotal + shipping,
        fee,
        itemsCount,
        `Comprador ${user}`,
        String(100 + (groupId % 900)),
        s === 'awaiting_payment' ? new Date(now + 3_600_000).toISOString() : null,
        paidAt,
        createdAt,
        createdAt,
      );
      const stamp = (step: OrderStatus) => at.get(step) ?? null;
      const row = order.run({
        group: groupId,
        store: STORE_ID,
        user,
        number: `${number}-1`,
        status: s,
        items_total: itemsTotal,
        items_count: itemsCount,
        service,
        shipping,
        days: service === 'PAC' ? 8 : 3,
        weight: 20 * itemsCount + 30,
        fee,
        total: itemsTotal + shipping,
        tracking: stamp('shipped') ? `AA${String(100_000_000 + groupId).slice(-8)}5BR` : null,
        paid_at: paidAt,
        invoiced_at: stamp('invoiced'),
        shipped_at: stamp('shipped'),
        delivered_at: stamp('delivered'),
        concluded_at: stamp('concluded'),
        canceled_at: stamp('canceled'),
        returned_at: stamp('returned'),
        accepted_at: paidAt && (s !== 'paid' || rnd() < 0.5) ? paidAt : null,
        cancel_reason: s === 'canceled' ? 'Produto indisponível na loja física.' : null,
        created_at: createdAt,
        updated_at: at.get(s) ?? createdAt,
      });
      const id = Number(row.lastInsertRowid);
      ids.push(id);
      for (const l of lines) {
        item.run(
          id,
          l.listing.id,
          l.listing.product_id,
          l.listing.name,
          l.listing.condition,
          l.listing.language,
          l.listing.extras,
          l.quantity,
          l.listing.price,
          l.listing.price * l.quantity,
        );
      }
      for (const step of steps) history.run(id, step, at.get(step));
    }
  })();
  return ids;
}

/** Store 1's benchmark orders in the file (0 when it has none yet). */
function benchOrders(file: string): number {
  const sqlite = new Database(file, { readonly: true, timeout: 5000 });
  try {
    const row = sqlite
      .prepare('SELECT COUNT(*) AS n FROM order_groups WHERE idempotency_key LIKE ?')
      .get(`${KEY}-%`) as { n: number };
    return row.n;
  } catch {
    return 0;
  } finally {
    sqlite.close();
  }
}

/** Builds the benchmark database of `scale` once; a complete one is reused (migrated to the latest schema). */
export async function ensureDatabase(
  scale: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  const file = dbFile(scale);
  const wanted = ORDERS_PER_SCALE * scale;
  if (existsSync(file) && benchOrders(file) >= wanted) {
    const handle = openDatabase({ kind: 'sqlite', file });
    try {
      const applied = await migrateToLatest(handle.db);
      if (applied.length) {
        log(`  migrated: ${applied.join(', ')}`);
        // The statistics of the build (ANALYZE below) cover the new indexes too.
        await sql`ANALYZE`.execute(handle.db);
      }
    } finally {
      await handle.close();
    }
    return;
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  await ensureSeeded(scale, log);
  const started = performance.now();
  copyFileSync(seededFile(scale), file);
  if (existsSync(`${seededFile(scale)}-wal`)) copyFileSync(`${seededFile(scale)}-wal`, `${file}-wal`);
  const handle = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  const sqlite = new Database(file, { timeout: 5000 });
  try {
    sqlite.pragma('journal_mode = WAL');
    insertBuyers(sqlite, BUYERS_PER_SCALE * scale, 7);
    for (let done = 0, batch = 0; done < wanted; batch++) {
      const count = Math.min(10_000, wanted - done);
      insertStoreOrders(sqlite, { count, seed: 1000 + batch });
      done += count;
    }
    sqlite.exec('ANALYZE');
  } finally {
    sqlite.close();
  }
  log(`  ${wanted} pedidos da loja ${STORE_ID} em ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const scale of process.argv.slice(2).map(Number)) await ensureDatabase(scale);
}
