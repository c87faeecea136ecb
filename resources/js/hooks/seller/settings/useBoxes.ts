import { useCallback, useState } from 'react';
import { type BoxInput, sellerSettingsApi } from '@/api/sellerSettings';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreBox } from '@/types/pages/sellerSettings';
import { useSettingsAction } from './useSettingsAction';

/** The store's box sizes: the list the page's props gave, add one, delete one. */
export function useBoxes(storeId: number, initial: StoreBox[]) {
  const { t } = useLaravelReactI18n();
  const [list, setList] = useState(initial);
  const { processing, errors, run } = useSettingsAction();

  const add = useCallback(
    async (input: BoxInput): Promise<boolean> => {
      const outcome = await run(() => sellerSettingsApi.addBox(storeId, input));
      if (outcome.ok && outcome.result) {
        const added = outcome.result;
        setList((l) => [...l, added]);
      }
      return outcome.ok;
    },
    [run, storeId],
  );

  const remove = useCallback(
    async (id: number) => {
      const outcome = await run(() => sellerSettingsApi.removeBox(id), t('spec.removed'));
      if (outcome.ok) setList((l) => l.filter((b) => b.id !== id));
    },
    [run, t],
  );

  return { list, add, remove, processing, errors };
}
