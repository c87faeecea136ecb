import { useCallback, useState } from 'react';
import { sellerSettingsApi } from '@/api/sellerSettings';
import { parseMoneyReais, reaisInputText } from '@/lib/money';
import type { FreeShippingDaySetting } from '@/types/pages/sellerSettings';
import { useSettingsAction } from './useSettingsAction';

/** A day as the calendar row edits it: the minimum order as typed ("150,50"). */
export interface DayDraft {
  day_of_week: number;
  enabled: boolean;
  min_order: string;
}

const toDraft = (d: FreeShippingDaySetting): DayDraft => ({
  day_of_week: d.day_of_week,
  enabled: d.enabled,
  min_order: d.min_order ? reaisInputText(d.min_order) : '',
});

/** "1.234,50", "150,5" or "150.5" → 150.5 (lib/money); what cannot be read goes to the server as typed (its 422). */
export function parseReais(value: string): number | string {
  const text = value.trim();
  if (text === '') return 0;
  return parseMoneyReais(text) ?? text;
}

/** The free-shipping week: each day on/off with a minimum order, saved as a whole. */
export function useFreeShippingWeek(storeId: number, initial: FreeShippingDaySetting[]) {
  const [days, setDays] = useState<DayDraft[]>(() => initial.map(toDraft));
  const { processing, errors, run } = useSettingsAction();

  const change = useCallback((day: number, patch: Partial<DayDraft>) => {
    setDays((list) => list.map((d) => (d.day_of_week === day ? { ...d, ...patch } : d)));
  }, []);

  const save = useCallback(async () => {
    const body = days.map((d) => ({
      day_of_week: d.day_of_week,
      enabled: d.enabled,
      min_order: parseReais(d.min_order) as number,
    }));
    const outcome = await run(() => sellerSettingsApi.saveFreeShippingDays(storeId, body));
    if (outcome.ok && outcome.result) setDays(outcome.result.map(toDraft));
    return outcome.ok;
  }, [days, run, storeId]);

  return { days, change, save, processing, errors };
}
