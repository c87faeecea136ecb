import type { ProductType } from '../../../../resources/js/types/catalogue.ts';
import type {
  ProductCreateProps,
  ProductRegisterProps,
} from '../../../../resources/js/types/pages/sellerRegister.ts';
import { childCategories } from '../../../domain/catalogue/categories-repo.ts';
import { collectionsPage } from '../../../domain/catalogue/collections-repo.ts';
import {
  CARD_CONDITIONS,
  EXTRAS,
  LANGUAGES,
  OTHER_CONDITIONS,
  PRODUCT_TYPES,
} from '../../../domain/catalogue/references.ts';
import { registerProduct } from '../../../domain/stock/lookup.ts';
import { listOwnSuggestions } from '../../../domain/suggestions/suggestions.ts';
import type { PropSources } from '../../../inertia/props.ts';
import { findManagedStore, mayManageStore } from '../../support/storeAccess.ts';
import type { PageResolver } from '../index.ts';
import { numeric } from '../params.ts';
import { sellerStore } from './support.ts';

const KINDS: ProductType[] = [...PRODUCT_TYPES];
const plain = (list: readonly { code: string; name: string }[]) =>
  list.map(({ code, name }) => ({ code, name }));

/**
 * /my-store/{store_id}/product-register (guard `store`: the owner or an admin): the reference lists
 * the form needs, and with `?product=ID` the chosen product with its conditions and the store's
 * listings of it (a link "listar outro igual" opens the form filled). An unknown product id is
 * ignored (the search starts empty).
 */
const registerPage: PageResolver = async (params, services, { query }) => {
  const { db } = services;
  const store = await sellerStore(db, params.store_id);
  if (!store) return null;
  const productId = numeric(query.product);
  return {
    store,
    kinds: KINDS,
    conditions: { card: plain(CARD_CONDITIONS), other: plain(OTHER_CONDITIONS) },
    languages: plain(LANGUAGES),
    extras: plain(EXTRAS),
    categories: async () => {
      const [tcg, accessory, bra] = await Promise.all([
        childCategories(services, 2),
        childCategories(services, 3),
        childCategories(services, 4),
      ]);
      return { tcg: tcg ?? [], accessory: accessory ?? [], bra: bra ?? [] };
    },
    collections: async () => (await collectionsPage(db, { page: 1, per_page: 100, sort: 'newest' })).data,
    selected: () => (productId === null ? null : registerProduct(db, store.id, productId)),
  } satisfies PropSources<ProductRegisterProps>;
};

/**
 * /my-store/{store_id}/product-create (guard `none`, spec section 2): suggesting a product is not
 * store data, so anyone may open it. A visitor gets `suggestions: null` (the page asks them to log
 * in); a signed-in user gets their own suggestions; the store frame (`store`) only for the store's
 * owner or an admin. An id that is no store is a 404.
 */
const createPage: PageResolver = async (params, { db }, { viewer }) => {
  const id = numeric(params.store_id);
  if (id === null) return null;
  const managed = await findManagedStore(db, id);
  if (!managed) return null;
  const mayManage = viewer !== null && mayManageStore(managed, { id: viewer.user.id, role: viewer.role });
  return {
    store: mayManage ? await sellerStore(db, params.store_id) : null,
    store_id: id,
    kinds: KINDS,
    languages: plain(LANGUAGES),
    suggestions: () => (viewer ? listOwnSuggestions(db, viewer.user.id) : null),
  } satisfies PropSources<ProductCreateProps>;
};

/** Store-area screens: product-register, product-create. */
export const registerPageResolvers: Record<string, PageResolver> = {
  'my-store.product.register': registerPage,
  'my-store.product.create': createPage,
};
