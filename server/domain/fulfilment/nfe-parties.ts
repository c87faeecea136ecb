import { NCM_PLAYING_CARDS } from '../../drivers/nfe/index.ts';
import { type OrderContext, orderDiscountCents, type PostalAddress } from './context.ts';

type NfeCompany = NonNullable<OrderContext['company']>;

/**
 * What the NF-e and its DANFE say about a store order: the issuer (the store's company at its address),
 * the recipient (the buyer at the order's delivery address), the items (NCM 9504.40.00), shipping,
 * discount and the note with the order number.
 */
export function nfeParties(ctx: OrderContext, company: NfeCompany, issuerAddress: PostalAddress) {
  return {
    issuer: {
      cnpj: company.cnpj,
      legalName: company.legal_name,
      tradeName: company.trade_name,
      stateRegistration: company.state_registration,
      phone: company.phone,
      address: issuerAddress,
    },
    recipient: {
      name: `${ctx.buyer.name} ${ctx.buyer.last_name}`.trim(),
      document: ctx.buyer.document,
      email: ctx.buyer.email,
      address: ctx.recipient,
    },
    items: ctx.items.map((i) => ({
      code: String(i.product_id),
      description: `${i.product_name} (${i.condition}, ${i.language})`,
      ncm: NCM_PLAYING_CARDS,
      quantity: i.quantity,
      unitCents: i.unit_price,
    })),
    shippingCents: ctx.order.shipping_price,
    discountCents: orderDiscountCents(ctx.order),
    note: `Pedido ${ctx.order.number} - Mercado de Cartas.`,
  };
}
