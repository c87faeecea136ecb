import { Link } from '@inertiajs/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StockKind } from '@/types/pages/sellerStock';

/** The stock screens, one per kind (routes/pages.json). */
export const KIND_ROUTES: Record<StockKind, string> = {
  all: 'my-store.products',
  card: 'my-store.products.cards',
  tcg: 'my-store.products.tcg',
  accessory: 'my-store.products.accessory',
  bra: 'my-store.products.cards-bra',
};

/** Links between the five stock screens; the current kind is marked. */
export default function StockTabs({ storeId, kind }: { storeId: number; kind: StockKind }) {
  const { t } = useLaravelReactI18n();
  return (
    <nav aria-label={t('seller_stock.kinds')} className="-mx-1 mb-3 overflow-x-auto">
      <ul className="flex gap-1 whitespace-nowrap px-1">
        {(Object.keys(KIND_ROUTES) as StockKind[]).map((k) => (
          <li key={k}>
            <Link
              href={route(KIND_ROUTES[k], { store_id: storeId })}
              aria-current={k === kind ? 'page' : undefined}
              className={`block rounded-full px-3 py-1.5 text-sm ${
                k === kind
                  ? 'bg-brand-600 font-semibold text-white'
                  : 'bg-white text-slate-700 shadow-sm hover:bg-slate-100'
              }`}
            >
              {t(`seller_stock.kind.${k}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
