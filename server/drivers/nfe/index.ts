import type { Clock } from '../shared/clock.ts';
import { createSandboxNfeDriver } from './sandbox.ts';
import type { NfeDriver } from './types.ts';

export {
  accessKeyCheckDigit,
  buildAccessKey,
  formatAccessKey,
  IBGE_UF_CODES,
  isValidAccessKey,
  NFE_MODEL,
} from './access-key.ts';
export { NfeError } from './errors.ts';
export { createSandboxNfeDriver, SANDBOX_REFUSED_CENTS, SANDBOX_REJECTIONS } from './sandbox.ts';
export type * from './types.ts';
export { buildNfeXml, NCM_PLAYING_CARDS, nfeTotals } from './xml.ts';

/** Series the marketplace's NF-e are issued in. */
export const NFE_SERIES = 3;

/**
 * NFE_DRIVER chooses the driver: `sandbox` (the default, and the only one so far). A real SEFAZ driver
 * (XML signature with the issuer's A1 certificate, NFeAutorizacao4 / NFeRetAutorizacao4 web services)
 * would sit behind the same interface; anything else stops the host at start.
 */
export function createNfeDriver(env: NodeJS.ProcessEnv = process.env, clock?: Clock): NfeDriver {
  const name = (env.NFE_DRIVER ?? '').trim().toLowerCase() || 'sandbox';
  if (name === 'sandbox') return createSandboxNfeDriver({ clock });
  throw new Error(`NFE_DRIVER inválido: "${env.NFE_DRIVER}" (só há o driver sandbox).`);
}
