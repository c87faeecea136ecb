import { usePage } from '@inertiajs/react';
import type { CardTokenizer } from '@shared/cardTokenizer/types.ts';
import { useMemo } from 'react';
import { createCardTokenizer } from './index.ts';

/** The tokenizer of the host's gateway, from the shared props (`payments`: driver and public key). */
export function useCardTokenizer(): CardTokenizer {
  const config = usePage().props.payments;
  const driver = config?.driver ?? 'sandbox';
  const publicKey = config?.public_key ?? null;
  return useMemo(() => createCardTokenizer({ driver, public_key: publicKey }), [driver, publicKey]);
}
