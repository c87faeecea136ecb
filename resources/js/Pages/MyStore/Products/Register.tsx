import { Link } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import ListingPanel from '@/Components/Seller/Register/ListingPanel';
import SearchPanel from '@/Components/Seller/Register/SearchPanel';
import { useChosenProduct } from '@/hooks/seller/register/useChosenProduct';
import { useProductSearch } from '@/hooks/seller/register/useProductSearch';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductRegisterProps } from '@/types/pages/sellerRegister';

/**
 * /my-store/{store_id}/product-register: find a catalogue product (kind, text, collection or category,
 * code) and list it with condition, language, extras, price and quantity (docs/product-register.md).
 * The reference lists and a `?product=ID` come as props; the search runs on the catalogue lookups.
 */
export default function MyStoreProductsRegister({
  store,
  kinds,
  languages,
  extras,
  categories,
  collections,
  selected: initial,
}: ProductRegisterProps) {
  const { t } = useLaravelReactI18n();
  const chosen = useChosenProduct(store.id, initial);
  const search = useProductSearch(initial?.product.type ?? 'card');
  const { selected } = chosen;
  const panel = useRef<HTMLDivElement>(null);
  const shownId = useRef(initial?.product.id ?? null);

  // A product picked among the results: bring its form into view (on a phone it is above the list).
  useEffect(() => {
    const id = selected?.product.id ?? null;
    if (id !== null && id !== shownId.current)
      panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    shownId.current = id;
  }, [selected]);

  return (
    <>
      <ScreenTitle />
      <p className="mb-4 text-sm text-slate-600">
        {t('seller_register.intro')}{' '}
        <Link
          href={route('my-store.product.create', { store_id: store.id })}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('seller_register.suggest_link')}
        </Link>
      </p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:items-start">
        {selected && (
          <div ref={panel} className="scroll-mt-4 md:order-2">
            <ListingPanel
              key={selected.product.id}
              storeId={store.id}
              selected={selected}
              languages={languages}
              extras={extras}
              refresh={chosen.refresh}
              onChangeProduct={chosen.clear}
            />
          </div>
        )}
        <div className="md:order-1">
          <SearchPanel
            search={search}
            kinds={kinds}
            categories={categories}
            collections={collections}
            picking={chosen.busy}
            onPick={(id) => void chosen.pick(id)}
          />
        </div>
      </div>
    </>
  );
}
