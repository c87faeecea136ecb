import { randomUUID } from 'node:crypto';
import { encodeSandboxToken } from '../../../shared/cardTokenizer/sandboxToken.ts';
import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import {
  type CardBrand,
  type CardToken,
  detectCardBrand,
  PaymentError,
  SANDBOX_TEST_CARDS,
} from '../../drivers/payments/index.ts';
import { forbidden, invalidField, notFound } from '../errors.ts';
import type { Commerce } from './commerce.ts';

export interface BuyerRef {
  id: number;
  name: string;
  last_name: string;
  email: string;
  document: string | null;
  phone: string | null;
}

/** The buyer as the gateway knows it; saved cards belong to this id. */
export function customerOf(user: BuyerRef) {
  return {
    id: `user-${user.id}`,
    name: `${user.name} ${user.last_name}`.trim(),
    email: user.email,
    ...(user.document ? { document: user.document } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
  };
}

type CardRow = Awaited<ReturnType<typeof listCards>>[number];

export function presentCard(row: CardRow) {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    holder: row.holder,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    created_at: row.created_at,
  };
}

/**
 * The cards that pay a store's plans and ads: its owner's (a store has none of its own). Only the
 * owner sees them: 404 for an unknown store, 403 for anyone else (GET
 * /pagbank/orders/list_credit_card?store_id= and the bankCardCredit screen).
 */
export async function storeOwnerCards(db: DB, storeId: number, userId: number): Promise<CardRow[]> {
  const store = await db
    .selectFrom('stores')
    .select('owner_user_id')
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store) throw notFound('Loja não encontrada.');
  if (store.owner_user_id !== userId) throw forbidden('Você não tem acesso a esta loja.');
  return listCards(db, userId);
}

export async function listCards(db: DB, userId: number) {
  return db
    .selectFrom('saved_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export async function ownCard(db: DB, userId: number, id: number): Promise<CardRow> {
  const row = await db.selectFrom('saved_cards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Cartão não encontrado.');
  if (row.user_id !== userId) throw forbidden('Este cartão não é seu.');
  return row;
}

/**
 * Vaults a card tokenized in the browser with the gateway (only brand, last 4 digits, holder and expiry
 * are kept here: the driver's reading of them, the gateway's when it answers them).
 */
export async function saveCard(commerce: Commerce, user: BuyerRef, card: CardToken): Promise<CardRow> {
  let saved: Awaited<ReturnType<Commerce['payments']['saveCard']>>;
  try {
    const customer = customerOf(user);
    saved = await commerce.payments.saveCard({ customerId: customer.id, customer, card });
  } catch (error) {
    if (error instanceof PaymentError) throw invalidField('card_token', error.message);
    throw error;
  }
  return commerce.db
    .insertInto('saved_cards')
    .values({
      user_id: user.id,
      driver: commerce.payments.name,
      gateway_card_id: saved.cardId,
      brand: saved.brand,
      last4: saved.last4,
      holder: saved.holder,
      exp_month: saved.expMonth,
      exp_year: saved.expYear,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Removes a saved card: our row first (so no host can pick it any more, nor vault it again), then the
 * gateway's copy. A failure at the gateway leaves its copy unreachable: nothing names it.
 */
export async function deleteCard(commerce: Commerce, user: BuyerRef, id: number): Promise<void> {
  const row = await ownCard(commerce.db, user.id, id);
  await commerce.db.deleteFrom('saved_cards').where('id', '=', id).where('user_id', '=', user.id).execute();
  await commerce.payments.deleteCard(customerOf(user).id, row.gateway_card_id).catch(() => false);
}

/**
 * The sandbox vault is in the database (`sandbox_cards`, migration 0032); a card saved before it
 * existed (kept then in one process's memory) is unknown to it. A saved sandbox card that is one of
 * the public test cards (same brand and last 4 digits) is vaulted again from a sandbox token of that
 * test card's behaviour; any other must be registered again. The row takes the new id only if it
 * still names the old one: a card removed meanwhile (its row gone) is not brought back, and of two
 * hosts vaulting it at once the second uses the first's.
 */
export async function revaultSandboxCard(
  commerce: Commerce,
  user: BuyerRef,
  row: CardRow,
): Promise<string | null> {
  if (row.driver !== 'sandbox' || commerce.payments.name !== 'sandbox') return null;
  const test = SANDBOX_TEST_CARDS.find(
    (c) => c.number.endsWith(row.last4) && detectCardBrand(c.number) === row.brand,
  );
  if (!test) return null;
  const brand = row.brand as CardBrand;
  const token = encodeSandboxToken({
    v: 1,
    brand,
    last4: row.last4,
    holder: row.holder,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    behaviour: test.behaviour,
    nonce: randomUUID().slice(0, 16),
  });
  const saved = await commerce.payments.saveCard({
    customerId: customerOf(user).id,
    card: {
      token,
      brand,
      last4: row.last4,
      holder: row.holder,
      expMonth: row.exp_month,
      expYear: row.exp_year,
    },
  });
  const moved = await commerce.db
    .updateTable('saved_cards')
    .set({ gateway_card_id: saved.cardId })
    .where('id', '=', row.id)
    .where('gateway_card_id', '=', row.gateway_card_id)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return saved.cardId;
  await commerce.payments.deleteCard(customerOf(user).id, saved.cardId).catch(() => false);
  const now = await commerce.db
    .selectFrom('saved_cards')
    .select('gateway_card_id')
    .where('id', '=', row.id)
    .executeTakeFirst();
  return now?.gateway_card_id ?? null;
}
