import type { Selectable } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { AddressesTable } from '../../db/schema.ts';
import { notFound } from '../errors.ts';

type AddressRow = Selectable<AddressesTable>;

/** A postal address as the documents print it (CEP digits). */
export interface PostalAddress {
  name: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  uf: string;
  cep: string;
}

const fromRow = (name: string, a: AddressRow): PostalAddress => ({
  name,
  street: a.address,
  number: a.number,
  complement: a.complement,
  district: a.district,
  city: a.city,
  uf: a.state.toUpperCase(),
  cep: a.postcode.replace(/\D/g, ''),
});

/** The store order a fulfilment call names: 404 when unknown (before the store-access check). */
export async function storeOfOrder(db: DB, storeOrderId: number): Promise<number> {
  const row = await db
    .selectFrom('store_orders')
    .select('store_id')
    .where('id', '=', storeOrderId)
    .executeTakeFirst();
  if (!row) throw notFound('Pedido não encontrado.');
  return row.store_id;
}

/**
 * Everything the invoice, the label and the declaration print about one store order: the order and
 * its items, the buyer and the delivery address (copied on the group), the store, its company (the NF-e
 * issuer, null for a store without one) and where it ships from.
 */
export async function orderContext(db: DB, storeOrderId: number) {
  const order = await db
    .selectFrom('store_orders')
    .selectAll()
    .where('id', '=', storeOrderId)
    .executeTakeFirst();
  if (!order) throw notFound('Pedido não encontrado.');
  const [group, store, buyer, items] = await Promise.all([
    db
      .selectFrom('order_groups')
      .selectAll()
      .where('id', '=', order.order_group_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('stores').selectAll().where('id', '=', order.store_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['id', 'name', 'last_name', 'email', 'document', 'phone'])
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('order_items').selectAll().where('store_order_id', '=', order.id).orderBy('id').execute(),
  ]);
  const company = store.company_id
    ? ((await db.selectFrom('companies').selectAll().where('id', '=', store.company_id).executeTakeFirst()) ??
      null)
    : null;
  const addressRows = await db
    .selectFrom('addresses')
    .selectAll()
    .where((eb) =>
      eb.or([eb('store_id', '=', store.id), ...(company ? [eb('company_id', '=', company.id)] : [])]),
    )
    .orderBy('id', 'desc')
    .execute();
  const originRow = addressRows.find((a) => a.store_id === store.id);
  const companyRow = company ? addressRows.find((a) => a.company_id === company.id) : undefined;
  const senderName = company?.legal_name ?? store.name;
  /** Where the parcel leaves from: the store's origin, else the company's address, else city/UF only. */
  const origin: PostalAddress | null = originRow
    ? fromRow(senderName, originRow)
    : companyRow
      ? fromRow(senderName, companyRow)
      : null;
  const recipient: PostalAddress = {
    name: group.recipient,
    street: group.address,
    number: group.address_number,
    complement: group.complement,
    district: group.district,
    city: group.city,
    uf: group.state.toUpperCase(),
    cep: group.postcode.replace(/\D/g, ''),
  };
  return {
    order,
    group,
    store,
    buyer,
    items,
    company,
    companyAddress: companyRow ? fromRow(company?.legal_name ?? store.name, companyRow) : null,
    origin,
    senderName,
    recipient,
  };
}

export type OrderContext = Awaited<ReturnType<typeof orderContext>>;

/** The NF-e discount of a store order: what its total falls short of items plus shipping. */
export const orderDiscountCents = (o: OrderContext['order']) =>
  Math.max(0, o.items_total + o.shipping_price - o.total);
