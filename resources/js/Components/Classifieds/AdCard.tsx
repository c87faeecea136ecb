import { Link } from '@inertiajs/react';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import type { AdItem } from '@/types/pages/classifieds';
import AdPhoto from './AdPhoto';

/** One ad in the buyer's list: photo, title, price, condition and where it is. */
export default function AdCard({ ad }: { ad: AdItem }) {
  const labels = useLabels();
  return (
    <Link
      href={route('classified.show', { id: ad.id })}
      className="block overflow-hidden rounded-lg bg-white shadow hover:shadow-md"
      data-testid="ad-card"
    >
      <AdPhoto photo={ad.photos[0]} alt={ad.title} className="h-40 w-full" />
      <div className="space-y-1 p-3">
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-900">{ad.title}</h2>
        <p className="text-lg font-bold text-brand-700">{formatMoney(ad.price)}</p>
        <p className="text-xs text-slate-600">
          {labels.condition(ad.adCondition.code)} · {ad.city}/{ad.uf}
        </p>
      </div>
    </Link>
  );
}
