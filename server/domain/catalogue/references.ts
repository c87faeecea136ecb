import texts from '../../../lang/pt_BR.json' with { type: 'json' };
import { CARD_CONDITION_CODES, OTHER_CONDITION_CODES } from '../../../shared/constants/conditions.ts';
import { LANGUAGE_CODES } from '../../../shared/constants/languages.ts';
import type { ProductType } from '../../db/schema.ts';

export { PRODUCT_TYPES } from '../../../shared/constants/catalogue.ts';
export { UF_CODES as UF_LIST } from '../../../shared/constants/ufs.ts';

/** The business every `{business}` path names (spec section 9). */
export const BUSINESS_ID = 1;

/** The root categories: their ids are fixed because the spec's calls name them. */
export const ROOT_CATEGORIES: readonly { id: number; type: ProductType; name: string; slug: string }[] = [
  { id: 1, type: 'card', name: 'Cards avulsos', slug: 'cards' },
  { id: 2, type: 'tcg', name: 'Produtos TCG', slug: 'produtos-tcg' },
  { id: 3, type: 'accessory', name: 'Acessórios', slug: 'acessorios' },
  { id: 4, type: 'bra', name: 'Linha Bra', slug: 'bra' },
];

export interface Coded {
  code: string;
  name: string;
}

/**
 * Condition, language and extra names come from the lang file (`labels.condition.*`,
 * `labels.language.*`, `labels.extra.*`), the one place the screens read them from too
 * (resources/js/lib/labels.ts): the API's `*_name` fields, e-mails and documents say what the screens say.
 */
const label = (group: 'condition' | 'language' | 'extra', code: string): Coded => {
  const name = (texts as Record<string, string>)[`labels.${group}.${code}`];
  if (!name) throw new Error(`lang/pt_BR.json has no labels.${group}.${code}`);
  return { code, name };
};

/** Card grades as LigaMagic names them. */
export const CARD_CONDITIONS: readonly Coded[] = CARD_CONDITION_CODES.map((c) => label('condition', c));

/** Conditions of sealed products and accessories. */
export const OTHER_CONDITIONS: readonly Coded[] = OTHER_CONDITION_CODES.map((c) => label('condition', c));

export const CONDITIONS: readonly Coded[] = [...CARD_CONDITIONS, ...OTHER_CONDITIONS];

/** The conditions of one set (cards, or every other product), as get-conditions/{type} lists them. */
export function conditionsOf(set: 'card' | 'other') {
  return (set === 'card' ? CARD_CONDITIONS : OTHER_CONDITIONS).map((c) => ({ ...c, type: set }));
}

/** Card languages in the order LigaMagic lists them. */
export const LANGUAGES: readonly Coded[] = LANGUAGE_CODES.map((c) => label('language', c));

/** Listing extras, stored as a bit mask in store_listings.extras (bit = position in this list). */
export const EXTRAS: readonly Coded[] = [
  'foil',
  'promo',
  'signed',
  'altered',
  'misprint',
  'prerelease',
  'full_art',
].map((c) => label('extra', c));

export const WEEKDAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

const byCode = (list: readonly Coded[]) => new Map(list.map((c) => [c.code, c.name]));
const conditionNames = byCode(CONDITIONS);
const languageNames = byCode(LANGUAGES);

export const conditionName = (code: string) => conditionNames.get(code) ?? code;
export const languageName = (code: string) => languageNames.get(code) ?? code;

export function extrasMask(codes: readonly string[]): number {
  let mask = 0;
  for (const code of codes) {
    const bit = EXTRAS.findIndex((e) => e.code === code);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

export function extrasCodes(mask: number): string[] {
  return EXTRAS.filter((_, bit) => (mask & (1 << bit)) !== 0).map((e) => e.code);
}

/** Centavos to reais with 2 decimals; null stays null. */
export function reais(cents: number | null | undefined): number | null {
  if (cents === null || cents === undefined) return null;
  return Math.round(cents) / 100;
}

export { toCents } from '../../../shared/money.ts';
