import { hashPassword } from '../../domain/auth/passwords.ts';
import type { DB } from '../index.ts';
import { nowIso } from '../index.ts';

/** The demo accounts README lists; the password is the same for all of them. */
export const DEMO_PASSWORD = 'senha1234';
export const DEMO_ACCOUNTS = {
  buyer: { name: 'Bruna', last_name: 'Compradora', email: 'comprador@demo.test', role: 'supplier' as const },
  seller: { name: 'Sérgio', last_name: 'Lojista', email: 'lojista@demo.test', role: 'supplier' as const },
  /** Owns the second store, so a seller can try someone else's store area (403). */
  seller2: { name: 'Helena', last_name: 'Vendedora', email: 'lojista2@demo.test', role: 'supplier' as const },
  admin: { name: 'Ana', last_name: 'Admin', email: 'admin@demo.test', role: 'admin' as const },
};

export async function seedDemoUsers(db: DB): Promise<Record<keyof typeof DEMO_ACCOUNTS, number>> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const now = nowIso();
  const ids = {} as Record<keyof typeof DEMO_ACCOUNTS, number>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [
    keyof typeof DEMO_ACCOUNTS,
    (typeof DEMO_ACCOUNTS)['buyer'],
  ][]) {
    const row = await db
      .insertInto('users')
      .values({
        ...account,
        password_hash,
        phone: '11987654321',
        document: null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  await db
    .insertInto('subscriptions')
    .values({
      user_id: ids.seller,
      plan_code: 'lojista-pro',
      status: 'active',
      started_at: now,
      ends_at: null,
      created_at: now,
    })
    .execute();
  return ids;
}
