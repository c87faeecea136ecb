import type { ReactNode } from 'react';
import type { PaginatedList } from '@/hooks/catalogue/usePaginatedList';
import type { Paginated } from '@/types/catalogue';
import LoadMore from './LoadMore';
import { EmptyState, ErrorState, LoadingState } from './States';

/**
 * The four states of a paginated list: loading (placeholders), error (with retry), empty, and the
 * items with "carregar mais" under them.
 */
export default function ListBody<T, R extends Paginated<T>>({
  list,
  children,
  emptyTitle,
  emptyText,
  emptyAction,
  placeholders = 8,
}: {
  list: PaginatedList<T, R>;
  children: (items: T[]) => ReactNode;
  emptyTitle: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  placeholders?: number;
}) {
  if (list.status === 'loading' && list.items.length === 0) return <LoadingState cards={placeholders} />;
  if (list.status === 'error') return <ErrorState onRetry={list.reload} />;
  if (list.items.length === 0 && list.status === 'ready') {
    return (
      <EmptyState title={emptyTitle} text={emptyText}>
        {emptyAction}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.status === 'loading'}>
      {children(list.items)}
      <LoadMore list={list} />
    </div>
  );
}
