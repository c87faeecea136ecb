import { router } from '@inertiajs/react';
import { useEffect, useState } from 'react';

/** Lazy screens show their loading state only after 200 ms, so fast visits do not flash (spec section 9). */
export const LOADING_DELAY_MS = 200;

export function useNavigationLoading(): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offStart = router.on('start', () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLoading(true), LOADING_DELAY_MS);
    });
    const offFinish = router.on('finish', () => {
      clearTimeout(timer);
      setLoading(false);
    });
    return () => {
      clearTimeout(timer);
      offStart();
      offFinish();
    };
  }, []);
  return loading;
}
