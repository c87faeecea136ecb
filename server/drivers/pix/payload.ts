import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import { readEmvFields } from './emv.js';
import { PixPayloadError } from './errors.js';
import { isValidTxid, normalizeMerchantCity, normalizeMerchantName, toBrCodeText } from './normalize.js';

export interface BuildPixPayloadInput {
  /** PIX key: CPF, CNPJ, e-mail, phone (+55…) or random key (EVP). Normalized before use. */
  key: string;
  /** Shown to the payer; normalized to 25 upper-case ASCII characters. */
  merchantName: string;
  /** Normalized to 15 upper-case ASCII characters. */
  merchantCity: string;
  /** Positive integer number of centavos. */
  amountCents: number;
  /** Up to 25 letters and digits; identifies the charge on reconciliation. Defaults to "***". */
  txid?: string;
  /** Free text shown by some banks (field 26-02); shortened to fit the 99-character template. */
  description?: string;
}

export type ParsedPixPayload =
  | {
      kind: 'static';
      key: string;
      merchantName: string;
      merchantCity: string;
      /** Null when the code leaves the amount to the payer. */
      amountCents: number | null;
      txid: string;
      description: string | null;
    }
  | {
      kind: 'dynamic';
      /** Location of the charge payload at the payee's PSP. */
      url: string;
      merchantName: string;
      merchantCity: string;
    };

const PIX_GUI = 'br.gov.bcb.pix';
/** Field 54 holds at most 13 characters: "9999999999.99". */
const MAX_AMOUNT_CENTS = 999_999_999_999;
/** Merchant account template (field 26) holds at most 99 characters. */
const MAI_MAX = 99;

/** Builds a static PIX "copia e cola" (BR Code) with amount, txid and CRC16 in field 63. */
export function buildPixPayload(input: BuildPixPayloadInput): string {
  const keyInfo = getPixKeyInfo(input.key);
  if (!keyInfo) {
    throw new PixPayloadError(
      'invalid_key',
      'Chave PIX inválida: use CPF, CNPJ, e-mail, celular (+55) ou chave aleatória.',
    );
  }
  const key = keyInfo.value;

  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents <= 0 ||
    input.amountCents > MAX_AMOUNT_CENTS
  ) {
    throw new PixPayloadError(
      'invalid_amount',
      'Valor do PIX inválido: informe um valor positivo em centavos.',
    );
  }

  const txid = input.txid ?? '***';
  if (!isValidTxid(txid)) {
    throw new PixPayloadError(
      'invalid_txid',
      'Identificador da cobrança (txid) inválido: use até 25 letras e números.',
    );
  }

  const merchantName = normalizeMerchantName(input.merchantName);
  if (!merchantName) {
    throw new PixPayloadError('invalid_merchant_name', 'Informe o nome do recebedor do PIX.');
  }
  const merchantCity = normalizeMerchantCity(input.merchantCity);
  if (!merchantCity) {
    throw new PixPayloadError('invalid_merchant_city', 'Informe a cidade do recebedor do PIX.');
  }

  // GUI (4 + 14) and key (4 + length) come first; the description gets what is left.
  const room = MAI_MAX - (4 + PIX_GUI.length) - (4 + key.length) - 4;
  const description = input.description && room > 0 ? toBrCodeText(input.description, room) : '';

  const pix = createStaticPix({
    pixKey: key,
    merchantName,
    merchantCity,
    transactionAmount: input.amountCents / 100,
    txid,
    ...(description ? { infoAdicional: description } : {}),
  });
  if (hasError(pix)) {
    throw new PixPayloadError('invalid_payload', `Não foi possível gerar o código PIX (${pix.message}).`);
  }
  return pix.toBRCode();
}

/**
 * Reads a PIX "copia e cola", checking its structure, the PIX GUI and the CRC16.
 * Throws PixPayloadError with a Portuguese message when the code is not a valid PIX.
 */
export function parsePixPayload(text: string): ParsedPixPayload {
  const code = typeof text === 'string' ? text.trim() : '';
  const fields = readEmvFields(code);
  const template = fields?.get('26');
  if (!fields || !template) {
    throw new PixPayloadError('invalid_payload', 'Código PIX inválido: o texto não é um BR Code.');
  }
  const gui = readEmvFields(template)?.get('00');
  if (!gui || gui.toLowerCase() !== PIX_GUI) {
    throw new PixPayloadError('not_pix', 'Este código não é um PIX (identificador br.gov.bcb.pix ausente).');
  }

  const pix = parsePix(code);
  if (hasError(pix)) {
    if (pix.message === 'invalid crc') {
      throw new PixPayloadError(
        'invalid_crc',
        'Código PIX inválido: o dígito verificador (CRC) não confere.',
      );
    }
    throw new PixPayloadError('invalid_payload', 'Código PIX inválido ou incompleto.');
  }

  if (pix.type === 'STATIC') {
    return {
      kind: 'static',
      key: pix.pixKey,
      merchantName: pix.merchantName,
      merchantCity: pix.merchantCity,
      amountCents: amountToCents(fields.get('54')),
      txid: pix.txid ?? '***',
      description: pix.infoAdicional || null,
    };
  }
  if (pix.type === 'DYNAMIC') {
    return { kind: 'dynamic', url: pix.url, merchantName: pix.merchantName, merchantCity: pix.merchantCity };
  }
  throw new PixPayloadError('invalid_payload', 'Código PIX de recorrência não é aceito aqui.');
}

/** "10.05" → 1005, exactly (no floating point). */
function amountToCents(amount: string | undefined): number | null {
  if (!amount) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new PixPayloadError('invalid_payload', 'Código PIX inválido: valor mal formatado.');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
