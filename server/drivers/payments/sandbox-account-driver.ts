import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../shared/clock.js';
import type { CreateAccountInput, PaymentAccount, PaymentAccountDriver } from './account-types.js';
import { validateAccountInput } from './account-validation.js';

/**
 * In-memory PagBank-like account driver: validates the input, refuses a CPF/CNPJ or e-mail
 * already registered and creates ACTIVE accounts with ids like "ACCO_…".
 */
export function createSandboxAccountDriver(options: { clock?: Clock } = {}): PaymentAccountDriver {
  const clock = options.clock ?? systemClock;
  const accounts = new Map<string, PaymentAccount>();

  const taken = (field: 'tax_id' | 'email', value: string) =>
    [...accounts.values()].some((account) => account[field] === value);

  return {
    name: 'sandbox',

    async createAccount(input: CreateAccountInput) {
      const errors = validateAccountInput(input, clock.now());
      if (errors.length > 0) return { ok: false, errors };

      const taxIdType = input.company ? 'CNPJ' : 'CPF';
      const taxId = (input.company?.tax_id ?? input.person.tax_id).replace(/\D/g, '');
      const email = input.email.trim().toLowerCase();
      const path = input.company ? 'company.tax_id' : 'person.tax_id';
      if (taken('tax_id', taxId)) {
        return {
          ok: false,
          errors: [
            {
              parameter_name: path,
              description: `${taxIdType} da conta`,
              errors: [`Já existe uma conta com este ${taxIdType}.`],
            },
          ],
        };
      }
      if (taken('email', email)) {
        return {
          ok: false,
          errors: [
            {
              parameter_name: 'email',
              description: 'E-mail da conta',
              errors: ['Já existe uma conta com este e-mail.'],
            },
          ],
        };
      }

      const account: PaymentAccount = {
        id: `ACCO_${randomUUID().toUpperCase()}`,
        type: 'SELLER',
        status: 'ACTIVE',
        email,
        name: (input.company?.name ?? input.person.name).trim(),
        tax_id: taxId,
        tax_id_type: taxIdType,
        created_at: clock.now().toISOString(),
      };
      accounts.set(account.id, account);
      return { ok: true, account: { ...account } };
    },

    async getAccount(accountId) {
      const account = accounts.get(accountId);
      return account ? { ...account } : null;
    },
  };
}
