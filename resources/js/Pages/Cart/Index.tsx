import { Link } from '@inertiajs/react';
import StoreGroup from '@/Components/Cart/StoreGroup';
import LoadState from '@/Components/Feedback/LoadState';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { groupByStore } from '@/hooks/cart/groups';
import { useCart } from '@/hooks/cart/useCart';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartPageProps } from '@/types/pages/account';
import CartSummary from './Partials/CartSummary';

/** /cart: items grouped by store with per-store shipping, wallet credit, totals and checkout. */
export default function CartIndex({ cart: cart0 }: Partial<CartPageProps>) {
  const { t } = useLaravelReactI18n();
  const { cart, status, busy, reload, ...actions } = useCart(cart0);
  const count = cart?.count ?? 0;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <ScreenTitle title={t('page.cart')}>
        {count > 0 && <span className="text-sm text-slate-600">{t('cart.units', { count })}</span>}
      </ScreenTitle>
      <LoadState
        status={status}
        empty={!cart || cart.items.length === 0}
        emptyTitle={t('cart.empty')}
        emptyAction={
          <Link href={route('product.list')} className="font-medium text-brand-700 hover:underline">
            {t('cart.browse')}
          </Link>
        }
        errorText={t('spec.cart_load_error')}
        retryText={t('checkout.retry')}
        onRetry={() => void reload()}
      >
        {cart && (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="min-w-0 space-y-4">
              {groupByStore(cart).map((group) => (
                <StoreGroup
                  key={group.store.id}
                  {...group}
                  busy={busy}
                  onQuantity={(item, quantity) => void actions.updateQuantity(item, quantity)}
                  onAcceptPrice={(item) => void actions.acceptPrice(item)}
                  onRemove={(item) => void actions.remove(item)}
                  onShipping={(storeId, service) => void actions.selectShipping(storeId, service)}
                />
              ))}
            </div>
            <CartSummary cart={cart} busy={busy} onCredit={(amount) => void actions.applyCredit(amount)} />
          </div>
        )}
      </LoadState>
    </section>
  );
}
