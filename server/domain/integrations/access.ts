import type { DB } from '../../db/index.ts';
import { forbidden, notFound } from '../errors.ts';

export const COMPANY_ACCESS_DENIED = 'Você não tem acesso a esta empresa.';

export interface OwnedCompany {
  id: number;
  user_id: number;
  cnpj: string;
  legal_name: string;
}

/**
 * The company calls (PagBank account, Bling) are the owner's alone: 404 for an unknown company, 403
 * for anyone else (admins included: these are the owner's credentials).
 */
export async function ownedCompany(db: DB, userId: number, companyId: number): Promise<OwnedCompany> {
  const company = await companyForOwner(db, companyId);
  if (!company) throw notFound('Empresa não encontrada.');
  if (company.user_id !== userId) throw forbidden(COMPANY_ACCESS_DENIED);
  return company;
}

export function companyForOwner(db: DB, companyId: number): Promise<OwnedCompany | undefined> {
  return db
    .selectFrom('companies')
    .select(['id', 'user_id', 'cnpj', 'legal_name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}
