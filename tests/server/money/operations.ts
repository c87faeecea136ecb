import type { ExtraOperation } from './simulation.ts';

/** The money simulation's operations of the store's money: cash-outs, their settlement, plan charges. */
export function moneyExtraOperations(): ExtraOperation[] {
  return [];
}
