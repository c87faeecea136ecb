import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { sellerRegisterApi } from '@/api/sellerRegister';
import { useApiAction } from '@/hooks/useApiAction';
import type { RegisterProduct } from '@/types/pages/sellerRegister';

/** Keeps `?product=ID` in the address bar, so a reload (rendered on the server) opens the same form. */
function keepInUrl(storeId: number, selected: RegisterProduct | null) {
  const params: Record<string, number> = { store_id: storeId };
  if (selected) params.product = selected.product.id;
  router.replace({
    // A path (not Ziggy's absolute URL): the address stays on the origin the page was opened from.
    url: route('my-store.product.register', params, false),
    props: (props) => ({ ...props, selected }),
    preserveState: true,
    preserveScroll: true,
  });
}

/**
 * The product being listed: the page's `selected` prop first (`?product=ID`), then what the seller
 * picks among the results (POST /v1/product-register/product: its conditions with the market's prices
 * and the store's own listings). `refresh` reads it again after a save.
 */
export function useChosenProduct(storeId: number, initial: RegisterProduct | null) {
  const [selected, setSelected] = useState<RegisterProduct | null>(initial);
  const action = useApiAction<number>();
  const { run } = action;

  const load = useCallback(
    async (productId: number): Promise<RegisterProduct | null> => {
      const data = await sellerRegisterApi.product(storeId, productId);
      return data.result ?? null;
    },
    [storeId],
  );

  const pick = useCallback(
    (productId: number) =>
      run(productId, () => load(productId), {
        success: false,
        onSuccess: (found) => {
          setSelected(found);
          keepInUrl(storeId, found);
        },
      }),
    [load, run, storeId],
  );

  /** Reads the chosen product again (the store's listings after a save). */
  const refresh = useCallback(async () => {
    if (!selected) return;
    try {
      const found = await load(selected.product.id);
      if (found) setSelected(found);
    } catch (error) {
      console.warn('product-register refresh', error);
    }
  }, [load, selected]);

  const clear = useCallback(() => {
    setSelected(null);
    keepInUrl(storeId, null);
  }, [storeId]);

  return { selected, busy: action.processing, pick, refresh, clear };
}
