/** Money is integer centavos inside; reais with 2 decimals on the API. */

export { toCents, toReais } from '../../../shared/money.ts';

/** A share in basis points (800 = 8%), rounded half up to the centavo. */
export function basisPoints(cents: number, points: number): number {
  return Math.floor((cents * points + 5000) / 10000);
}
