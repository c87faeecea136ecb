import { useLaravelReactI18n } from '@/lib/useI18n';

/** A given rating, read-only. */
export default function Stars({ rating, comment }: { rating: number; comment?: string | null }) {
  const { t } = useLaravelReactI18n();
  return (
    <div className="text-sm">
      <span className="text-accent-500" role="img" aria-label={t('orders.stars', { n: rating })}>
        {'★'.repeat(rating)}
        <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - rating))}</span>
      </span>
      {comment && <p className="text-slate-600">{comment}</p>}
    </div>
  );
}
