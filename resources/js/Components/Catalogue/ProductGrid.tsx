import type { ReactNode } from 'react';
import type { ProductListItem, ProductType } from '@/types/catalogue';
import ProductCard, { type ViewMode } from './ProductCard';

/**
 * The cards whose pictures load at once: a phone's first row of the grid, the largest thing a list
 * page paints. Lazy, they were fetched only after the layout found them on screen, and the page's
 * largest paint waited for it (docs/architecture.md, "Page load, measured").
 */
const EAGER = 2;

/** Products as a grid of cards, or as rows (the list view). */
export default function ProductGrid({
  products,
  type,
  view = 'grid',
  extra,
  action,
  dimmed = false,
}: {
  products: ProductListItem[];
  type?: ProductType;
  view?: ViewMode;
  extra?: (product: ProductListItem) => ReactNode;
  action?: (product: ProductListItem) => ReactNode;
  /** A new first page is on its way: the current one stays, faded. */
  dimmed?: boolean;
}) {
  const layout =
    view === 'grid'
      ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5'
      : 'flex flex-col gap-2';
  return (
    <div className={`${layout} ${dimmed ? 'opacity-60 transition-opacity' : ''}`} data-testid="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.code}
          product={product}
          type={type}
          view={view}
          extra={extra?.(product)}
          action={action?.(product)}
          priority={index < EAGER}
        />
      ))}
    </div>
  );
}
