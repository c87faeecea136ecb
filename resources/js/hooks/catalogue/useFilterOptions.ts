import { useEffect, useState } from 'react';
import { catalogueApi } from '@/api/catalogue';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Category, Collection, Condition, Extra, Language, Rarity } from '@/types/catalogue';
import { references } from './references';

export type FilterField =
  | 'category'
  | 'collection'
  | 'rarity'
  | 'condition'
  | 'language'
  | 'extras'
  | 'price'
  | 'uf'
  | 'stock';

export interface FilterOptions {
  categories: Category[];
  collections: Collection[];
  rarities: Rarity[];
  conditions: Condition[];
  languages: Language[];
  extras: Extra[];
}

/** The root category of the cards, whose games own the collections. */
const CARD_ROOT = 1;

const NONE: FilterOptions = {
  categories: [],
  collections: [],
  rarities: [],
  conditions: [],
  languages: [],
  extras: [],
};

/**
 * The choices of a filters panel, loaded once per list kind, when `enabled` (the panel is on screen:
 * a phone's folded panel asks for nothing, nor loads the HTTP client, until it is opened). Categories and collections failing show
 * the spec's loading toasts ('Erro ao carregar as categorias' / 'as coleções'); the other lists only
 * log and their filter is left out.
 */
export function useFilterOptions(
  fields: readonly FilterField[],
  {
    categoryRoot,
    conditionType,
    categoryId,
    enabled = true,
  }: { categoryRoot?: number; conditionType: 'card' | 'other'; categoryId?: number; enabled?: boolean },
): FilterOptions {
  const { t } = useLaravelReactI18n();
  const [options, setOptions] = useState<FilterOptions>(NONE);
  const wants = (field: FilterField) => fields.includes(field);
  const fieldKey = fields.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `fieldKey` stands for `fields`
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const set = <K extends keyof FilterOptions>(key: K, value: FilterOptions[K]) => {
      if (active) setOptions((o) => ({ ...o, [key]: value }));
    };
    const warn = (what: string) => (error: unknown) => console.warn(what, error);
    if (wants('category') && categoryRoot !== undefined) {
      references
        .childCategories(categoryRoot)
        .then((v) => set('categories', v))
        .catch((error: unknown) => {
          console.warn('categories', error);
          if (active) notify.error(t('spec.load_categories'));
        });
    }
    if (wants('rarity')) references.rarities().then((v) => set('rarities', v), warn('rarities'));
    if (wants('condition'))
      references.conditions(conditionType).then((v) => set('conditions', v), warn('conditions'));
    if (wants('language')) references.languages().then((v) => set('languages', v), warn('languages'));
    if (wants('extras')) references.extras().then((v) => set('extras', v), warn('extras'));
    return () => {
      active = false;
    };
  }, [fieldKey, categoryRoot, conditionType, enabled]);

  // Collections are editions of the card games: a card list offers those of its game (or of every
  // game); any other list (TCG products of an edition, search results) offers all of them.
  const collectionCategory = categoryRoot === CARD_ROOT ? (categoryId ?? CARD_ROOT) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `fieldKey` stands for `fields`
  useEffect(() => {
    if (!enabled || !wants('collection')) return;
    let active = true;
    catalogueApi
      .collections({ category_id: collectionCategory, per_page: 100, sort: 'newest' })
      .then((page) => active && setOptions((o) => ({ ...o, collections: page.data ?? [] })))
      .catch((error: unknown) => {
        console.warn('collections', error);
        if (active) notify.error(t('spec.load_collections'));
      });
    return () => {
      active = false;
    };
  }, [fieldKey, collectionCategory, enabled]);

  return options;
}
