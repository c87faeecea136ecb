import type { Selectable } from 'kysely';
import type {
  AccountAuthorization,
  AccountFieldError,
  AccountPrefill,
  GatewayAccountView,
} from '../../../resources/js/types/pages/sellerIntegrations.ts';
import { type DB, nowIso } from '../../db/index.ts';
import type { GatewayAccountsTable } from '../../db/schema-integrations.ts';
import type {
  AccountAddress,
  AccountPhone,
  CreateAccountInput,
} from '../../drivers/payments/account-types.ts';
import { validateAccountInput } from '../../drivers/payments/account-validation.ts';
import { RefusedError } from '../errors.ts';
import type { OwnedCompany } from './access.ts';
import type { Integrations } from './context.ts';

/**
 * The company's PagBank account (spec section 7, "Card payments": GET /pagbank/accounts/authorization,
 * POST /pagbank/accounts/create). The account driver validates and creates it; its per-parameter
 * errors go back as they are (spec section 3). Only the gateway's id and public data are stored.
 */

/** 422 with `errors: [{parameter_name, description, errors}]`. */
export class AccountErrors extends RefusedError {
  constructor(readonly list: AccountFieldError[]) {
    const first = list[0];
    const more = list.length - 1;
    const head = first ? `${first.description}: ${first.errors[0] ?? ''}` : 'Dados da conta inválidos.';
    super(more > 0 ? `${head} (e mais ${more} ${more === 1 ? 'erro' : 'erros'})` : head, {
      errors: list,
    });
  }
}

export const presentGatewayAccount = (row: Selectable<GatewayAccountsTable>): GatewayAccountView => ({
  id: row.external_id,
  driver: row.driver,
  status: row.status,
  name: row.name,
  email: row.email,
  tax_id: row.tax_id,
  tax_id_type: row.tax_id_type,
  access_granted_at: row.access_granted_at,
  created_at: row.created_at,
});

export function gatewayAccountRow(db: DB, companyId: number, driver: string) {
  return db
    .selectFrom('gateway_accounts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('driver', '=', driver)
    .executeTakeFirst();
}

async function prefillOf(db: DB, company: OwnedCompany): Promise<AccountPrefill> {
  const [row, owner, address] = await Promise.all([
    db.selectFrom('companies').select(['email', 'phone']).where('id', '=', company.id).executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['name', 'last_name', 'email', 'document', 'phone'])
      .where('id', '=', company.user_id)
      .executeTakeFirst(),
    db
      .selectFrom('addresses')
      .selectAll()
      .where('company_id', '=', company.id)
      .orderBy('id', 'asc')
      .executeTakeFirst(),
  ]);
  const document = (owner?.document ?? '').replace(/\D/g, '');
  return {
    email: row?.email ?? owner?.email ?? '',
    person_name: [owner?.name, owner?.last_name].filter(Boolean).join(' '),
    person_tax_id: document.length === 11 ? document : '',
    phone: (row?.phone ?? owner?.phone ?? '').replace(/\D/g, ''),
    company_name: company.legal_name,
    company_tax_id: company.cnpj,
    address: address
      ? {
          street: address.address,
          number: address.number,
          complement: address.complement ?? '',
          locality: address.district,
          city: address.city,
          region_code: address.state,
          postal_code: address.postcode,
        }
      : null,
  };
}

/** Whether the company has an account, and the data to create one. */
export async function accountAuthorization(
  db: DB,
  integrations: Integrations,
  company: OwnedCompany,
): Promise<AccountAuthorization> {
  const row = await gatewayAccountRow(db, company.id, integrations.accounts.name);
  return {
    company_id: company.id,
    account: row ? presentGatewayAccount(row) : null,
    prefill: await prefillOf(db, company),
  };
}

