import { useLaravelReactI18n } from '@/lib/useI18n';

/** A 0–5 rating as five stars (halves rounded), with the number of reviews when given. */
export default function RatingStars({
  rating,
  count,
  size = 'sm',
}: {
  rating: number | null;
  count?: number;
  size?: 'sm' | 'lg';
}) {
  const { t, tChoice } = useLaravelReactI18n();
  if (rating === null) {
    return <span className="text-xs text-slate-500">{t('store.no_rating')}</span>;
  }
  const filled = Math.round(rating);
  const label = t('store.rating_label', { rating: rating.toFixed(1).replace('.', ',') });
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <span
        role="img"
        aria-label={label}
        className={`${size === 'lg' ? 'text-xl' : 'text-sm'} text-amber-500`}
      >
        {'★'.repeat(filled)}
        <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - filled))}</span>
      </span>
      <span className="text-xs text-slate-600">
        {rating.toFixed(1).replace('.', ',')}
        {count !== undefined && ` (${tChoice('store.reviews_count', count)})`}
      </span>
    </span>
  );
}
