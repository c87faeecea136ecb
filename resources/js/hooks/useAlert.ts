import { useCallback, useEffect, useState } from 'react';

/** Alert messages clear themselves after 5000 ms (spec section 9). */
export const ALERT_CLEAR_MS = 5000;

export interface AlertState {
  kind: 'success' | 'error' | 'warning' | 'info';
  message: string;
}

export function useAlert(): [AlertState | null, (alert: AlertState | null) => void] {
  const [alert, setAlert] = useState<AlertState | null>(null);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  return [alert, useCallback((a: AlertState | null) => setAlert(a), [])];
}
