import type { WantsIndexProps, WantsShowProps } from '../../../resources/js/types/pages/wants.ts';
import { defaultAddress } from '../../domain/addresses/addresses.ts';
import { DomainError } from '../../domain/errors.ts';
import { listsOf, listWithLines } from '../../domain/wants/lists.ts';
import type { PropSources } from '../../inertia/props.ts';
import type { PageResolver } from './index.ts';
import { numeric } from './params.ts';

/** /wants and /wants/{id} (guard auth): the same data as GET /v1/wants and GET /v1/wants/{id}. */
const wantsPage: PageResolver = async (_params, services, { viewer }) => {
  if (!viewer) return null;
  return { lists: () => listsOf(services.db, viewer.user.id) } satisfies PropSources<WantsIndexProps>;
};

/** Someone else's list, like an unknown one, is not found for a page. */
const wantPage: PageResolver = async ({ id }, services, { viewer }) => {
  const listId = numeric(id);
  if (!viewer || listId === null) return null;
  const list = await listWithLines(services.db, viewer.user.id, listId).catch((error) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  if (!list) return null;
  const address = await defaultAddress(services.db, viewer.user.id);
  const cep = address ? `${address.postcode.slice(0, 5)}-${address.postcode.slice(5)}` : null;
  return { list, cep } satisfies PropSources<WantsShowProps>;
};

export const wantPageResolvers: Record<string, PageResolver> = {
  wants: wantsPage,
  'wants.show': wantPage,
};
