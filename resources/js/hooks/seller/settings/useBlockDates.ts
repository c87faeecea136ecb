import { useCallback, useState } from 'react';
import { type BlockDateInput, sellerSettingsApi } from '@/api/sellerSettings';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BlockDate } from '@/types/pages/sellerSettings';
import { useSettingsAction } from './useSettingsAction';

/** The store's block dates (férias): the list the page's props gave, add a period, delete one. */
export function useBlockDates(storeId: number, initial: BlockDate[]) {
  const { t } = useLaravelReactI18n();
  const [list, setList] = useState(initial);
  const { processing, errors, run } = useSettingsAction();

  const add = useCallback(
    async (input: BlockDateInput): Promise<boolean> => {
      const outcome = await run(() => sellerSettingsApi.addBlockDate(storeId, input));
      if (outcome.ok && outcome.result) {
        const added = outcome.result;
        setList((l) => [...l, added].sort((a, b) => a.starts_on.localeCompare(b.starts_on)));
      }
      return outcome.ok;
    },
    [run, storeId],
  );

  const remove = useCallback(
    async (id: number) => {
      const outcome = await run(() => sellerSettingsApi.removeBlockDate(id), t('spec.removed'));
      if (outcome.ok) setList((l) => l.filter((b) => b.id !== id));
    },
    [run, t],
  );

  return { list, add, remove, processing, errors };
}
