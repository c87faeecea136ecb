import { useEffect, useState } from 'react';

/** Mobile layout at a window width of 768 px or less (spec section 9); CSS's md: starts at 769 px. */
export const MOBILE_MAX_WIDTH = 768;

/**
 * Whether the screen has been wider than a phone's since the page started, read once the page runs:
 * false while hydrating, like the server's render, so hydration finds the server's HTML. A layout that
 * differs by width is CSS's call (md:); this says when to do work a wide screen needs at once (the
 * filters panel's choices), and once done it stays done.
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const mql = window.matchMedia?.(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
    if (!mql) {
      setWide(window.innerWidth > MOBILE_MAX_WIDTH);
      return;
    }
    const update = () => {
      if (mql.matches) setWide(true);
    };
    update();
    mql.addEventListener('change', update);
    return () => mql.removeEventListener('change', update);
  }, []);
  return wide;
}
