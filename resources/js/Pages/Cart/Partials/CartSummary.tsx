import { Link } from '@inertiajs/react';
import CartTotals from '@/Components/Cart/CartTotals';
import OptimizeCartButton from '@/Components/Cart/OptimizeCartButton';
import ShippingQuote from '@/Components/Cart/ShippingQuote';
import WalletCreditInput from '@/Components/Cart/WalletCreditInput';
import type { CartBusy } from '@/hooks/cart/useCart';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Cart } from '@/types/cart';

interface Props {
  cart: Cart;
  busy: CartBusy;
  onCredit: (amount: number) => void;
}

/** The cart's side column: delivery address, wallet credit, totals and the way to checkout. */
export default function CartSummary({ cart, busy, onCredit }: Props) {
  const { t } = useLaravelReactI18n();
  const address = cart.address;
  const blocked = cart.has_issues || busy !== null;
  return (
    <aside className="space-y-4 lg:sticky lg:top-4">
      <div className="rounded-lg bg-white p-4 text-sm shadow" data-testid="cart-address">
        <h2 className="font-semibold text-slate-900">{t('cart.deliver_to')}</h2>
        {address ? (
          <p className="text-slate-700">
            {address.address}, {address.number} · {address.city}/{address.state} · {address.postcode}
          </p>
        ) : (
          <p className="text-slate-600">{t('cart.no_address')}</p>
        )}
        <Link href={route('address')} className="font-medium text-brand-700 hover:underline">
          {address ? t('cart.change_address') : t('cart.add_address')}
        </Link>
      </div>
      <ShippingQuote stores={cart.stores} />
      <WalletCreditInput
        balance={cart.meta.wallet_balance}
        applied={cart.meta.wallet_credit}
        limit={cart.totals.total}
        busy={busy !== null}
        onApply={onCredit}
      />
      <div className="space-y-3 rounded-lg bg-white p-4 shadow">
        <CartTotals totals={cart.totals} />
        {cart.has_issues && (
          <p role="alert" className="text-sm text-amber-800">
            {t('cart.fix_issues')}
          </p>
        )}
        {blocked ? (
          <span
            aria-disabled="true"
            className="block w-full cursor-not-allowed rounded-md bg-brand-600 px-4 py-3 text-center font-semibold text-white opacity-50"
          >
            {t('cart.checkout')}
          </span>
        ) : (
          <Link
            href={route('checkout')}
            className="block w-full rounded-md bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
          >
            {t('cart.checkout')}
          </Link>
        )}
        <OptimizeCartButton />
        <Link
          href={route('product.list')}
          className="block text-center text-sm text-brand-700 hover:underline"
        >
          {t('cart.continue')}
        </Link>
      </div>
    </aside>
  );
}
