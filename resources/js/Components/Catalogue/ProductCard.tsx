import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductListItem, ProductType } from '@/types/catalogue';
import ProductImage from './ProductImage';

export type ViewMode = 'grid' | 'list';

/** The product page of a list item; the type segment is left out for cards, the default. */
export function productHref(code: number, type?: ProductType): string {
  return route('product.show', { id: code, product_type: type && type !== 'card' ? type : undefined });
}

/**
 * One product of a list (spec section 3's list item): picture, name, collection and card number, and
 * "a partir de R$ x" (the cheapest offer) or "sem ofertas".
 */
export default function ProductCard({
  product,
  type,
  view = 'grid',
  extra,
  action,
  priority = false,
}: {
  product: ProductListItem;
  type?: ProductType;
  view?: ViewMode;
  /** A line under the price (a ranking's variation, a collection quantity). */
  extra?: ReactNode;
  /** A control beside the card (remove from favourites). */
  action?: ReactNode;
  /** One of the first cards of a page's main list, on screen at once: its picture is not lazy (grid). */
  priority?: boolean;
}) {
  const { t } = useLaravelReactI18n();
  const href = productHref(product.code, type);
  const meta = [product.collection, product.number ? `#${product.number}` : null].filter(Boolean).join(' · ');
  const price =
    product.price !== null ? (
      <p className="text-sm text-slate-600">
        {t('catalogue.from_price')}{' '}
        <span className="font-bold text-slate-900" data-testid="product-price">
          {formatMoney(product.price)}
        </span>
      </p>
    ) : (
      <p className="text-sm text-slate-500">{t('catalogue.no_offers')}</p>
    );

  if (view === 'list') {
    return (
      <article
        className="render-when-near-row flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm"
        data-testid="product-card"
      >
        <Link href={href} className="shrink-0">
          <ProductImage src={product.url} alt={product.name} className="h-20 w-14 rounded" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link href={href} className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700">
            {product.name}
          </Link>
          {meta && <p className="truncate text-xs text-slate-500">{meta}</p>}
          {extra}
        </div>
        <div className="shrink-0 text-right">{price}</div>
        {action}
      </article>
    );
  }

  return (
    <article
      className="render-when-near flex flex-col rounded-lg bg-white p-3 shadow-sm"
      data-testid="product-card"
    >
      <Link href={href} className="block">
        <ProductImage
          src={product.url}
          alt={product.name}
          className="aspect-[5/7] w-full rounded"
          priority={priority}
        />
      </Link>
      <div className="mt-2 flex flex-1 flex-col">
        <Link href={href} className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-700">
          {product.name}
        </Link>
        {meta && <p className="truncate text-xs text-slate-500">{meta}</p>}
        <div className="mt-auto pt-2">
          {price}
          {extra}
        </div>
        {action && <div className="mt-2">{action}</div>}
      </div>
    </article>
  );
}