const str = (value: unknown, max = 200) =>
  (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '').slice(0, max);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function phonesOf(value: unknown): AccountPhone[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 5).map((raw) => {
    const phone = isObject(raw) ? raw : {};
    const type = phone.type === 'BUSINESS' || phone.type === 'HOME' ? phone.type : 'MOBILE';
    return {
      country: str(phone.country, 4) || '55',
      area: str(phone.area, 4),
      number: str(phone.number, 12),
      type,
    };
  });
}

function addressOf(value: unknown): AccountAddress | undefined {
  if (!isObject(value)) return undefined;
  return {
    street: str(value.street),
    number: str(value.number, 20),
    complement: str(value.complement) || undefined,
    locality: str(value.locality),
    city: str(value.city),
    region_code: str(value.region_code, 4).toUpperCase(),
    country: (str(value.country, 4).toUpperCase() || 'BRA') as 'BRA',
    postal_code: str(value.postal_code, 12),
  };
}

/** The body as the account driver expects it: known fields only, texts only, bounded. */
export function accountInputOf(body: unknown): CreateAccountInput {
  const input = isObject(body) ? body : {};
  const person = isObject(input.person) ? input.person : {};
  const company = isObject(input.company) ? input.company : null;
  return {
    type: 'SELLER',
    email: str(input.email).trim(),
    person: {
      name: str(person.name).trim(),
      tax_id: str(person.tax_id, 20),
      birth_date: str(person.birth_date, 10),
      mother_name: str(person.mother_name).trim() || undefined,
      phones: phonesOf(person.phones),
      address: addressOf(person.address),
    },
    company: company
      ? {
          name: str(company.name).trim(),
          tax_id: str(company.tax_id, 20),
          phones: phonesOf(company.phones),
          address: addressOf(company.address) as AccountAddress,
        }
      : undefined,
  };
}

const ALREADY = 'Esta empresa já tem uma conta PagBank.';

/**
 * Creates the company's account through the driver and stores it. The company part must carry the
 * company's own CNPJ. 422 AccountErrors with every problem at once; 422 when it already has one.
 */
export async function createGatewayAccount(
  db: DB,
  integrations: Integrations,
  company: OwnedCompany,
  body: unknown,
): Promise<GatewayAccountView> {
  const driver = integrations.accounts;
  const existing = () => gatewayAccountRow(db, company.id, driver.name);
  const already = new AccountErrors([
    { parameter_name: 'company_id', description: 'Empresa', errors: [ALREADY] },
  ]);
  if (await existing()) throw already;

  const input = accountInputOf(body);
  const problems = validateAccountInput(input, integrations.now());
  if (!input.company) {
    problems.push({
      parameter_name: 'company',
      description: 'Empresa',
      errors: ['Informe os dados da empresa: a conta é da empresa cadastrada.'],
    });
  } else {
    const cnpj = input.company.tax_id.replace(/\D/g, '');
    if (
      cnpj.length === 14 &&
      cnpj !== company.cnpj &&
      !problems.some((p) => p.parameter_name === 'company.tax_id')
    ) {
      problems.push({
        parameter_name: 'company.tax_id',
        description: 'CNPJ da empresa',
        errors: ['Use o CNPJ da empresa cadastrada em Dados da empresa.'],
      });
    }
  }
  if (problems.length > 0) throw new AccountErrors(problems);

  const result = await driver.createAccount(input);
  if (!result.ok) throw new AccountErrors(result.errors);
  const { account } = result;
  const now = nowIso(integrations.now());
  try {
    const row = await db
      .insertInto('gateway_accounts')
      .values({
        company_id: company.id,
        driver: driver.name,
        external_id: account.id,
        status: 'active',
        name: account.name,
        email: account.email,
        tax_id: account.tax_id,
        tax_id_type: account.tax_id_type,
        access_state_hash: null,
        access_expires_at: null,
        access_granted_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentGatewayAccount(row);
  } catch (error) {
    // (company_id, driver) is unique: a concurrent creation won.
    if (await existing()) throw already;
    throw error;
  }
}
