import { Link } from '@inertiajs/react';
import { useAddToCart } from '@/hooks/catalogue/useAddToCart';
import { useExtraNames } from '@/hooks/catalogue/useExtraNames';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductOffer } from '@/types/catalogue';
import AddToCartControl from './AddToCartControl';
import RatingStars from './RatingStars';

/**
 * Every store's offer of a product: store (to its page), state, condition, language, extras, stock and
 * price in R$, with quantity and "Adicionar ao carrinho". Rows on a wide screen, cards on a phone: one
 * markup that CSS lays out either way (md: 769 px), so the HTML the server renders is already right for
 * the visitor's screen and hydration finds nothing to redraw.
 */
export default function OfferTable({ offers }: { offers: ProductOffer[] }) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  const cart = useAddToCart();
  const extraNames = useExtraNames();
  const extras = (offer: ProductOffer) => extraNames(offer.extras).join(', ');
  const cell = 'md:table-cell md:px-3 md:py-2';
  const wide = `hidden ${cell}`;

  return (
    <div className="md:overflow-x-auto md:rounded-lg md:bg-white md:shadow-sm">
      <table className="block w-full text-left text-sm md:table" data-testid="offer-list">
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500 md:table-header-group">
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
        <tbody className="block space-y-2 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-100">
          {offers.map((offer) => (
            <tr
              key={offer.id}
              data-testid="offer"
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 rounded-lg bg-white p-3 shadow-sm md:table-row md:rounded-none md:p-0 md:shadow-none"
            >
              <td className={`col-start-1 row-start-1 self-start ${cell}`}>
                <Link
                  href={route('store.page', { store_slug: offer.store.slug })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {offer.store.name}
                </Link>{' '}
                <span className="text-xs text-slate-500 md:hidden">
                  ({t('product.offer_uf')}: {offer.store.uf})
                </span>
                <div>
                  <RatingStars rating={offer.store.rating} />
                </div>
              </td>
              <td className={wide}>{offer.store.uf}</td>
              <td className={wide} data-testid="offer-condition">
                {labels.condition(offer.condition)}
              </td>
              <td className={wide}>{labels.language(offer.language)}</td>
              <td className={`${wide} text-xs`}>{extras(offer)}</td>
              <td className="col-span-2 row-start-2 text-slate-600 md:hidden">
                {[labels.condition(offer.condition), labels.language(offer.language), extras(offer)]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
              <td
                className={`col-start-1 row-start-3 text-xs text-slate-500 md:text-right md:text-sm md:text-inherit ${cell}`}
              >
                <span className="md:hidden">{t('product.in_stock', { count: offer.quantity })}</span>
                <span className="hidden md:inline">{offer.quantity}</span>
              </td>
              <td
                className={`col-start-2 row-start-1 self-start text-right text-lg font-bold text-slate-900 md:text-sm ${cell}`}
                data-testid="offer-price"
              >
                {formatMoney(offer.price)}
              </td>
              <td className={`col-start-2 row-start-3 justify-self-end ${cell}`}>
                <AddToCartControl
                  offerId={offer.id}
                  stock={offer.quantity}
                  busy={cart.busy === offer.id}
                  onAdd={(body) => void cart.add(body)}
                  compact="phone"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
