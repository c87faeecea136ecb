import ShippingOptions from '@/Components/Cart/ShippingOptions';
import type { CartBusy } from '@/hooks/cart/useCart';
import type { Cart, ShippingService } from '@/types/cart';

interface Props {
  cart: Cart;
  busy: CartBusy;
  onSelect: (storeId: number, service: ShippingService) => void;
}

/** Every store ships on its own: one choice of service per store. */
export default function ShippingStep({ cart, busy, onSelect }: Props) {
  return (
    <div className="space-y-4">
      {cart.stores.map((store) => (
        <ShippingOptions
          key={store.id}
          storeName={store.name}
          shipping={cart.shippings.find((s) => s.store_id === store.id)}
          busy={busy !== null}
          onSelect={(service) => onSelect(store.id, service)}
        />
      ))}
    </div>
  );
}
