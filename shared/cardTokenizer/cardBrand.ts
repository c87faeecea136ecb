/**
 * Card brand by IIN/BIN prefix. Elo and Hipercard are checked first because their ranges sit
 * inside the Visa (4…), Discover (65…) and Diners (38…) prefixes. The Elo list is the commonly
 * published set of Elo BINs; it is not exhaustive, so an unlisted Elo card may read as Visa or
 * Discover (the gateway still routes it by its own BIN table).
 */
export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'elo'
  | 'hipercard'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'unknown';

type Range = readonly [from: number, to: number];

const ELO_BINS: readonly Range[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const HIPERCARD_BINS: readonly Range[] = [
  [606282, 606282],
  [384100, 384100],
  [384140, 384140],
  [384160, 384160],
  [637095, 637095],
  [637568, 637568],
  [637599, 637599],
  [637609, 637609],
  [637612, 637612],
];

const inRanges = (value: number, ranges: readonly Range[]) =>
  ranges.some(([from, to]) => value >= from && value <= to);

/** Digits of a card number written with spaces, dots or hyphens; null when anything else is there. */
export function cardDigits(number: string): string | null {
  if (typeof number !== 'string' || !/^[\d\s.-]+$/.test(number)) return null;
  const digits = number.replace(/\D/g, '');
  return digits.length > 0 ? digits : null;
}

export function detectCardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!digits || digits.length < 6) return 'unknown';
  const bin6 = Number(digits.slice(0, 6));
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));

  if (inRanges(bin6, ELO_BINS)) return 'elo';
  if (inRanges(bin6, HIPERCARD_BINS)) return 'hipercard';
  if (p2 === 34 || p2 === 37) return 'amex';
  if ((p3 >= 300 && p3 <= 305) || p4 === 3095 || p2 === 36 || p2 === 38 || p2 === 39) return 'diners';
  if (p4 >= 3528 && p4 <= 3589) return 'jcb';
  if (p4 === 6011 || (p3 >= 644 && p3 <= 649) || p2 === 65) return 'discover';
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return 'unknown';
}
