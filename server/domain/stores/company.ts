import type { Selectable } from 'kysely';
import type { Address } from '../../../resources/js/types/cart.ts';
import type {
  Company,
  CompanyAddressInput,
  CompanyInput,
  StoreOrigin,
} from '../../../resources/js/types/pages/sellerOnboarding.ts';
import { type DB, nowIso } from '../../db/index.ts';
import type { CompaniesTable } from '../../db/schema.ts';
import { presentAddress } from '../addresses/addresses.ts';
import { forbidden, notFound, ValidationError } from '../errors.ts';

/**
 * The seller's company (docs/stores.md, "The company and addresses"): one per user, its address a row
 * of `addresses` with `company_id` set, written in the same transaction. Stores keep their shipping
 * origin as a copy of one of the owner's addresses (`addresses.store_id`, `stores.origin_postcode`).
 */

const addressColumns = (a: CompanyAddressInput) => ({
  postcode: a.postcode,
  address: a.address,
  number: a.number,
  complement: a.complement || null,
  district: a.district,
  city: a.city,
  state: a.state.toUpperCase(),
});

const companyColumns = (input: CompanyInput) => ({
  cnpj: input.cnpj,
  legal_name: input.legal_name,
  trade_name: input.trade_name || null,
  state_registration: input.state_registration || null,
  email: input.email,
  phone: input.phone,
});

async function present(db: DB, row: Selectable<CompaniesTable>): Promise<Company> {
  const address = await db
    .selectFrom('addresses')
    .selectAll()
    .where('company_id', '=', row.id)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return {
    id: row.id,
    cnpj: row.cnpj,
    legal_name: row.legal_name,
    trade_name: row.trade_name,
    state_registration: row.state_registration,
    email: row.email,
    phone: row.phone,
    address: address ? presentAddress(address) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The user's company with its address, or null (GET /v1/company). */
export async function companyOf(db: DB, userId: number): Promise<Company | null> {
  const row = await db.selectFrom('companies').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? present(db, row) : null;
}

/** 422 on `cnpj` when another user's company has it. */
async function assertCnpjFree(db: DB, cnpj: string, userId: number): Promise<void> {
  const taken = await db
    .selectFrom('companies')
    .select('id')
    .where('cnpj', '=', cnpj)
    .where('user_id', '<>', userId)
    .executeTakeFirst();
  if (taken) throw new ValidationError({ cnpj: ['Este CNPJ já está cadastrado por outra conta.'] });
}

const ALREADY = 'Você já cadastrou sua empresa: altere os dados dela.';

/**
 * Creates the user's company and its address in one transaction, and links the user's stores that
 * have no company yet. 422 when the user already has one (also when a concurrent request created it).
 */
export async function createCompany(db: DB, userId: number, input: CompanyInput): Promise<Company> {
  if (await db.selectFrom('companies').select('id').where('user_id', '=', userId).executeTakeFirst()) {
    throw new ValidationError({ cnpj: [ALREADY] });
  }
  await assertCnpjFree(db, input.cnpj, userId);
  const now = nowIso();
  let row: Selectable<CompaniesTable>;
  try {
    row = await db.transaction().execute(async (trx) => {
      const company = await trx
        .insertInto('companies')
        .values({ user_id: userId, ...companyColumns(input), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('addresses')
        .values({
          user_id: userId,
          recipient: input.legal_name,
          label: null,
          ...addressColumns(input.address),
          is_default: 0,
          company_id: company.id,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .updateTable('stores')
        .set({ company_id: company.id, updated_at: now })
        .where('owner_user_id', '=', userId)
        .where('company_id', 'is', null)
        .execute();
      return company;
    });
  } catch (error) {
    // companies.user_id is unique: a concurrent create won.
    if (await db.selectFrom('companies').select('id').where('user_id', '=', userId).executeTakeFirst()) {
      throw new ValidationError({ cnpj: [ALREADY] });
    }
    throw error;
  }
  return present(db, row);
}

/** Updates the user's company and its address in one transaction; 404 when they have none. */
export async function updateCompany(db: DB, userId: number, input: CompanyInput): Promise<Company> {
  const current = await db
    .selectFrom('companies')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!current) throw notFound('Você ainda não cadastrou sua empresa.');
  await assertCnpjFree(db, input.cnpj, userId);
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    const company = await trx
      .updateTable('companies')
      .set({ ...companyColumns(input), updated_at: now })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable('addresses')
      .set({ ...addressColumns(input.address), recipient: input.legal_name, updated_at: now })
      .where('company_id', '=', current.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('addresses')
        .values({
          user_id: userId,
          recipient: input.legal_name,
          label: null,
          ...addressColumns(input.address),
          is_default: 0,
          company_id: current.id,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return company;
  });
  return present(db, row);
}

/**
 * The company's address rows (GET /v1/address-company/{company_id}): 404 for an unknown company, 403
 * for someone else's (an admin may read any).
 */
export async function companyAddresses(
  db: DB,
  viewer: { id: number; role: string },
  companyId: number,
): Promise<Address[]> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'user_id'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound('Empresa não encontrada.');
  if (company.user_id !== viewer.id && viewer.role !== 'admin') {
    throw forbidden('Esta empresa não é sua.');
  }
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id', 'asc')
    .execute();
  return rows.map(presentAddress);
}

/** The user's address book (GET /v1/address-store-null): addresses of neither a store nor a company. */
export async function bookAddresses(db: DB, userId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('company_id', 'is', null)
    .where('store_id', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(presentAddress);
}

/** The store's shipping origin address (GET /v1/address-default-store/{store_id}), or null. */
export async function storeOrigin(db: DB, storeId: number): Promise<Address | null> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? presentAddress(row) : null;
}

/** The user's stores, each with its shipping origin (the company-info screen). */
export async function storeOrigins(db: DB, userId: number): Promise<StoreOrigin[]> {
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('owner_user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute();
  return Promise.all(stores.map(async (s) => ({ ...s, origin: await storeOrigin(db, s.id) })));
}

/**
 * Makes one of the acting user's addresses (their book or their company's) the store's shipping
 * origin (POST /v1/address-default-store/{store_id} {address_id}): in one transaction the store's
 * address row is replaced by a copy of it and `stores.origin_postcode` set. 404 for an unknown
 * address, 403 for someone else's, 422 for a store's own address row. Store access is checked by the
 * caller.
 */
export async function setStoreOrigin(
  db: DB,
  store: { id: number; owner_user_id: number | null },
  actingUserId: number,
  addressId: number,
): Promise<Address> {
  const source = await db.selectFrom('addresses').selectAll().where('id', '=', addressId).executeTakeFirst();
  if (!source) throw notFound('Endereço não encontrado.');
  if (source.user_id !== actingUserId) throw forbidden('Este endereço não é seu.');
  if (source.store_id !== null) {
    throw new ValidationError({ address_id: ['Escolha um endereço seu ou da sua empresa.'] });
  }
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('addresses').where('store_id', '=', store.id).execute();
    const copy = await trx
      .insertInto('addresses')
      .values({
        user_id: store.owner_user_id ?? actingUserId,
        recipient: source.recipient,
        label: source.label,
        postcode: source.postcode,
        address: source.address,
        number: source.number,
        complement: source.complement,
        district: source.district,
        city: source.city,
        state: source.state,
        is_default: 0,
        store_id: store.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('stores')
      .set({ origin_postcode: source.postcode, updated_at: now })
      .where('id', '=', store.id)
      .execute();
    return copy;
  });
  return presentAddress(row);
}
