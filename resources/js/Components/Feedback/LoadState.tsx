import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';

export type LoadStatus = 'loading' | 'error' | 'ready';

interface Props {
  status: LoadStatus;
  /** The data is there but holds nothing: the empty state replaces the children. */
  empty?: boolean;
  /** The standard empty state: a title, a line of text and a way out (clear the filters...). */
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  /** The error's text (the screen's loading message of spec section 8); a generic one otherwise. */
  errorText?: string;
  retryText?: string;
  onRetry?: () => void;
  /** Grey placeholders where the cards will be while loading; a spinner when 0. */
  placeholders?: number;
  children?: ReactNode;
}

/**
 * The load state of every list and section that loads: loading (placeholders or a spinner), error
 * (with a retry), empty, and the content itself.
 */
export default function LoadState({
  status,
  empty = false,
  emptyTitle,
  emptyText,
  emptyAction,
  errorText,
  retryText,
  onRetry,
  placeholders = 0,
  children,
}: Props) {
  if (status === 'loading') return <LoadingState cards={placeholders} />;
  if (status === 'error') {
    return <ErrorState text={errorText} retryText={retryText} onRetry={onRetry} />;
  }
  if (empty) {
    return (
      <EmptyState title={emptyTitle} text={emptyText}>
        {emptyAction}
      </EmptyState>
    );
  }
  return <>{children}</>;
}
