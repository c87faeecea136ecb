import type { AdStatus } from '../../../resources/js/types/pages/classifieds.ts';
import { refreshStoreOffers } from '../../domain/catalogue/stores.ts';
import { createAd } from '../../domain/classifieds/write.ts';
import { type DB, nowIso } from '../index.ts';

const DEMO_ADS: ReadonlyArray<{
  store: number;
  status: AdStatus;
  title: string;
  description: string;
  category: string;
  condition: string;
  priceCents: number;
  quantity: number;
  uf: string;
  city: string;
}> = [
  {
    store: 1,
    status: 'available',
    title: 'Lote de 100 cartas comuns variadas',
    description: 'Cem cartas comuns de coleções variadas, em bom estado, ótimas para começar um deck.',
    category: 'lotes-colecoes',
    condition: 'used',
    priceCents: 4990,
    quantity: 3,
    uf: 'SP',
    city: 'São Paulo',
  },
  {
    store: 1,
    status: 'available',
    title: 'Playmat oficial de campeonato',
    description: 'Playmat de borracha com borda costurada, usado em apenas dois torneios.',
    category: 'acessorios',
    condition: 'used',
    priceCents: 8900,
    quantity: 1,
    uf: 'SP',
    city: 'Campinas',
  },
  {
    store: 1,
    status: 'paused',
    title: 'Caixa de booster lacrada',
    description: 'Caixa com 36 boosters, lacrada de fábrica. Retirada ou envio pelos Correios.',
    category: 'produtos-selados',
    condition: 'sealed',
    priceCents: 59900,
    quantity: 2,
    uf: 'RJ',
    city: 'Rio de Janeiro',
  },
  {
    store: 2,
    status: 'available',
    title: 'Pasta fichário com 20 folhas',
    description: 'Fichário para cartas com 20 folhas de 9 bolsos, zíper e capa reforçada.',
    category: 'acessorios',
    condition: 'new',
    priceCents: 12000,
    quantity: 4,
    uf: 'MG',
    city: 'Belo Horizonte',
  },
  {
    store: 2,
    status: 'analysis',
    title: 'Coleção completa da primeira edição',
    description: 'Coleção completa, todas as cartas em sleeves, guardada em caixa fechada.',
    category: 'cartas-avulsas',
    condition: 'used',
    priceCents: 150000,
    quantity: 1,
    uf: 'PR',
    city: 'Curitiba',
  },
];

/** A few classified ads of the demo stores 1 and 2, in different cities and states (docs/classifieds.md). */
export async function seedClassifieds(db: DB): Promise<void> {
  const stores = await db.selectFrom('stores').select('id').where('id', 'in', [1, 2]).execute();
  const present = new Set(stores.map((s) => s.id));
  for (const ad of DEMO_ADS) {
    if (!present.has(ad.store)) continue;
    const created = await createAd(db, ad.store, ad);
    if (ad.status === 'analysis') continue;
    await db
      .updateTable('ads')
      .set({ status: ad.status, updated_at: nowIso() })
      .where('id', '=', created.id)
      .execute();
    const row = await db
      .selectFrom('ads')
      .select('listing_id')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    if (ad.status === 'available' && row.listing_id !== null)
      await db
        .updateTable('store_listings')
        .set({ status: 'available' })
        .where('id', '=', row.listing_id)
        .execute();
  }
  // The ads on sale count among their stores' offers (docs/classifieds.md).
  await refreshStoreOffers(db, [...present]);
}
