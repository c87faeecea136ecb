export { UF_CODES_SORTED as UF_LIST } from '@shared/constants/ufs';

import { catalogueApi } from '@/api/catalogue';
import type { Category, Condition, Extra, Language, Rarity } from '@/types/catalogue';

/** The `result` of an action response, or a failure when the server flagged an error or sent none. */
function resultOf<T>(response: { result?: T; error?: boolean; erro?: boolean; message?: string }): T {
  if (response.error || response.erro || response.result === undefined) {
    throw new Error(response.message || 'empty result');
  }
  return response.result;
}

/**
 * Reference lists (conditions, languages, extras, rarities, child categories) change rarely: each is
 * fetched once per page view and shared by every screen that filters by it.
 */
const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    // A failure is not cached: the next screen asks again.
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

export const references = {
  conditions: (type: 'card' | 'other') =>
    once<Condition[]>(`conditions:${type}`, () => catalogueApi.conditions(type).then(resultOf)),
  languages: () => once<Language[]>('languages', () => catalogueApi.languages().then(resultOf)),
  extras: () => once<Extra[]>('extras', () => catalogueApi.extras().then(resultOf)),
  rarities: () => once<Rarity[]>('rarities', () => catalogueApi.rarities().then(resultOf)),
  /**
   * Child categories of a root: 1 cards (games), 2 TCG products, 3 accessories, 4 Bra; 0 gives the
   * roots themselves.
   */
  childCategories: (root: number) =>
    once<Category[]>(`categories:${root}`, () =>
      root === 0
        ? catalogueApi.categories().then((r) => resultOf(r).filter((c) => c.parent_id === null))
        : catalogueApi.childCategories(root).then(resultOf),
    ),
};

/** Forgets every cached list (tests start each case from an empty cache). */
export function clearReferenceCache(): void {
  cache.clear();
}
