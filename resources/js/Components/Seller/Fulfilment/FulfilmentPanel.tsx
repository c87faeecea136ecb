import type { OrderStatus } from '@/types/cart';
import type { Fulfilment } from '@/types/pages/sellerFulfilment';

export interface FulfilmentPanelProps {
  storeId: number;
  storeOrderId: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
}

/** The invoice (NF-e) and shipping steps of a store order on the store's order screens. */
export default function FulfilmentPanel(_props: FulfilmentPanelProps) {
  return null;
}
