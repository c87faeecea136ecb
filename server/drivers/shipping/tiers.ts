import { areNeighbours } from '../shared/neighbours.js';
import { type UfCode, ufInfo } from '../shared/ufs.js';

/**
 * Distance tier between origin and destination UF:
 * - local:     same UF;
 * - regional:  different UF, same IBGE macro-region (e.g. SP → MG);
 * - neighbour: different region but the two UFs share a border (e.g. SP → PR, GO → BA);
 * - national:  everything else (e.g. SP → CE, RS → AM).
 */
export type ShippingTier = 'local' | 'regional' | 'neighbour' | 'national';

export const SHIPPING_TIERS: readonly ShippingTier[] = ['local', 'regional', 'neighbour', 'national'];

export function shippingTier(origin: UfCode, destination: UfCode): ShippingTier {
  if (origin === destination) return 'local';
  if (ufInfo(origin)?.region === ufInfo(destination)?.region) return 'regional';
  if (areNeighbours(origin, destination)) return 'neighbour';
  return 'national';
}
