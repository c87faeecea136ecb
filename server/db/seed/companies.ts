import { createCompany, setStoreOrigin } from '../../domain/stores/company.ts';
import type { DB } from '../index.ts';
import { DEMO_STORE } from './catalogue/stores.ts';

/**
 * The demo seller's company (a valid CNPJ) with its address in São Paulo, which is also his store's
 * shipping origin: so the demo store can issue NF-e and print labels out of the box.
 */
export async function seedDemoCompany(db: DB, sellerId: number): Promise<void> {
  const company = await createCompany(db, sellerId, {
    cnpj: '11444777000161',
    legal_name: 'Sérgio Lojista Cartas Colecionáveis LTDA',
    trade_name: 'Loja do Sérgio',
    state_registration: '110042490114',
    email: 'fiscal@lojadosergio.demo.test',
    phone: '11987654321',
    address: {
      postcode: '01310100',
      address: 'Avenida Paulista',
      number: '1578',
      complement: 'loja 12',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  const store = await db
    .selectFrom('stores')
    .select(['id', 'owner_user_id'])
    .where('slug', '=', DEMO_STORE.slug)
    .executeTakeFirst();
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('company_id', '=', company.id)
    .executeTakeFirst();
  if (store && address) await setStoreOrigin(db, store, sellerId, address.id);
}
