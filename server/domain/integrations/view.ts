import type { CompanyIntegrations } from '../../../resources/js/types/pages/sellerIntegrations.ts';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/index.ts';
import type { OwnedCompany } from './access.ts';
import { blingConfiguration } from './bling.ts';
import { recentPushes } from './bling-push.ts';
import { integrationsFor } from './context.ts';
import { accountAuthorization } from './pagbank-account.ts';

/** The "Integrações" props of /my-store/company-info: the same reads as the API calls; null without a company. */
export async function companyIntegrations(
  db: DB,
  config: AppConfig,
  userId: number,
): Promise<CompanyIntegrations | null> {
  const company: OwnedCompany | undefined = await db
    .selectFrom('companies')
    .select(['id', 'user_id', 'cnpj', 'legal_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!company) return null;
  const [pagbank, bling, pushes] = await Promise.all([
    accountAuthorization(db, integrationsFor(config), company),
    blingConfiguration(db, company.id),
    recentPushes(db, company.id),
  ]);
  return { company_id: company.id, pagbank, bling, pushes };
}
