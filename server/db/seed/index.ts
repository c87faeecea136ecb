import type { DB } from '../index.ts';
import { seedDemoBankAccount } from './bank-accounts.ts';
import { seedCatalogue } from './catalogue/index.ts';
import { seedCheckoutDemo, seedCheckoutForDemoUsers } from './checkout.ts';
import { seedClassifieds } from './classifieds.ts';
import { seedDemoCompany } from './companies.ts';
import { seedPlans } from './plans.ts';
import { seedSupport } from './support.ts';
import { DEMO_ACCOUNTS, seedDemoUsers } from './users.ts';

export interface SeedOptions {
  /** Multiplies the size of the generated catalogue (benchmarks use 10). */
  scale?: number;
  log?: (line: string) => void;
}

/** Builds the demo dataset on an empty database; a database that already has users is left alone. */
export async function seedIfEmpty(db: DB, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  // A database created before the catalogue existed gets the catalogue on its own.
  if (existing) {
    const seeded = (await seedCatalogueForDemoUsers(db, options)) !== null;
    await seedCheckoutForDemoUsers(db, options.log);
    await seedSupport(db);
    return seeded;
  }
  await seedDemo(db, options);
  return true;
}

export async function seedDemo(db: DB, { log = () => {}, scale = 1 }: SeedOptions = {}): Promise<void> {
  const started = Date.now();
  const users = await seedDemoUsers(db);
  await seedCatalogue(db, {
    scale,
    users: { buyer: users.buyer, seller: users.seller, seller2: users.seller2 },
    log,
  });
  await seedCheckoutDemo(db, { buyer: users.buyer, seller: users.seller }, log);
  await seedDemoCompany(db, users.seller);
  await seedDemoBankAccount(db);
  await seedPlans(db);
  await seedSupport(db);
  await seedClassifieds(db);
  log(`Dados de demonstração criados em ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Seeds the catalogue on a database that already has its users (the demo accounts found by e-mail). */
export async function seedCatalogueForDemoUsers(db: DB, { log = () => {}, scale = 1 }: SeedOptions = {}) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [
      DEMO_ACCOUNTS.buyer.email,
      DEMO_ACCOUNTS.seller.email,
      DEMO_ACCOUNTS.seller2.email,
    ])
    .execute();
  const idOf = (email: string) => rows.find((r) => r.email === email)?.id;
  return seedCatalogue(db, {
    scale,
    log,
    users: {
      buyer: idOf(DEMO_ACCOUNTS.buyer.email),
      seller: idOf(DEMO_ACCOUNTS.seller.email),
      seller2: idOf(DEMO_ACCOUNTS.seller2.email),
    },
  });
}
