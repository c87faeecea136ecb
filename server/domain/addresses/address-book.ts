import type { DB } from '../../db/index.ts';
import { NotFoundError } from '../errors.ts';
import { listAddresses, presentAddress } from './addresses.ts';

/**
 * A row of the buyer's address book: neither a company's address nor a store's shipping origin
 * (those have `company_id` / `store_id` set and belong to the seller's screens, docs/stores.md).
 */
const inBook = (row: { company_id: number | null; store_id: number | null }) =>
  row.company_id === null && row.store_id === null;

/** The rows of the user's address book, the default first. */
export const bookRows = async (db: DB, userId: number) => (await listAddresses(db, userId)).filter(inBook);

/** The user's addresses as GET /address lists them (the default first); the /address page's prop. */
export const addressesOf = async (db: DB, userId: number) => (await bookRows(db, userId)).map(presentAddress);

/** The book's default address (the list is ordered default first), or null. */
export const bookDefault = async (db: DB, userId: number) => (await bookRows(db, userId))[0] ?? null;

/** A company's or a store's address is not in the book: the book's calls do not know it (404). */
export async function assertInBook(db: DB, userId: number, id: number): Promise<void> {
  const row = await db
    .selectFrom('addresses')
    .select(['user_id', 'company_id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row && row.user_id === userId && !inBook(row)) throw new NotFoundError('Endereço não encontrado.');
}
