import { useId } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { useMediaUpload } from '@/hooks/seller/settings/useMediaUpload';
import { useLaravelReactI18n } from '@/lib/useI18n';
import {
  STORE_MEDIA_RULES,
  STORE_MEDIA_TYPES,
  type StoreMediaKind,
  type StoreSettings,
} from '@/types/pages/sellerSettings';

/** Choose a logo or banner, see it at once, send it; the rules are printed under the picker. */
export default function MediaUpload({
  storeId,
  kind,
  currentUrl,
  onSaved,
}: {
  storeId: number;
  kind: StoreMediaKind;
  currentUrl: string;
  onSaved?: (settings: StoreSettings) => void;
}) {
  const { t } = useLaravelReactI18n();
  const inputId = useId();
  const { shown, pending, choose, upload, processing, error } = useMediaUpload(
    storeId,
    kind,
    currentUrl,
    onSaved,
  );
  const rules = STORE_MEDIA_RULES[kind];
  const label = t(`seller_settings.${kind}`);

  return (
    <div className="space-y-2" data-testid={`media-${kind}`}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <img
        src={shown}
        alt={t('seller_settings.preview_of', { what: label })}
        className={
          kind === 'logo'
            ? 'h-24 w-24 rounded-full border border-slate-200 bg-white object-cover'
            : 'h-28 w-full rounded-md border border-slate-200 bg-white object-cover md:h-36'
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t('seller_settings.choose_file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={STORE_MEDIA_TYPES.join(',')}
          className="sr-only"
          aria-label={t('seller_settings.choose', { what: label })}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        {pending && (
          <PrimaryButton type="button" disabled={processing} onClick={() => void upload()}>
            {processing ? t('common.sending') : t('seller_settings.upload', { what: label })}
          </PrimaryButton>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {t('seller_settings.media_rules', {
          max: rules.maxLabel,
          size: `${rules.minWidth}×${rules.minHeight}`,
        })}
      </p>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
