import { usePage } from '@inertiajs/react';
import { useMemo } from 'react';

/**
 * The query string of the current page, read from Inertia's page URL rather than `window.location`:
 * the same on the server (SSR, where there is no window) and in the browser, so hydration matches.
 */
export function usePageQuery(): URLSearchParams {
  const url = usePage().url;
  return useMemo(() => new URLSearchParams(url.split('?')[1] ?? ''), [url]);
}
