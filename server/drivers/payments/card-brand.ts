/**
 * Card brand by BIN prefix. The table lives with the browser's card tokenizer
 * (resources/js/lib/cardTokenizer/cardBrand.ts), which checks a card before tokenizing it: the host
 * never sees the number, so the browser and the sandbox driver must read brands the same way.
 */
export {
  type CardBrand,
  cardDigits,
  detectCardBrand,
} from '../../../resources/js/lib/cardTokenizer/cardBrand.ts';
