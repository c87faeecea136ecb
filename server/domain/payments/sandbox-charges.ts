import type { DB } from '../../db/index.ts';
import type { SandboxChargeRecord, SandboxChargeStore } from '../../drivers/payments/index.ts';
import type { Charge } from '../../drivers/payments/types.ts';

/**
 * The sandbox gateway's charges in the host's database (`sandbox_charges`), so a restart or another
 * host still knows every charge: a PIX placed before a restart can still be paid, a card captured
 * just before a crash is found by the reconciliation job. Every write is conditional on the version
 * it read, so two hosts applying the same change (an expiry, a payment) apply it once.
 */
export function databaseChargeStore(db: DB): SandboxChargeStore {
  const toRecord = (row: {
    charge: string;
    settle_at: string | null;
    settle_to: 'approve' | 'refuse' | null;
    version: number;
  }): SandboxChargeRecord => ({
    charge: JSON.parse(row.charge) as Charge,
    ...(row.settle_at ? { settleAt: Date.parse(row.settle_at) } : {}),
    ...(row.settle_to ? { settleTo: row.settle_to } : {}),
    version: Number(row.version),
  });
  const columns = ['charge', 'settle_at', 'settle_to', 'version'] as const;
  const settleAt = (record: SandboxChargeRecord) =>
    record.settleAt === undefined ? null : new Date(record.settleAt).toISOString();

  return {
    async insert(record) {
      const { charge } = record;
      await db
        .insertInto('sandbox_charges')
        .values({
          charge_id: charge.chargeId,
          order_ref: charge.orderRef,
          method: charge.method,
          status: charge.status,
          charge: JSON.stringify(charge),
          settle_at: settleAt(record),
          settle_to: record.settleTo ?? null,
          version: record.version,
          created_at: charge.createdAt,
          updated_at: charge.updatedAt,
        })
        .execute();
    },

    async get(chargeId) {
      const row = await db
        .selectFrom('sandbox_charges')
        .select(columns)
        .where('charge_id', '=', chargeId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async replace(record) {
      const { charge } = record;
      const result = await db
        .updateTable('sandbox_charges')
        .set({
          status: charge.status,
          charge: JSON.stringify(charge),
          settle_at: settleAt(record),
          settle_to: record.settleTo ?? null,
          version: record.version + 1,
          updated_at: charge.updatedAt,
        })
        .where('charge_id', '=', charge.chargeId)
        .where('version', '=', record.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async pending() {
      const rows = await db
        .selectFrom('sandbox_charges')
        .select(columns)
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .limit(1000)
        .execute();
      return rows.map(toRecord);
    },

    async byOrderRef(orderRef) {
      const rows = await db
        .selectFrom('sandbox_charges')
        .select(columns)
        .where('order_ref', '=', orderRef)
        .orderBy('created_at')
        .execute();
      return rows.map(toRecord);
    },
  };
}
