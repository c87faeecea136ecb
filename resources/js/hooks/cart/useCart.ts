import { useCallback, useEffect, useRef, useState } from 'react';
import { cartApi } from '@/api/cart';
import type { LoadStatus } from '@/Components/Feedback/LoadState';
import { useApiAction } from '@/hooks/useApiAction';
import { useChannel, useReconnect } from '@/hooks/useChannel';
import { useSession } from '@/hooks/useSession';
import { formatMoney } from '@/lib/format';
import { getGuestId } from '@/lib/guest';
import { notify } from '@/lib/notify';
import { failureMessage, isActionError } from '@/lib/requestErrors';
import { setCartCount } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Cart, CartItem, CartResponse, ListingChangedEvent, ShippingService } from '@/types/cart';
import { clampWalletCredit } from './walletCredit';

/** Which action is running: one at a time, so answers never arrive out of order. */
export type CartBusy = `item:${number}` | `shipping:${number}` | 'credit' | 'address' | null;

/**
 * The buyer's cart: from the page's props when the server gave it (`initial`), else loaded; every
 * change runs through the cart calls, and the local cart flag (`setCartCount`) stays equal to the
 * units the server counts.
 */
export function useCart(initial?: Cart) {
  const { t } = useLaravelReactI18n();
  const [cart, setCart] = useState<Cart | null>(initial ?? null);
  const [status, setStatus] = useState<LoadStatus>(initial ? 'ready' : 'loading');
  // A cart that came with the page is not asked for again (reload() still can).
  const fromServer = useRef(Boolean(initial)).current;
  const action = useApiAction<Exclude<CartBusy, null>>();
  // Read by the live events: a change under way answers with the fresh cart itself.
  const running = useRef(false);
  running.current = action.processing;

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const data = await cartApi.active(getGuestId());
      if (!data.result) throw new Error(data.message || 'cart without result');
      setCart(data.result);
      setCartCount(data.result.count);
      setStatus('ready');
    } catch (error) {
      console.warn('active-cart', error);
      notify.error(t('spec.cart_load_error'));
      setStatus('error');
    }
  }, [t]);

  useEffect(() => {
    if (!fromServer) void load();
  }, [load, fromServer]);

  /** Fetches the cart again without the loading state (a live change); a failure keeps what is shown. */
  const refresh = useCallback(async () => {
    try {
      const data = await cartApi.active(getGuestId());
      if (!data.result) throw new Error(data.message || 'cart without result');
      setCart(data.result);
      setCartCount(data.result.count);
    } catch (error) {
      console.warn('active-cart', error);
    }
  }, []);

  /**
   * `cart.listing-changed` (docs/realtime.md): a listing in the cart sold out, was paused, changed
   * price or has fewer units. The cart is fetched again, so the row shows its flag, and a toast says why.
   */
  const session = useSession();
  useChannel(session ? `App.Models.User.${session.user.id}` : null, {
    'cart.listing-changed': (e: ListingChangedEvent) => {
      const name = e.title ?? '';
      const text =
        e.change === 'sold_out'
          ? t('cart.live_sold_out', { name })
          : e.change === 'unavailable'
            ? t('cart.live_unavailable', { name })
            : e.change === 'quantity_reduced'
              ? t('cart.live_quantity_reduced', { name, stock: e.available_quantity ?? 0 })
              : t('cart.live_price_changed', {
                  name,
                  old: formatMoney(e.old_price),
                  new: formatMoney(e.new_price),
                });
      notify.warning(text);
      // An action under way answers with the fresh cart itself.
      if (!running.current) void refresh();
    },
  });

  // A listing that changed while the socket was down sent its event to nobody: fetch the cart again.
  useReconnect(() => {
    if (!running.current) void refresh();
  });

  /**
   * Runs one change through useApiAction; a second one while the first is out is ignored (the
   * controls are disabled). Spec section 5: an answer flagged `error` (or without the cart) shows the
   * server's message as a warning.
   */
  const { run: send } = action;
  const run = useCallback(
    async (
      tag: Exclude<CartBusy, null>,
      call: () => Promise<CartResponse>,
      /** The success toast: a text, the server's message ('server'), or none. */
      ok: string | 'server' | null,
      fail: string,
    ) => {
      const data = await send(
        tag,
        () =>
          call().then((r) =>
            isActionError(r) || !r.result ? { ...r, error: true, message: r.message || fail } : r,
          ),
        {
          success: (r) => (ok === 'server' ? r.message : (ok ?? undefined)),
          onSuccess: (r) => {
            if (!r.result) return;
            setCart(r.result);
            setCartCount(r.result.count);
          },
          onError: (error) => void console.warn(tag, error),
          errorMessage: (error) => failureMessage(error, fail),
        },
      );
      return data !== null;
    },
    [send],
  );

  const updateQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      // Spec section 5: a number; never above what the store has.
      const next = Math.max(1, Math.min(Math.floor(Number(quantity)) || 1, item.available_quantity));
      return run(
        `item:${item.id}`,
        () => cartApi.update({ items: [{ id: item.id, quantity: next }] }),
        null,
        t('spec.cart_update_error'),
      );
    },
    [run, t],
  );

  /** Keeps the item at the listing's current price (the server asks for the same quantity again). */
  const acceptPrice = useCallback(
    (item: CartItem) =>
      run(
        `item:${item.id}`,
        () => cartApi.update({ items: [{ id: item.id, quantity: item.quantity }] }),
        null,
        t('spec.cart_update_error'),
      ),
    [run, t],
  );

  const remove = useCallback(
    (item: CartItem) =>
      run(
        `item:${item.id}`,
        () => cartApi.remove(item.id),
        t('spec.removed_from_cart'),
        t('spec.cart_remove_error'),
      ),
    [run, t],
  );

  const selectShipping = useCallback(
    (storeId: number, service: ShippingService) =>
      run(
        `shipping:${storeId}`,
        () => cartApi.saveStoreShipping(storeId, service),
        t('spec.shipping_selected'),
        t('spec.shipping_select_error'),
      ),
    [run, t],
  );

  const applyCredit = useCallback(
    (amount: number) => {
      const balance = cart?.meta.wallet_balance ?? 0;
      const limit = cart?.totals.total ?? Infinity;
      return run(
        'credit',
        () => cartApi.saveMeta({ wallet_credit: clampWalletCredit(amount, balance, limit) }),
        'server',
        t('spec.credit_apply_error'),
      );
    },
    [cart, run, t],
  );

  /** The address the shipping is quoted to (checkout's address choice). */
  const chooseAddress = useCallback(
    (addressId: number) =>
      run('address', () => cartApi.saveMeta({ address_id: addressId }), null, t('spec.cart_update_error')),
    [run, t],
  );

  return {
    cart,
    status,
    busy: action.busyKey,
    reload: load,
    updateQuantity,
    acceptPrice,
    remove,
    selectShipping,
    applyCredit,
    setAddress: chooseAddress,
  };
}
