import { useFulfilmentAction } from '@/hooks/seller/fulfilment/useFulfilmentAction';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderStatus } from '@/types/cart';
import type { Fulfilment } from '@/types/pages/sellerFulfilment';
import InvoiceStep from './InvoiceStep';
import ShippingStep from './ShippingStep';

export interface FulfilmentPanelProps {
  storeId: number;
  storeOrderId: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
}

/** Where the panel has something to do: from payment until the parcel is on its way (and reprints). */
const ACTIVE: readonly OrderStatus[] = ['paid', 'invoiced', 'shipped', 'delivered', 'concluded'];

/**
 * The invoice (NF-e) and shipping steps of a store order on the store's order screens
 * (docs/fulfilment.md): each action calls /v1 and then reloads the page's props.
 */
export default function FulfilmentPanel({ storeId, storeOrderId, status, fulfilment }: FulfilmentPanelProps) {
  const { t } = useLaravelReactI18n();
  const action = useFulfilmentAction();
  if (!ACTIVE.includes(status) && fulfilment.invoices.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" data-store-id={storeId} aria-labelledby="fulfilment-title">
      <h2 id="fulfilment-title" className="text-lg font-semibold text-slate-800">
        {t('seller_fulfilment.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <InvoiceStep storeOrderId={storeOrderId} status={status} fulfilment={fulfilment} action={action} />
        <ShippingStep
          key={fulfilment.tracking_code ?? fulfilment.label_tracking_code ?? ''}
          storeOrderId={storeOrderId}
          fulfilment={fulfilment}
          action={action}
        />
      </div>
    </section>
  );
}
