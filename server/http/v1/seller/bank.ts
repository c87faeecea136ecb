import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, PIX_KEY_TYPES } from '../../../../resources/js/types/pages/sellerBank.ts';
import {
  addBankAccount,
  type BankAccountFields,
  deleteBankAccount,
  listBankAccounts,
  updateBankAccount,
} from '../../../domain/money/bank-accounts.ts';
import { BANKS } from '../../../domain/money/banks.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action, HttpError, ValidationError } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { idField, validate } from '../../support/validation.ts';

/** Digits only, from a value typed with a mask ("1234-5", "123.456.789-09"). */
const digits = (label: string, pattern: RegExp, message: string) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .transform((v) => v.replace(/[\s.\-/]/g, ''))
    .pipe(z.string().regex(pattern, message));

/** An optional text field: '' and null mean "none". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

const checkDigit = (label: string, max: number) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .toUpperCase()
    .regex(
      new RegExp(`^[0-9A-Z]{1,${max}}$`),
      `O ${label} deve ter ${max === 1 ? '1 caractere' : `1 ou ${max} caracteres`} (números, X ou P).`,
    );

/** Every field of an account (docs/payouts-and-plans.md, "Bank accounts"); masks are stripped here. */
const fields = {
  bank_code: z
    .string({ error: 'Escolha o banco.' })
    .trim()
    .regex(/^\d{3}$/, 'Escolha o banco da lista (código de 3 números).'),
  agency: digits('agência', /^\d{1,5}$/, 'A agência deve ter de 1 a 5 números, sem o dígito.'),
  agency_digit: optional(checkDigit('dígito da agência', 1)),
  account: digits('conta', /^\d{1,13}$/, 'A conta deve ter de 1 a 13 números, sem o dígito.'),
  account_digit: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : v),
    checkDigit('dígito da conta', 2).optional(),
  ),
  account_type: z.enum(BANK_ACCOUNT_TYPES, {
    error: 'Escolha o tipo de conta: corrente, poupança ou conta de pagamento.',
  }),
  holder_name: z
    .string({ error: 'O campo nome do titular é obrigatório.' })
    .trim()
    .min(3, 'O nome do titular deve ter pelo menos 3 caracteres.')
    .max(120, 'O nome do titular deve ter no máximo 120 caracteres.'),
  holder_document: digits(
    'CPF ou CNPJ do titular',
    /^(\d{11}|\d{14})$/,
    'Informe o CPF (11 números) ou o CNPJ (14 números) do titular.',
  ),
  pix_key_type: optional(
    z.enum(PIX_KEY_TYPES, {
      error: 'Tipo de chave PIX inválido: CPF, CNPJ, e-mail, celular ou chave aleatória.',
    }),
  ),
  pix_key: optional(
    z
      .string({ error: 'A chave PIX deve ser um texto.' })
      .trim()
      .max(77, 'A chave PIX deve ter no máximo 77 caracteres.'),
  ),
  is_default: z.boolean({ error: 'Informe se a conta é a principal (verdadeiro ou falso).' }).optional(),
};

const storeField = { store_id: idField('loja') };

export const addBankSchema = z.object({ ...storeField, ...fields }).superRefine((v, ctx) => {
  if (!v.account_digit)
    ctx.addIssue({ code: 'custom', path: ['account_digit'], message: 'Informe o dígito da conta.' });
});

const updateBankSchema = z.object({
  ...storeField,
  id: idField('conta bancária'),
  ...Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, s.optional()])),
}) as unknown as z.ZodType<
  { store_id: number; id: number } & Partial<BankAccountFields> & { is_default?: boolean }
>;

const deleteBankSchema = z.object({ ...storeField, id: idField('conta bancária') });

export const bankListSchema = z.object(storeField);

/** A 422 of the shape check, with the spec's prefix ('Erro ao alterar', 'Erro ao excluir'). */
function prefixed<T>(prefix: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ValidationError)
      throw new HttpError(422, `${prefix}: ${error.message}`, error.details);
    throw error;
  }
}

/**
 * Bank accounts (spec section 7, "Bank and accounting tool"): GET /v1/bank (the bank list, public),
 * GET /v1/bankData?store_id= (the store's accounts), POST /v1/bankData/add_bank, /upt_bank, /del_bank.
 * Owner or admin only (requireStoreAccess); docs/payouts-and-plans.md, "Bank accounts".
 */
export async function bankRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;

  app.get('/bank', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { error: false, message: '', data: BANKS };
  });

  app.get('/bankData', async (request, reply) => {
    await requireUser(db, request);
    const input = validate(bankListSchema, request.query);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    reply.header('cache-control', 'private, no-store');
    return { error: false, message: '', data: await listBankAccounts(db, store.id) };
  });

  app.post('/bankData/add_bank', async (request, reply) => {
    await requireUser(db, request);
    const input = validate(addBankSchema, request.body);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const { store_id: _s, is_default, ...rest } = input;
    const account = await addBankAccount(
      db,
      store.id,
      {
        ...rest,
        agency_digit: rest.agency_digit ?? null,
        account_digit: rest.account_digit ?? '',
        pix_key_type: rest.pix_key_type ?? null,
        pix_key: rest.pix_key ?? null,
      } as BankAccountFields,
      is_default === true,
    );
    reply.code(201);
    return action('Conta bancária cadastrada.', account);
  });

  app.post('/bankData/upt_bank', async (request) => {
    await requireUser(db, request);
    const input = prefixed('Erro ao alterar', () => validate(updateBankSchema, request.body));
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const { store_id: _s, id, ...patch } = input;
    const account = await updateBankAccount(db, store.id, id, patch);
    return action('Conta bancária alterada.', account);
  });

  app.post('/bankData/del_bank', async (request) => {
    await requireUser(db, request);
    const input = prefixed('Erro ao excluir', () => validate(deleteBankSchema, request.body));
    const { store } = await requireStoreAccess(db, request, input.store_id);
    return action('Conta bancária excluída.', await deleteBankAccount(db, store.id, input.id));
  });
}
