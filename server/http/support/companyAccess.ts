import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db/index.ts';
import { ownedCompany } from '../../domain/integrations/access.ts';
import { requireUser } from './auth.ts';

/**
 * The company calls (PagBank account, Bling): 401 without a session, then the domain's owner check
 * (404 for an unknown company, 403 for anyone but its owner).
 */
export async function requireCompanyOwner(db: DB, request: FastifyRequest, companyId: number) {
  const auth = await requireUser(db, request);
  const company = await ownedCompany(db, auth.user.id, companyId);
  return { auth, company };
}
