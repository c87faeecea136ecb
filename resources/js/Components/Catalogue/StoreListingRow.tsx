import { Link } from '@inertiajs/react';
import type { AddToCartBody } from '@/hooks/catalogue/useAddToCart';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreListing } from '@/types/catalogue';
import AddToCartControl from './AddToCartControl';
import { productHref } from './ProductCard';
import ProductImage from './ProductImage';

/**
 * One of a store's listings: picture, product, condition, language, extras, stock, price, add to cart.
 * Skipped while off screen (`render-when-near-listing`): its quantity is set with − and + (no form
 * field), since a field in a skipped line made the browser lay each line out on its own when the
 * document finished parsing, a task of 290–520 ms after the first paint at 4× CPU throttling
 * (docs/architecture.md, "Fourth round" and "Eighth round").
 */
export default function StoreListingRow({
  listing,
  extraNames,
  busy,
  onAdd,
}: {
  listing: StoreListing;
  extraNames: (codes: string[]) => string[];
  busy: boolean;
  onAdd: (body: AddToCartBody) => void;
}) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  return (
    <li
      className="render-when-near-listing flex flex-wrap items-center gap-3 p-3"
      data-testid="store-listing"
    >
      <ProductImage src={listing.product.url} alt={listing.product.name} className="h-16 w-12 rounded" />
      <div className="min-w-48 flex-1">
        <Link
          href={productHref(listing.product.code, listing.product.type)}
          className="font-semibold text-slate-900 hover:text-brand-700"
        >
          {listing.product.name}
        </Link>
        <p className="text-xs text-slate-500">
          {[
            listing.product.collection,
            labels.condition(listing.condition),
            labels.language(listing.language),
            ...extraNames(listing.extras),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs text-slate-500">{t('product.in_stock', { count: listing.quantity })}</p>
      </div>
      {/* On a phone the price and the quantity go under the product, not beside a squeezed name. */}
      <div className="ml-auto flex items-center gap-3">
        <p className="font-bold text-slate-900">{formatMoney(listing.price)}</p>
        <AddToCartControl
          offerId={listing.id}
          stock={listing.quantity}
          busy={busy}
          onAdd={onAdd}
          compact
          stepper
        />
      </div>
    </li>
  );
}
