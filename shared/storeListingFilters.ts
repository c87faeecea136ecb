import type { ListFilters } from './listFilters.ts';

/** The listing filters of the URL as show-products-store takes them (empty ones left out). */
export function storeListingRequest(filters: ListFilters) {
  return {
    ...(filters.condition.length ? { condition: filters.condition } : {}),
    ...(filters.language.length ? { language: filters.language } : {}),
    ...(filters.extras.length ? { extras: filters.extras } : {}),
    ...(filters.price_min !== undefined ? { price_min: filters.price_min } : {}),
    ...(filters.price_max !== undefined ? { price_max: filters.price_max } : {}),
  };
}
