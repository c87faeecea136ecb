import { useCallback, useEffect, useState } from 'react';
import { sellerSettingsApi } from '@/api/sellerSettings';
import { useLaravelReactI18n } from '@/lib/useI18n';
import {
  STORE_MEDIA_RULES,
  STORE_MEDIA_TYPES,
  type StoreMediaKind,
  type StoreSettings,
} from '@/types/pages/sellerSettings';
import { useSettingsAction } from './useSettingsAction';

/**
 * A logo or banner upload: the chosen file is previewed at once (a local object URL) and checked for
 * type and size before it is sent (the server checks again, with the pixel size); once saved, the
 * preview is the server's file.
 */
export function useMediaUpload(
  storeId: number,
  kind: StoreMediaKind,
  currentUrl: string,
  onSaved?: (settings: StoreSettings) => void,
) {
  const { t } = useLaravelReactI18n();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState(currentUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const { processing, errors, run } = useSettingsAction();

  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const choose = useCallback(
    (chosen: File | null) => {
      setProblem(null);
      setFile(null);
      setPreview(null);
      if (!chosen) return;
      const rules = STORE_MEDIA_RULES[kind];
      if (!(STORE_MEDIA_TYPES as readonly string[]).includes(chosen.type)) {
        setProblem(t('seller_settings.media_type'));
        return;
      }
      if (chosen.size > rules.maxBytes) {
        setProblem(t('seller_settings.media_too_large', { max: rules.maxLabel }));
        return;
      }
      setFile(chosen);
    },
    [kind, t],
  );

  const upload = useCallback(async () => {
    if (!file) return false;
    const outcome = await run(() => sellerSettingsApi.uploadMedia(storeId, kind, file));
    if (outcome.ok && outcome.result) {
      setUrl(outcome.result.url);
      setFile(null);
      setPreview(null);
      onSaved?.(outcome.result.settings);
    }
    return outcome.ok;
  }, [file, kind, onSaved, run, storeId]);

  return {
    shown: preview ?? url,
    pending: file !== null,
    choose,
    upload,
    processing,
    error: problem ?? errors.file ?? null,
  };
}
