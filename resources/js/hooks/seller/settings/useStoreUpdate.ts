import { useCallback, useState } from 'react';
import { sellerSettingsApi } from '@/api/sellerSettings';
import type { StoreChanges, StoreSettings } from '@/types/pages/sellerSettings';
import { useSettingsAction } from './useSettingsAction';

/** The store's settings as the server last answered them, and POST /v1/update-store for a part of them. */
export function useStoreUpdate(initial: StoreSettings) {
  const [settings, setSettings] = useState(initial);
  const { processing, errors, run } = useSettingsAction();

  const save = useCallback(
    async (changes: StoreChanges): Promise<boolean> => {
      const outcome = await run(() => sellerSettingsApi.updateStore(initial.store_id, changes));
      if (outcome.ok && outcome.result) setSettings(outcome.result);
      return outcome.ok;
    },
    [initial.store_id, run],
  );

  return { settings, setSettings, save, processing, errors };
}
