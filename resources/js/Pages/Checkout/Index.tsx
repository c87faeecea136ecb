import { Link } from '@inertiajs/react';
import { useState } from 'react';
import WalletCreditInput from '@/Components/Cart/WalletCreditInput';
import LoadState from '@/Components/Feedback/LoadState';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAddresses } from '@/hooks/address/useAddresses';
import { useCart } from '@/hooks/cart/useCart';
import { cardProblems, INITIAL_PAYMENT, type PaymentChoice } from '@/hooks/checkout/payment';
import { usePlaceOrder } from '@/hooks/checkout/usePlaceOrder';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Cart } from '@/types/cart';
import type { CheckoutPageProps } from '@/types/pages/account';
import AddressStep from './Partials/AddressStep';
import OrderSummary from './Partials/OrderSummary';
import PaymentStep from './Partials/PaymentStep';
import ShippingStep from './Partials/ShippingStep';
import Step from './Partials/Step';

/** Every store has a shipping service chosen among quoted options. */
function shippingReady(cart: Cart): boolean {
  return cart.stores.every((store) => {
    const shipping = cart.shippings.find((s) => s.store_id === store.id);
    return Boolean(shipping?.service && shipping.options.length > 0);
  });
}

/**
 * /checkout: address, shipping per store, wallet credit, PIX or card, summary and placing the order.
 * The cart and the address book come with the page (server/http/pages/account.ts).
 */
export default function CheckoutIndex({ cart: cart0, addresses }: Partial<CheckoutPageProps>) {
  const { t } = useLaravelReactI18n();
  const { cart, status, busy, reload, selectShipping, applyCredit, setAddress } = useCart(cart0);
  const book = useAddresses(addresses);
  const [payment, setPayment] = useState<PaymentChoice>(INITIAL_PAYMENT);
  const [showProblems, setShowProblems] = useState(false);
  const order = usePlaceOrder();

  const addressId = cart?.address?.id ?? null;
  const payable = cart ? cart.totals.to_pay > 0 : true;
  const choice: PaymentChoice = payable ? payment : { ...payment, method: 'pix' };
  const problems = choice.method === 'card' && choice.cardId === null ? cardProblems(choice.card) : [];
  const canPlace =
    cart !== null &&
    cart.items.length > 0 &&
    !cart.has_issues &&
    addressId !== null &&
    shippingReady(cart) &&
    busy === null &&
    !order.done;

  const place = () => {
    if (!cart || addressId === null) return;
    if (problems.length > 0) {
      setShowProblems(true);
      notify.warning(t('checkout.card_incomplete'));
      return;
    }
    void order.place(cart, addressId, choice);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ScreenTitle title={t('page.checkout')} />
      <LoadState
        status={status}
        empty={!cart || cart.items.length === 0}
        emptyAction={
          <Link href={route('cart')} className="font-medium text-brand-700 hover:underline">
            {t('checkout.cart_empty')}
          </Link>
        }
        errorText={t('spec.cart_load_error')}
        retryText={t('checkout.retry')}
        onRetry={() => void reload()}
      >
        {cart && (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-4">
              {cart.has_issues && (
                <p
                  role="alert"
                  className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
                >
                  {t('checkout.cart_has_issues')}{' '}
                  <Link href={route('cart')} className="font-medium underline">
                    {t('checkout.back_to_cart')}
                  </Link>
                </p>
              )}
              <Step n={1} title={t('checkout.address_title')}>
                <AddressStep
                  book={book}
                  selectedId={addressId}
                  busy={busy !== null}
                  onSelect={(id) => void setAddress(id)}
                />
              </Step>
              <Step n={2} title={t('checkout.shipping_title')}>
                <ShippingStep
                  cart={cart}
                  busy={busy}
                  onSelect={(id, service) => void selectShipping(id, service)}
                />
              </Step>
              <Step n={3} title={t('checkout.payment_title')}>
                <div className="space-y-4">
                  {cart.meta.wallet_balance > 0 && (
                    <WalletCreditInput
                      balance={cart.meta.wallet_balance}
                      applied={cart.meta.wallet_credit}
                      limit={cart.totals.total}
                      busy={busy !== null}
                      onApply={(amount) => void applyCredit(amount)}
                    />
                  )}
                  {payable ? (
                    <PaymentStep
                      payment={payment}
                      amount={cart.totals.to_pay}
                      problems={showProblems ? problems : []}
                      onChange={setPayment}
                    />
                  ) : (
                    <p className="text-sm text-green-800">{t('checkout.credit_covers')}</p>
                  )}
                </div>
              </Step>
            </div>
            <OrderSummary cart={cart} canPlace={canPlace} sending={order.sending} onPlace={place} />
          </div>
        )}
      </LoadState>
    </section>
  );
}
