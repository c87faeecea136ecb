import type { ReactNode } from 'react';
import ProductCard from '@/Components/Catalogue/ProductCard';
import type { LoadStatus } from '@/Components/Feedback/LoadState';
import { Deferred } from '@/lib/deferred';
import type { ProductListItem } from '@/types/catalogue';

// Shown only when a strip is loading another ranking, fails or is empty: not part of the first paint of /.
const loadState = () => import('@/Components/Feedback/LoadState');

/** A titled row of product cards that scrolls sideways on a phone, with a "ver todos" link. */
export default function ProductStrip({
  title,
  products,
  status = 'ready',
  onRetry,
  emptyTitle,
  more,
  extra,
  testId,
}: {
  title: string;
  products: ProductListItem[];
  /** A strip whose products are being asked for again (another ranking): loading, then ready or error. */
  status?: LoadStatus;
  onRetry?: () => void;
  emptyTitle: string;
  more?: ReactNode;
  extra?: (product: ProductListItem) => ReactNode;
  testId?: string;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {more}
      </div>
      {status === 'ready' && products.length > 0 ? (
        <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-5 md:overflow-visible md:px-0">
          {products.map((product) => (
            <div key={product.code} className="w-40 shrink-0 snap-start md:w-auto">
              <ProductCard product={product} extra={extra?.(product)} />
            </div>
          ))}
        </div>
      ) : (
        <Deferred load={loadState} props={{ status, empty: true, emptyTitle, onRetry, placeholders: 4 }} />
      )}
    </section>
  );
}
