import { useCallback, useRef } from 'react';

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * One idempotency key per checkout attempt. A retry of the same order (a lost answer, a server
 * error, a double click) sends the same key, so the server creates the order once. When what is
 * being ordered changes (address, shipping, payment, credit), it is another attempt and gets a
 * new key; after an order is created the key is spent.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);

  /** The key for an order described by `fingerprint` (a stable JSON of what is sent). */
  const keyFor = useCallback((fingerprint: string): string => {
    if (!current.current || current.current.fingerprint !== fingerprint) {
      current.current = { key: newKey(), fingerprint };
    }
    return current.current.key;
  }, []);

  const spend = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, spend };
}
