import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdPhoto as Photo } from '@/types/pages/classifieds';

/** An ad's photo, or a neutral box when it has none. */
export default function AdPhoto({
  photo,
  alt,
  className = '',
}: {
  photo: Photo | undefined;
  alt: string;
  className?: string;
}) {
  const { t } = useLaravelReactI18n();
  if (!photo)
    return (
      <div className={`flex items-center justify-center bg-slate-100 text-xs text-slate-500 ${className}`}>
        {t('classifieds.no_photo')}
      </div>
    );
  return <img src={photo.url} alt={alt} loading="lazy" className={`object-cover ${className}`} />;
}
