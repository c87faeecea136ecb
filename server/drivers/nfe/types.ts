/** What an NF-e (model 55, layout 4.00) carries, in the host's terms: money in centavos. */

export interface NfeAddress {
  street: string;
  number: string;
  complement?: string | null;
  district: string;
  city: string;
  uf: string;
  /** 8 digits. */
  cep: string;
}

export interface NfeIssuer {
  cnpj: string;
  legalName: string;
  tradeName?: string | null;
  /** Inscrição estadual: digits, or "ISENTO". */
  stateRegistration?: string | null;
  phone?: string | null;
  address: NfeAddress;
}

export interface NfeRecipient {
  name: string;
  /** CPF (11) or CNPJ (14) digits, when the buyer gave one. */
  document?: string | null;
  email?: string | null;
  address: NfeAddress;
}

export interface NfeItem {
  code: string;
  description: string;
  /** NCM, 8 digits (9504.40.00: playing cards). */
  ncm: string;
  quantity: number;
  unitCents: number;
}

export interface NfeDocumentInput {
  /** 44 digits (buildAccessKey). */
  accessKey: string;
  series: number;
  number: number;
  code: string;
  issuedAt: Date;
  issuer: NfeIssuer;
  recipient: NfeRecipient;
  items: NfeItem[];
  shippingCents: number;
  discountCents: number;
  /** 'pix' | 'credit_card' | 'wallet' → tPag. */
  paymentMethod: string;
  /** Free text of the DANFE's "informações complementares" (the order number). */
  note: string;
  /** tpAmb: 1 production, 2 homologation (the sandbox). */
  environment: 1 | 2;
}

export type NfeAuthorization =
  | { status: 'authorized'; protocol: string; authorizedAt: string; xml: string }
  | { status: 'refused'; code: number; reason: string };

export interface NfeAuthorizationRequest {
  accessKey: string;
  /** The NF-e XML (buildNfeXml). */
  xml: string;
  totalCents: number;
  /** Sandbox only: answer with a rejection. */
  simulateRefusal?: boolean;
}

/**
 * Sends an NF-e to the issuer state's SEFAZ. The sandbox answers on its own (docs/fulfilment.md); a
 * real driver signs the XML with the issuer's A1 certificate and calls NFeAutorizacao4.
 */
export interface NfeDriver {
  readonly name: string;
  /** tpAmb of the documents this driver sends. */
  readonly environment: 1 | 2;
  /** Whether a request may ask for a simulated refusal. */
  readonly simulates: boolean;
  authorize(request: NfeAuthorizationRequest): Promise<NfeAuthorization>;
}
