import { BUSINESS_ID } from '../../../domain/catalogue/references.ts';
import { notFound } from '../../support/errors.ts';

/** `{business}` in a path: only the one business (spec section 9) exists. */
export function assertBusiness(params: unknown): void {
  const business = (params as { business?: string }).business;
  if (business !== String(BUSINESS_ID)) throw notFound('Empresa não encontrada.');
}

export { pageInfo as paginate } from '../../../domain/paging.ts';
