/**
 * The invoice (NF-e) and shipping state of one store order, as the order screens show it and the
 * fulfilment panel acts on (server/domain/fulfilment). Money in reais.
 */
export interface FulfilmentInvoice {
  id: number;
  number: number;
  series: number;
  /** 44 digits. */
  access_key: string;
  status: 'pending' | 'authorized' | 'refused' | 'canceled';
  protocol: string | null;
  refusal_reason: string | null;
  created_at: string;
  authorized_at: string | null;
  sent_to_buyer_at: string | null;
}

export interface Fulfilment {
  store_order_id: number;
  /** The latest attempt first. */
  invoices: FulfilmentInvoice[];
  /** The authorized invoice, if any. */
  invoice: FulfilmentInvoice | null;
  tracking_code: string | null;
  tracking_url: string | null;
  /** Whether the store may print the label now (paid or invoiced, not canceled). */
  can_print_label: boolean;
}
