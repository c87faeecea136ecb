import { Link } from '@inertiajs/react';
import { memo, useState } from 'react';
import { productHref } from '@/Components/Catalogue/ProductCard';
import ProductImage from '@/Components/Catalogue/ProductImage';
import { useListingActions } from '@/hooks/seller/stock/useListingActions';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StockListing } from '@/types/pages/sellerStock';
import InlineNumber from './InlineNumber';

const STATUS_STYLE: Record<StockListing['status'], string> = {
  available: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-amber-100 text-amber-800',
  blocked: 'bg-red-100 text-red-800',
};

/**
 * One listing: picture, product, collection and number, condition, language, extras, price and
 * quantity for sale (edited in place), units reserved by open orders, status, pause/resume and delete
 * (asked twice). A row on wide screens, a card on phones. Memoised: the screen renders again for its
 * toolbar, counts and shell, and a list of rows each with two fields and their actions is the longest
 * part of that render on a phone (docs/architecture.md, "Page load, measured").
 *
 * It is laid out while off screen (no `content-visibility`), as a store's stock line is: its
 * two fields in a skipped subtree made the browser lay each row out on its own when the document
 * finished parsing (form controls are checked for focus, which needs their layout), one task of 100+
 * ms after the first paint on a phone; laid out with the rest, that work is in the task before it.
 */
export default memo(function StockRow({
  storeId,
  listing,
  extraNames,
  onChanged,
  onDeleted,
}: {
  storeId: number;
  listing: StockListing;
  extraNames: (codes: string[]) => string[];
  onChanged: (row: StockListing) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  const actions = useListingActions(storeId, listing, { onChanged, onDeleted });
  const [confirming, setConfirming] = useState(false);
  const { product } = listing;
  const blocked = listing.status === 'blocked';

  return (
    <li
      className="grid grid-cols-[3rem_1fr] gap-x-3 gap-y-2 p-3 md:grid-cols-[3rem_minmax(0,1fr)_auto_auto_auto_auto] md:items-center"
      data-testid="stock-row"
      data-listing-id={listing.id}
    >
      <ProductImage src={product.url} alt={product.name} className="h-16 w-12 rounded" />
      <div className="min-w-0">
        <Link
          href={productHref(product.code, product.type)}
          className="block truncate font-semibold text-slate-900 hover:text-brand-700"
        >
          {product.name}
        </Link>
        <p className="text-xs text-slate-500">
          {[product.collection, product.number ? `#${product.number}` : null].filter(Boolean).join(' · ')}
        </p>
        <p className="text-xs text-slate-600">
          {[
            labels.condition(listing.condition),
            labels.language(listing.language),
            ...extraNames(listing.extras),
          ].join(' · ')}
        </p>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-2 text-sm md:col-span-1 md:flex-col md:items-end md:gap-0">
        <span className="text-xs text-slate-500">{t('seller_stock.price')}</span>
        <InlineNumber
          value={listing.price}
          decimals={2}
          label={t('seller_stock.price_of', { name: product.name })}
          disabled={actions.busy}
          onSave={(v) => void actions.save('price', v)}
          testId="stock-price"
        />
      </div>
      <div className="col-span-2 flex items-center justify-between gap-2 text-sm md:col-span-1 md:flex-col md:items-end md:gap-0">
        <span className="text-xs text-slate-500">{t('seller_stock.quantity')}</span>
        <InlineNumber
          value={listing.quantity}
          decimals={0}
          label={t('seller_stock.quantity_of', { name: product.name })}
          disabled={actions.busy}
          onSave={(v) => void actions.save('quantity', v)}
          testId="stock-quantity"
        />
      </div>
      <div className="col-span-2 flex items-center justify-between gap-2 text-sm md:col-span-1 md:flex-col md:items-end md:gap-1">
        <span className="text-xs text-slate-500" data-testid="stock-reserved">
          {t('seller_stock.reserved', { count: listing.reserved })}
        </span>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[listing.status]}`}
          data-testid="stock-status"
        >
          {t(`seller_stock.status.${listing.status}`)}
        </span>
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 md:col-span-1">
        {!blocked && (
          <button
            type="button"
            onClick={() => void actions.togglePause()}
            disabled={actions.busy}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-60"
          >
            {listing.status === 'available' ? t('seller_stock.pause') : t('seller_stock.resume')}
          </button>
        )}
        {confirming ? (
          <>
            <button
              type="button"
              onClick={() => void actions.remove()}
              disabled={actions.busy}
              className="rounded-md bg-red-600 px-3 py-1 text-sm font-semibold text-white disabled:opacity-60"
            >
              {t('seller_stock.delete_confirm')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="px-2 py-1 text-sm text-slate-600"
            >
              {t('seller_stock.cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="rounded-md border border-red-300 px-3 py-1 text-sm text-red-700 hover:bg-red-50"
          >
            {t('seller_stock.delete')}
          </button>
        )}
      </div>
      {(actions.error || blocked) && (
        <p
          role={actions.error ? 'alert' : undefined}
          className="col-span-2 text-sm text-red-700 md:col-span-6"
        >
          {actions.error ?? t('seller_stock.blocked_hint')}
        </p>
      )}
    </li>
  );
});
