/**
 * Outcome codes of a card charge with the Portuguese message shown to the buyer. The codes
 * follow the usual acquirer return-code families (51 saldo insuficiente, 59 suspeita de fraude,
 * 05 não autorizada, 54 cartão vencido, 14 cartão inválido, 82 CVV inválido).
 */
export const CARD_REASONS = {
  approved: 'Pagamento aprovado.',
  in_analysis: 'Pagamento em análise pelo emissor do cartão. Avisaremos assim que for concluído.',
  insufficient_funds:
    'Pagamento recusado: saldo ou limite insuficiente. Tente outro cartão ou pague com PIX.',
  suspected_fraud:
    'Pagamento recusado por suspeita de fraude. Entre em contato com o banco emissor do cartão.',
  generic_decline: 'Pagamento não autorizado pelo emissor do cartão. Tente outro cartão ou pague com PIX.',
  expired_card: 'Pagamento recusado: o cartão está vencido.',
  invalid_card_number: 'Número de cartão inválido. Confira os dígitos e tente novamente.',
  invalid_cvv: 'Código de segurança (CVV) inválido.',
  invalid_holder: 'Informe o nome do titular como impresso no cartão.',
} as const;

export type CardReasonCode = keyof typeof CARD_REASONS;

export function reasonMessage(code: CardReasonCode): string {
  return CARD_REASONS[code];
}
