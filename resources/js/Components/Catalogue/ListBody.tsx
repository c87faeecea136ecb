import type { ReactNode } from 'react';
import LoadState from '@/Components/Feedback/LoadState';
import type { PropList } from '@/hooks/usePropList';
import type { Paginated } from '@/types/catalogue';
import LoadMore from './LoadMore';

/**
 * A paged list (hooks/usePropList): its empty state, or the items with "carregar mais" under them,
 * busy while new filters are on their way.
 */
export default function ListBody<T, R extends Paginated<T>>({
  list,
  children,
  emptyTitle,
  emptyText,
  emptyAction,
}: {
  list: PropList<T, R>;
  children: (items: T[]) => ReactNode;
  emptyTitle: string;
  emptyText?: string;
  emptyAction?: ReactNode;
}) {
  return (
    <LoadState
      status="ready"
      empty={list.items.length === 0}
      emptyTitle={emptyTitle}
      emptyText={emptyText}
      emptyAction={emptyAction}
    >
      <div aria-busy={list.refreshing}>
        {children(list.items)}
        <LoadMore list={list} />
      </div>
    </LoadState>
  );
}
