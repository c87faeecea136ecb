import { formatCEP } from '@brazilian-utils/brazilian-utils';
import type { Selectable } from 'kysely';
import type { AddressInput } from '../../../resources/js/types/cart.ts';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { AddressesTable } from '../../db/schema.ts';
import { ufInfo } from '../../drivers/shared/ufs.ts';
import { forbidden, notFound } from '../errors.ts';

export type AddressRow = Selectable<AddressesTable>;

export function presentAddress(row: AddressRow) {
  return {
    id: row.id,
    recipient: row.recipient,
    label: row.label,
    postcode: formatCEP(row.postcode),
    address: row.address,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state,
    default: row.is_default === 1,
  };
}

/** The default address in the browser-session form of spec section 3 (ViaCEP names, `unidade` = number). */
export function sessionAddress(row: AddressRow) {
  return {
    id: row.id,
    cep: formatCEP(row.postcode),
    logradouro: row.address,
    complemento: row.complement ?? '',
    unidade: row.number,
    bairro: row.district,
    localidade: row.city,
    uf: row.state,
    estado: ufInfo(row.state)?.name ?? row.state,
  };
}

/**
 * The buyer's address book: the user's addresses that are not a company's address or a store's
 * shipping origin (those live in the same table with company_id / store_id set: docs/stores.md).
 */
const inBook = <Q extends { where: (column: 'company_id' | 'store_id', op: 'is', value: null) => Q }>(q: Q) =>
  q.where('company_id', 'is', null).where('store_id', 'is', null);

export async function listAddresses(db: DB, userId: number): Promise<AddressRow[]> {
  return inBook(db.selectFrom('addresses').selectAll())
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** The user's address; 404 when it does not exist, 403 when it is someone else's. */
export async function ownAddress(db: DB, userId: number, id: number): Promise<AddressRow> {
  const row = await inBook(db.selectFrom('addresses').selectAll()).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Endereço não encontrado.');
  if (row.user_id !== userId) throw forbidden('Este endereço não é seu.');
  return row;
}

export async function defaultAddress(db: DB, userId: number): Promise<AddressRow | null> {
  const row = await inBook(db.selectFrom('addresses').selectAll())
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

function columns(input: AddressInput) {
  return {
    recipient: input.recipient || null,
    label: input.label || null,
    postcode: input.postcode,
    address: input.address,
    number: input.number,
    complement: input.complement || null,
    district: input.district,
    city: input.city,
    state: input.state.toUpperCase(),
  };
}

/** The first address of a user is the default; `default: true` moves the flag to the new one. */
export async function createAddress(db: DB, userId: number, input: AddressInput): Promise<AddressRow> {
  return db.transaction().execute(async (trx) => {
    const existing = await inBook(trx.selectFrom('addresses').select('id'))
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    const makeDefault = !existing || input.default === true;
    if (makeDefault)
      await inBook(trx.updateTable('addresses').set({ is_default: 0 }))
        .where('user_id', '=', userId)
        .execute();
    const now = nowIso();
    return trx
      .insertInto('addresses')
      .values({
        user_id: userId,
        ...columns(input),
        is_default: makeDefault ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function updateAddress(
  db: DB,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<AddressRow> {
  await ownAddress(db, userId, id);
  return db.transaction().execute(async (trx) => {
    if (input.default === true)
      await inBook(trx.updateTable('addresses').set({ is_default: 0 }))
        .where('user_id', '=', userId)
        .execute();
    return trx
      .updateTable('addresses')
      .set({ ...columns(input), ...(input.default === true ? { is_default: 1 } : {}), updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function setDefaultAddress(db: DB, userId: number, id: number): Promise<AddressRow> {
  await ownAddress(db, userId, id);
  return db.transaction().execute(async (trx) => {
    await inBook(trx.updateTable('addresses').set({ is_default: 0 }))
      .where('user_id', '=', userId)
      .execute();
    return trx
      .updateTable('addresses')
      .set({ is_default: 1, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Orders keep a copy of their address, so deleting one is safe; the oldest left becomes the default. */
export async function deleteAddress(db: DB, userId: number, id: number): Promise<void> {
  const row = await ownAddress(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('addresses').where('id', '=', id).execute();
    if (row.is_default !== 1) return;
    const next = await inBook(trx.selectFrom('addresses').select('id'))
      .where('user_id', '=', userId)
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (next) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
  });
}
