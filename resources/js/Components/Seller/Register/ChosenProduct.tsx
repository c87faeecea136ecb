import { Link } from '@inertiajs/react';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OwnListing, RegisterProduct } from '@/types/pages/sellerRegister';

/**
 * The product being listed: picture, name, collection and number, the market's lowest price and the
 * store's listings of it (each can be loaded into the form to change it).
 */
export default function ChosenProduct({
  selected,
  extraName,
  onEdit,
  onChange,
}: {
  selected: RegisterProduct;
  /** The name of an extra's code (the page's `extras` list). */
  extraName: (code: string) => string;
  onEdit: (listing: OwnListing) => void;
  onChange: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  const { product } = selected;
  return (
    <div className="rounded-lg bg-white p-3 shadow-sm" data-testid="chosen-product">
      <div className="flex gap-3">
        {product.url ? (
          <img
            src={product.url}
            alt={product.name}
            width={96}
            height={134}
            className="h-32 w-24 shrink-0 rounded object-cover"
          />
        ) : (
          <span className="h-32 w-24 shrink-0 rounded bg-slate-100" />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="font-bold text-slate-900">
            <Link href={route('product.show', { id: product.id })} className="hover:underline">
              {product.name}
            </Link>
          </h2>
          {product.name_en && product.name_en !== product.name && (
            <p className="text-sm text-slate-600">{product.name_en}</p>
          )}
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700">
            {(product.collection || product.category) && (
              <>
                <dt className="text-slate-500">
                  {t(product.collection ? 'seller_register.collection' : 'seller_register.category')}
                </dt>
                <dd>
                  {product.collection
                    ? `${product.collection.name} (${product.collection.code})`
                    : product.category?.name}
                </dd>
              </>
            )}
            {product.number && (
              <>
                <dt className="text-slate-500">{t('seller_register.number')}</dt>
                <dd>{product.number}</dd>
              </>
            )}
            <dt className="text-slate-500">{t('seller_register.market_min')}</dt>
            <dd data-testid="market-min">
              {selected.min_price === null ? t('seller_register.no_offers') : formatMoney(selected.min_price)}
            </dd>
          </dl>
          <button
            type="button"
            onClick={onChange}
            className="mt-2 text-sm font-medium text-brand-700 hover:underline"
          >
            {t('seller_register.change_product')}
          </button>
        </div>
      </div>
      <h3 className="mt-3 text-sm font-semibold text-slate-800">{t('seller_register.own_listings')}</h3>
      {selected.listings.length === 0 ? (
        <p className="text-sm text-slate-600">{t('seller_register.no_own_listings')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="own-listings">
          {selected.listings.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5"
              data-testid="own-listing"
            >
              <span className="font-medium">{labels.condition(l.condition)}</span>
              <span>{labels.language(l.language)}</span>
              {l.extras.length > 0 && (
                <span className="text-slate-600">{l.extras.map(extraName).join(', ')}</span>
              )}
              <span>{t('seller_register.units', { count: String(l.quantity) })}</span>
              <span className="font-semibold">{formatMoney(l.price)}</span>
              {l.status !== 'available' && (
                <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                  {t(`seller_register.status_${l.status}`)}
                </span>
              )}
              <button
                type="button"
                onClick={() => onEdit(l)}
                className="ml-auto text-brand-700 hover:underline"
              >
                {t('seller_register.edit')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
