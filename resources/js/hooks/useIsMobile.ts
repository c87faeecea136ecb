import { useSyncExternalStore } from 'react';

/** Mobile layout at a window width of 768 px or less (spec section 9). */
export const MOBILE_MAX_WIDTH = 768;
const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(callback: () => void): () => void {
  const mql = window.matchMedia?.(QUERY);
  if (mql) {
    mql.addEventListener('change', callback);
    return () => mql.removeEventListener('change', callback);
  }
  window.addEventListener('resize', callback);
  return () => window.removeEventListener('resize', callback);
}

function snapshot(): boolean {
  return window.matchMedia ? window.matchMedia(QUERY).matches : window.innerWidth <= MOBILE_MAX_WIDTH;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
