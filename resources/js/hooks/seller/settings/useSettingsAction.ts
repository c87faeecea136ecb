import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';

export type ActionOutcome<T> = { ok: true; result: T } | { ok: false };

/**
 * One settings call as every part of the two screens makes it, through the one form path
 * (`useApiForm`): `processing` while it runs, the success toast ('Salvo com sucesso' unless told
 * otherwise), a 422's messages by field in `errors`, and the server's message as a toast for any failure.
 */
export function useSettingsAction() {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({});

  const run = async <T>(
    call: () => Promise<ActionResponse<T>>,
    success?: string,
  ): Promise<ActionOutcome<T>> => {
    const data = await form.send(call, { success: success ?? t('spec.saved') });
    return data ? { ok: true, result: data.result as T } : { ok: false };
  };

  return { processing: form.processing, errors: form.errors, run };
}
