import type { ListingSaveInput } from '@/api/sellerRegister';
import { parseMoneyReais, reaisInputText } from '@/lib/money';
import type { ProductType } from '@/types/catalogue';
import type { OwnListing, RegisterProduct } from '@/types/pages/sellerRegister';

/** The listing form's fields as typed (price and quantity are text until sent). */
export interface ListingFields {
  condition: string;
  language: string;
  extras: string[];
  price: string;
  quantity: string;
}

/** What a new listing of each kind starts with: NM cards, sealed TCG products, new accessories. */
const DEFAULT_CONDITION: Record<ProductType, string> = {
  card: 'NM',
  tcg: 'sealed',
  accessory: 'new',
  bra: 'new',
};

export function emptyFields(selected: RegisterProduct): ListingFields {
  const wanted = DEFAULT_CONDITION[selected.product.type];
  const condition = selected.conditions.some((c) => c.code === wanted)
    ? wanted
    : (selected.conditions[0]?.code ?? '');
  return { condition, language: 'BR', extras: [], price: '', quantity: '1' };
}

export function fieldsOf(listing: OwnListing): ListingFields {
  return {
    condition: listing.condition,
    language: listing.language,
    extras: [...listing.extras],
    price: reaisInputText(listing.price),
    quantity: String(listing.quantity),
  };
}

/** "12,50", "12.50", "R$ 1.234,56" → reais (lib/money); NaN when it is not an amount. */
export function parseReais(text: string): number {
  return parseMoneyReais(text) ?? Number.NaN;
}

const sameExtras = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/** The store's listing with the form's key (condition, language, extras): saving changes it. */
export function listingWithKey(listings: OwnListing[], fields: ListingFields): OwnListing | undefined {
  return listings.find(
    (l) =>
      l.condition === fields.condition &&
      l.language === fields.language &&
      sameExtras(l.extras, fields.extras),
  );
}

/** The market's lowest price for the chosen condition, else for the product. */
export function marketHint(selected: RegisterProduct, condition: string): number | null {
  return selected.conditions.find((c) => c.code === condition)?.min_price ?? selected.min_price;
}

type Translate = (key: string) => string;

/**
 * The checks made before sending (the server checks again and answers 422 with its own texts):
 * a condition and language, a price above zero, a whole quantity not below zero.
 */
export function checkFields(fields: ListingFields, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!fields.condition) errors.condition = t('seller_register.error_condition');
  if (!fields.language) errors.language = t('seller_register.error_language');
  const price = parseReais(fields.price);
  if (!fields.price.trim()) errors.price = t('seller_register.error_price_required');
  else if (!Number.isFinite(price) || price <= 0) errors.price = t('seller_register.error_price');
  if (!/^\d+$/.test(fields.quantity.trim())) errors.quantity = t('seller_register.error_quantity');
  return errors;
}

/** The body of product-store-save for the form; an existing key sends its id and the quantity seen. */
export function toSaveInput(
  storeId: number,
  selected: RegisterProduct,
  fields: ListingFields,
): ListingSaveInput {
  const existing = listingWithKey(selected.listings, fields);
  return {
    store_id: storeId,
    product_id: selected.product.id,
    condition: fields.condition,
    language: fields.language,
    extras: fields.extras,
    quantity: Number(fields.quantity.trim()),
    price: Math.round(parseReais(fields.price) * 100) / 100,
    ...(existing ? { id: existing.id, expected_quantity: existing.quantity } : {}),
  };
}
