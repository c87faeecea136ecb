import type {
  BeSellerProps,
  CompanyInfoProps,
  MyStoreListProps,
} from '../../../../resources/js/types/pages/sellerOnboarding.ts';
import { companyIntegrations } from '../../../domain/integrations/view.ts';
import { beSellerPrefill } from '../../../domain/stores/be-seller.ts';
import { bookAddresses, companyOf, storeOrigins } from '../../../domain/stores/company.ts';
import { pendingStores, storesOf } from '../../../domain/stores/onboarding.ts';
import type { PropSources } from '../../../inertia/props.ts';
import type { PageResolver } from '../index.ts';

/**
 * /my-store/besaler (open to visitors: they are asked to log in): what the form starts with, the
 * account's CPF (or its company's CNPJ) and the UF and city of its default address.
 */
const beSellerPage: PageResolver = async (_params, { db }, { viewer }) => {
  if (!viewer) return { prefill: null } satisfies PropSources<BeSellerProps>;
  return { prefill: await beSellerPrefill(db, viewer.user.id) } satisfies PropSources<BeSellerProps>;
};

/** /my-store/company-info: the company (GET /v1/company), the address book and each store's origin. */
const companyInfoPage: PageResolver = async (_params, { db, config }, { viewer }) => {
  if (!viewer) return null;
  const userId = viewer.user.id;
  return {
    company: () => companyOf(db, userId),
    book: () => bookAddresses(db, userId),
    stores: () => storeOrigins(db, userId),
    integrations: () => companyIntegrations(db, config, userId),
  } satisfies PropSources<CompanyInfoProps>;
};

/** /my-store/list: the viewer's stores (GET /v1/my-stores); an admin also gets the activation queue. */
const myStoreListPage: PageResolver = async (_params, { db }, { viewer }) => {
  if (!viewer) return null;
  const userId = viewer.user.id;
  return {
    stores: () => storesOf(db, userId),
    pending: viewer.role === 'admin' ? () => pendingStores(db) : null,
  } satisfies PropSources<MyStoreListProps>;
};

/** Store-area screens: besaler, company-info, my-store list (also at /my-store). */
export const onboardingPageResolvers: Record<string, PageResolver> = {
  'my-store.be-seller': beSellerPage,
  'my-store.company-info': companyInfoPage,
  'my-store.list': myStoreListPage,
  // /my-store: the store area's home is the store list.
  'my-store.home': myStoreListPage,
};
