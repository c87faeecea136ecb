import { Link } from '@inertiajs/react';
import { useAddToCart } from '@/hooks/catalogue/useAddToCart';
import { useExtraNames } from '@/hooks/catalogue/useExtraNames';
import { useIsMobile } from '@/hooks/useIsMobile';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductOffer } from '@/types/catalogue';
import AddToCartControl from './AddToCartControl';
import RatingStars from './RatingStars';

/**
 * Every store's offer of a product: store (to its page), state, condition, language, extras, stock and
 * price in R$, with quantity and "Adicionar ao carrinho". Rows on a wide screen, cards on a phone.
 */
export default function OfferTable({ offers }: { offers: ProductOffer[] }) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  const isMobile = useIsMobile();
  const cart = useAddToCart();
  const extraNames = useExtraNames();
  const extras = (offer: ProductOffer) => extraNames(offer.extras).join(', ');
  const store = (offer: ProductOffer) => (
    <Link
      href={route('store.page', { store_slug: offer.store.slug })}
      className="font-semibold text-brand-700 hover:underline"
    >
      {offer.store.name}
    </Link>
  );
  const control = (offer: ProductOffer) => (
    <AddToCartControl
      offerId={offer.id}
      stock={offer.quantity}
      busy={cart.busy === offer.id}
      onAdd={(body) => void cart.add(body)}
      compact={isMobile}
    />
  );

  if (isMobile) {
    return (
      <ul className="space-y-2" data-testid="offer-list">
        {offers.map((offer) => (
          <li key={offer.id} className="rounded-lg bg-white p-3 shadow-sm" data-testid="offer">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                {store(offer)}{' '}
                <span className="text-xs text-slate-500">
                  ({t('product.offer_uf')}: {offer.store.uf})
                </span>
                <RatingStars rating={offer.store.rating} />
              </div>
              <p className="text-lg font-bold text-slate-900" data-testid="offer-price">
                {formatMoney(offer.price)}
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {[labels.condition(offer.condition), labels.language(offer.language), extras(offer)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="mt-2 flex items-center justify-between gap-2">
              <span className="text-xs text-slate-500">
                {t('product.in_stock', { count: offer.quantity })}
              </span>
              {control(offer)}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-testid="offer-list">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            <th className="px-3 py-2">{t('product.offer_store')}</th>
            <th className="px-3 py-2">{t('product.offer_uf')}</th>
            <th className="px-3 py-2">{t('product.offer_condition')}</th>
            <th className="px-3 py-2">{t('product.offer_language')}</th>
            <th className="px-3 py-2">{t('product.offer_extras')}</th>
            <th className="px-3 py-2 text-right">{t('product.offer_quantity')}</th>
            <th className="px-3 py-2 text-right">{t('product.offer_price')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('product.add_to_cart')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {offers.map((offer) => (
            <tr key={offer.id} data-testid="offer">
              <td className="px-3 py-2">
                {store(offer)}
                <div>
                  <RatingStars rating={offer.store.rating} />
                </div>
              </td>
              <td className="px-3 py-2">{offer.store.uf}</td>
              <td className="px-3 py-2" data-testid="offer-condition">
                {labels.condition(offer.condition)}
              </td>
              <td className="px-3 py-2">{labels.language(offer.language)}</td>
              <td className="px-3 py-2 text-xs">{extras(offer)}</td>
              <td className="px-3 py-2 text-right">{offer.quantity}</td>
              <td className="px-3 py-2 text-right font-bold text-slate-900" data-testid="offer-price">
                {formatMoney(offer.price)}
              </td>
              <td className="px-3 py-2">{control(offer)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
