/**
 * Money on both sides: integer centavos inside the server, reais with 2 decimals on the API and on the
 * screens, and the pt-BR way of writing an amount ("R$ 1.234,56").
 */

/** An amount in reais, as the API answers it (2 decimals). */
export type Reais = number;

/** Reais → integer centavos (half away from zero at the third decimal, as Math.round does). */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

/** Centavos → reais with 2 decimals. */
export function toReais(cents: number): number {
  return Math.round(cents) / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Reais in pt-BR, "R$ 1.234,56" (Intl puts a non-breaking space after R$). */
export function formatBRL(reais: number): string {
  return brl.format(reais);
}

/** Centavos as a message or an e-mail writes them: "R$ 1.234,56" with a plain space. */
export function formatCentsText(cents: number): string {
  return brl.format(cents / 100).replace(/\s/g, ' ');
}
