/**
 * The invoice (NF-e) and shipping state of one store order, as the order screens show it and the
 * fulfilment panel acts on (server/domain/fulfilment, docs/fulfilment.md). Money in reais.
 */
export interface FulfilmentInvoice {
  id: number;
  number: number;
  series: number;
  /** 44 digits. */
  access_key: string;
  status: 'pending' | 'authorized' | 'refused' | 'canceled';
  protocol: string | null;
  /** SEFAZ's rejection ("Rejeição 539: …") of a refused attempt. */
  refusal_reason: string | null;
  created_at: string;
  authorized_at: string | null;
  sent_to_buyer_at: string | null;
  /** GET links of the DANFE (PDF) and the XML, once authorized. */
  danfe_url: string | null;
  xml_url: string | null;
}

export interface Fulfilment {
  store_order_id: number;
  /** The latest attempt first. */
  invoices: FulfilmentInvoice[];
  /** The authorized invoice, if any. */
  invoice: FulfilmentInvoice | null;
  tracking_code: string | null;
  tracking_url: string | null;
  /** Whether the store may print the label now (paid, invoiced, or shipped for a reprint). */
  can_print_label: boolean;
  /** Whether the store issues NF-e (it has a company); otherwise it ships with the content declaration. */
  issues_nfe: boolean;
  /** Whether the store has a shipping origin address (or its company's) for the label's sender. */
  has_origin_address: boolean;
  /** Whether a new NF-e draft can be made now (a paid order, a store with a company, no draft pending). */
  can_issue_invoice: boolean;
  /** Whether the order can be marked shipped now. */
  can_ship: boolean;
  /** Whether the content declaration applies (a store without NF-e). */
  can_print_declaration: boolean;
  /** GET links of the label and the content declaration PDFs (downloads; the server always sends them). */
  label_url?: string;
  declaration_url?: string;
  /** The tracking code printed on the label (to prefill the shipping step). */
  label_tracking_code: string | null;
  shipping_service: 'PAC' | 'SEDEX';
}
