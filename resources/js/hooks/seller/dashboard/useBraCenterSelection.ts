import { router } from '@inertiajs/react';
import { useCallback, useMemo, useState } from 'react';
import { sellerInsightsApi } from '@/api/sellerInsights';
import { useApiAction } from '@/hooks/useApiAction';
import type { BraCenterList, BraCenterProduct } from '@/types/pages/sellerInsights';

/**
 * The Bra Center list being edited: starts from the saved list (the `braCenter` prop), products are
 * added or removed locally, "Salvar" replaces the list on the server (POST /v1/set-list-bra-center)
 * and reloads the prop, so what shows is what was saved.
 */
export function useBraCenterSelection(storeId: number, saved: BraCenterList) {
  const [edited, setEdited] = useState<{ from: BraCenterList; items: BraCenterProduct[] } | null>(null);
  const action = useApiAction();
  const items = edited && edited.from === saved ? edited.items : saved.products;
  const ids = useMemo(() => new Set(items.map((p) => p.product_id)), [items]);
  const dirty = items.length !== saved.products.length || saved.products.some((p) => !ids.has(p.product_id));

  const toggle = useCallback(
    (product: BraCenterProduct) =>
      setEdited((current) => {
        const list = current && current.from === saved ? current.items : saved.products;
        const next = list.some((p) => p.product_id === product.product_id)
          ? list.filter((p) => p.product_id !== product.product_id)
          : [...list, product].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
        return { from: saved, items: next };
      }),
    [saved],
  );

  const { run } = action;
  const save = useCallback(
    () =>
      run(
        storeId,
        () =>
          sellerInsightsApi.setBraCenterList(
            storeId,
            items.map((p) => p.product_id),
          ),
        { onSuccess: () => router.reload({ only: ['braCenter'] }) },
      ),
    [run, storeId, items],
  );

  return { items, ids, dirty, saving: action.processing, toggle, save };
}
