import { brandName } from '@/Components/Checkout/brandName';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerCard } from '@/types/pages/sellerCards';

interface Props {
  cards: SellerCard[];
  /** The card being deleted, if any. */
  busyId: number | null;
  onDelete: (card: SellerCard) => void;
}

/** The owner's saved cards: brand, •••• last 4, holder, expiry and an "expired" badge, each deletable. */
export default function SavedCardList({ cards, busyId, onDelete }: Props) {
  const { t } = useLaravelReactI18n();
  if (cards.length === 0) {
    return (
      <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-600" data-testid="cards-empty">
        {t('cards.empty')}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="saved-cards">
      {cards.map((card) => (
        <li key={card.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="saved-card">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">
              {brandName(card.brand)} •••• {card.last4}
            </p>
            <p className="text-sm text-slate-600">
              {card.holder} ·{' '}
              {t('cards.expiry', {
                month: String(card.exp_month).padStart(2, '0'),
                year: String(card.exp_year),
              })}
            </p>
          </div>
          {card.expired && (
            <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('cards.expired')}
            </span>
          )}
          <button
            type="button"
            className="rounded-md border border-red-200 px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
            disabled={busyId === card.id}
            onClick={() => onDelete(card)}
            aria-label={t('cards.delete_label', { brand: brandName(card.brand), last4: card.last4 })}
          >
            {t('cards.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
