import { addBankAccount } from '../../domain/money/bank-accounts.ts';
import type { DB } from '../index.ts';
import { DEMO_STORE } from './catalogue/stores.ts';

/**
 * The demo store's bank account (its default): Itaú, agency 2545, account 02366-1 (check digit valid by
 * Itaú's mod-10 rule), held by the demo seller's company (the CNPJ of seedDemoCompany), with a PIX e-mail
 * key. The wallet's cash-out demo, bench and e-2-e use it.
 */
export async function seedDemoBankAccount(db: DB): Promise<void> {
  const store = await db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', DEMO_STORE.slug)
    .executeTakeFirst();
  if (!store) return;
  const existing = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('store_id', '=', store.id)
    .executeTakeFirst();
  if (existing) return;
  await addBankAccount(db, store.id, {
    bank_code: '341',
    agency: '2545',
    agency_digit: null,
    account: '02366',
    account_digit: '1',
    account_type: 'checking',
    holder_name: 'Sérgio Lojista Cartas Colecionáveis LTDA',
    holder_document: '11444777000161',
    pix_key_type: 'email',
    pix_key: 'financeiro@lojadosergio.demo.test',
  });
}
