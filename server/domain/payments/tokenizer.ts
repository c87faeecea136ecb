import type { CardTokenizerConfig } from '../../../shared/cardTokenizer/types.ts';
import type { AppConfig } from '../../config.ts';

/**
 * What the browser's card tokenizer needs (shared props `payments`): the driver and the gateway's
 * PUBLIC key — PAGARME_PUBLIC_KEY (`pk_…`, the appId of pagar.me's token API) or PAGBANK_PUBLIC_KEY
 * (the RSA public key of PagSeguro.encryptCard). Never a secret: a value that looks like pagar.me's
 * secret key (`sk_…`) is not handed out. The sandbox needs no key.
 */
export function cardTokenizerConfig(
  driver: AppConfig['paymentDriver'],
  env: NodeJS.ProcessEnv = process.env,
): CardTokenizerConfig {
  if (driver === 'pagarme') {
    const key = env.PAGARME_PUBLIC_KEY?.trim() ?? '';
    return { driver, public_key: key && !key.startsWith('sk_') ? key : null };
  }
  if (driver === 'pagbank') return { driver, public_key: env.PAGBANK_PUBLIC_KEY?.trim() || null };
  return { driver: 'sandbox', public_key: null };
}
