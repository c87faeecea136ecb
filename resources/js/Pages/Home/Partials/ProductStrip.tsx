import type { ReactNode } from 'react';
import { LoadingState } from '@/Components/Catalogue/LoadingState';
import ProductCard from '@/Components/Catalogue/ProductCard';
import type { Lookup } from '@/hooks/catalogue/useLookup';
import { Deferred } from '@/lib/deferred';
import type { ProductListItem } from '@/types/catalogue';

// Shown only when a strip fails or comes back empty: not part of the first paint of /.
const errorState = () => import('@/Components/Catalogue/States').then((m) => ({ default: m.ErrorState }));
const emptyState = () => import('@/Components/Catalogue/States').then((m) => ({ default: m.EmptyState }));

/** A titled row of product cards that scrolls sideways on a phone, with a "ver todos" link. */
export default function ProductStrip({
  title,
  lookup,
  emptyTitle,
  more,
  extra,
  testId,
}: {
  title: string;
  lookup: Lookup<ProductListItem[]>;
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
      {lookup.status === 'loading' && <LoadingState cards={4} />}
      {lookup.status === 'error' && <Deferred load={errorState} props={{ onRetry: lookup.reload }} />}
      {lookup.status === 'ready' && lookup.data?.length === 0 && (
        <Deferred load={emptyState} props={{ title: emptyTitle }} />
      )}
      {lookup.status === 'ready' && lookup.data && lookup.data.length > 0 && (
        <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-5 md:overflow-visible md:px-0">
          {lookup.data.map((product) => (
            <div key={product.code} className="w-40 shrink-0 snap-start md:w-auto">
              <ProductCard product={product} extra={extra?.(product)} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
