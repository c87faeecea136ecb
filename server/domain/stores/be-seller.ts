import type { BeSellerProps } from '../../../resources/js/types/pages/sellerOnboarding.ts';
import type { DB } from '../../db/index.ts';
import { bookAddresses } from './company.ts';
import { storesOf } from './onboarding.ts';

/**
 * What the "be a seller" form starts with: the account's CPF (or its company's CNPJ), the UF and city
 * of its default address and how many stores it has.
 */
export async function beSellerPrefill(
  db: DB,
  userId: number,
): Promise<NonNullable<BeSellerProps['prefill']>> {
  const [user, company, book, stores] = await Promise.all([
    db.selectFrom('users').select('document').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('companies').select('cnpj').where('user_id', '=', userId).executeTakeFirst(),
    bookAddresses(db, userId),
    storesOf(db, userId),
  ]);
  const home = book[0] ?? null;
  return {
    document: user?.document ?? company?.cnpj ?? '',
    uf: home?.state ?? '',
    city: home?.city ?? '',
    stores_count: stores.length,
  };
}
