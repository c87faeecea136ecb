import { randomInt } from 'node:crypto';
import { isValidCNPJ } from '@brazilian-utils/brazilian-utils';
import { type Clock, systemClock } from '../shared/clock.ts';
import { IBGE_UF_CODES, isValidAccessKey } from './access-key.ts';
import type { NfeAuthorization, NfeAuthorizationRequest, NfeDriver } from './types.ts';
import { brasiliaDateTime, nfeProcXml } from './xml.ts';

/** The total (in centavos) whose last two digits make the sandbox SEFAZ refuse: R$ x,13. */
export const SANDBOX_REFUSED_CENTS = 13;

/** Rejections the sandbox answers with, as SEFAZ words them (cStat and xMotivo). */
export const SANDBOX_REJECTIONS = {
  duplicate: { code: 539, reason: 'Duplicidade de NF-e com diferença na Chave de Acesso' },
  checkDigit: { code: 253, reason: 'Digito Verificador da chave de acesso composta inválida' },
  issuerCnpj: { code: 207, reason: 'CNPJ do emitente inválido' },
} as const;

const refused = (rejection: { code: number; reason: string }, detail = ''): NfeAuthorization => ({
  status: 'refused',
  code: rejection.code,
  reason: `Rejeição ${rejection.code}: ${rejection.reason}${detail}`,
});

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * A SEFAZ of its own, in memory (homologation, tpAmb 2): it checks the key (check digit, issuer CNPJ),
 * refuses when asked to (`simulateRefusal`) or when the total ends in 13 centavos (docs/fulfilment.md),
 * and otherwise authorizes with a 15-digit protocol: 1 + cUF + year (2) + 10 digits.
 */
export function createSandboxNfeDriver({ clock = systemClock }: { clock?: Clock } = {}): NfeDriver {
  return {
    name: 'sandbox',
    environment: 2,
    simulates: true,
    async authorize(request: NfeAuthorizationRequest): Promise<NfeAuthorization> {
      const key = request.accessKey;
      if (!isValidAccessKey(key)) return refused(SANDBOX_REJECTIONS.checkDigit);
      if (!isValidCNPJ(key.slice(6, 20))) return refused(SANDBOX_REJECTIONS.issuerCnpj);
      if (request.simulateRefusal || request.totalCents % 100 === SANDBOX_REFUSED_CENTS) {
        // SEFAZ names the key it already holds for that number; the sandbox makes one up.
        const other = key.slice(0, 35) + digits(8);
        return refused(SANDBOX_REJECTIONS.duplicate, ` [chNFe:${other}${key.slice(43)}]`);
      }
      const now = clock.now();
      const cuf = Object.values(IBGE_UF_CODES).includes(key.slice(0, 2)) ? key.slice(0, 2) : '35';
      const protocol = `1${cuf}${String(now.getUTCFullYear()).slice(2)}${digits(10)}`;
      const receivedAt = brasiliaDateTime(now);
      return {
        status: 'authorized',
        protocol,
        authorizedAt: now.toISOString(),
        xml: nfeProcXml(request.xml, {
          accessKey: key,
          number: protocol,
          receivedAt,
          environment: 2,
          application: 'SVRS-SANDBOX',
        }),
      };
    },
  };
}
