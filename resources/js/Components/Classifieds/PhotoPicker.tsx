import { router } from '@inertiajs/react';
import { useEffect, useMemo, useState } from 'react';
import { adsApi } from '@/hooks/classifieds/adsApi';
import { notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdItem, AdLimits } from '@/types/pages/classifieds';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The ad's photos: the ones it has (removed at once, edit only) and the new ones with their previews,
 * sent after the ad is saved. Type and size are checked here for a quick answer; the server checks the
 * bytes again.
 */
export default function PhotoPicker({
  ad,
  limits,
  files,
  onFiles,
}: {
  ad: AdItem | null;
  limits: AdLimits;
  files: File[];
  onFiles: (files: File[]) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [error, setError] = useState<string | null>(null);
  const existing = ad?.photos ?? [];
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const room = limits.max_photos - existing.length - files.length;

  const pick = (list: FileList | null) => {
    setError(null);
    const chosen = Array.from(list ?? []);
    for (const file of chosen) {
      if (!ACCEPTED.includes(file.type)) return setError(t('classifieds.photo.type'));
      if (file.size > limits.max_photo_bytes)
        return setError(t('classifieds.photo.size', { max: limits.max_photo_label }));
    }
    if (chosen.length > room) return setError(t('classifieds.photo.count', { max: limits.max_photos }));
    onFiles([...files, ...chosen]);
  };

  const remove = async (photoId: number) => {
    if (!ad) return;
    try {
      await adsApi.removePhoto(ad.id, photoId);
      router.reload({ only: ['ad'] });
    } catch (err) {
      notifyRequestError(err);
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        {t('classifieds.photos', { max: limits.max_photos, size: limits.max_photo_label })}
      </legend>
      <ul className="flex flex-wrap gap-2">
        {existing.map((p) => (
          <li key={p.id} className="relative">
            <img src={p.url} alt="" className="h-24 w-24 rounded object-cover" />
            <button
              type="button"
              onClick={() => remove(p.id)}
              className="absolute right-1 top-1 rounded bg-white/90 px-1 text-xs text-red-700"
            >
              {t('classifieds.photo.remove')}
            </button>
          </li>
        ))}
        {previews.map((url, i) => (
          <li key={url} className="relative" data-testid="photo-preview">
            <img src={url} alt="" className="h-24 w-24 rounded object-cover opacity-90" />
            <button
              type="button"
              onClick={() => onFiles(files.filter((_, j) => j !== i))}
              className="absolute right-1 top-1 rounded bg-white/90 px-1 text-xs text-red-700"
            >
              {t('classifieds.photo.remove')}
            </button>
          </li>
        ))}
      </ul>
      {room > 0 && (
        <input
          type="file"
          accept={ACCEPTED.join(',')}
          multiple
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
          aria-label={t('classifieds.photo.add')}
          data-testid="photo-input"
          className="block text-sm"
        />
      )}
      {error && (
        <p role="alert" className="text-xs text-red-600" data-testid="photo-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
