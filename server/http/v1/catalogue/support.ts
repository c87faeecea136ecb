import { z } from 'zod';
import { BUSINESS_ID } from '../../../domain/catalogue/references.ts';
import { notFound } from '../../support/errors.ts';

/** `{business}` in a path: only the one business (spec section 9) exists. */
export function assertBusiness(params: unknown): void {
  const business = (params as { business?: string }).business;
  if (business !== String(BUSINESS_ID)) throw notFound('Empresa não encontrada.');
}

export function pathId(params: unknown, label = 'id'): number {
  const raw = (params as Record<string, string>)[label];
  const id = Number(raw);
  if (!/^\d+$/.test(raw ?? '') || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 60;

/** page ≥ 1; per_page defaults to 24 and is capped at 60 (larger values are clamped, not refused). */
export const pageFields = (defaultPerPage = DEFAULT_PER_PAGE, max = MAX_PER_PAGE) => ({
  page: z.coerce
    .number({ error: 'O campo página deve ser um número.' })
    .int('O campo página deve ser um número inteiro.')
    .min(1, 'O campo página deve ser no mínimo 1.')
    .max(100000, 'O campo página é grande demais.')
    .optional()
    .default(1),
  per_page: z.coerce
    .number({ error: 'O campo itens por página deve ser um número.' })
    .int('O campo itens por página deve ser um número inteiro.')
    .min(1, 'O campo itens por página deve ser no mínimo 1.')
    .optional()
    .default(defaultPerPage)
    .transform((n) => Math.min(n, max)),
});

export { pageInfo as paginate } from '../../../domain/paging.ts';

/** A list given as an array or a comma-separated string ("NM,SP"), each value one of `allowed`. */
export function codeList(
  label: string,
  allowed: readonly string[],
  normalize: (v: string) => string = (v) => v,
) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(
        z
          .string({ error: `O campo ${label} é inválido.` })
          .trim()
          .transform(normalize),
        { error: `O campo ${label} é inválido.` },
      )
      .max(30, `O campo ${label} tem valores demais.`)
      .transform((list) => list.filter(Boolean))
      .refine((list) => list.every((v) => allowed.includes(v)), {
        message: `O campo ${label} tem um valor inválido.`,
      }),
  );
}

/** true/false also as "true"/"false"/"1"/"0" (query strings). */
export const flag = (label: string) =>
  z.preprocess(
    (v) =>
      v === 'true' || v === '1' || v === 1
        ? true
        : v === 'false' || v === '0' || v === 0 || v === ''
          ? false
          : v,
    z.boolean({ error: `O campo ${label} deve ser verdadeiro ou falso.` }),
  );

export const money = (label: string) =>
  z.coerce
    .number({ error: `O campo ${label} deve ser um número.` })
    .min(0, `O campo ${label} não pode ser negativo.`)
    .max(10_000_000, `O campo ${label} é grande demais.`);

export const idField = (label: string) =>
  z.coerce
    .number({ error: `O campo ${label} é obrigatório.` })
    .int(`O campo ${label} deve ser um número inteiro.`)
    .positive(`O campo ${label} deve ser um número positivo.`)
    .max(2_147_483_647, `O campo ${label} é inválido.`);

export const searchText = (label: string, max = 120) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`);
