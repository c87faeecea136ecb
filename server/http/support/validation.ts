import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { BUSINESS_ID } from '../../domain/catalogue/references.ts';
import { isCalendarDate } from '../../domain/stores/settings.ts';
import { notFound, ValidationError } from './errors.ts';

/**
 * The one set of input rules of every route (docs/security.md, "Input and origin"): `validate`, the
 * field builders and the number rule they share. A route builds its schema from these, never with
 * `z.coerce`: a coerced number takes `true`, `[2]`, `"0x10"`, `"0b11"` and `"1e1"`.
 */

/** Parses input with a zod schema or throws a 422 with `errors: {field: [text]}` in Portuguese. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  throw new ValidationError(errors);
}

/**
 * `validate` for a hot read-only call whose inputs repeat (the product lists: every buyer on the same
 * list sends the same filters): the valid inputs' outputs kept by their JSON text, so a repeated input
 * skips the schema (its parse was about a tenth of the host's CPU for a cached list answer). Only for
 * schemas that are pure (the same input always gives the same output) and callers that never change
 * the output, which the next request with that input receives too. Invalid inputs are not kept, nor
 * inputs over MEMO_KEY_CHARS (unknown fields pass the schema, so a large body could be valid).
 */
export function memoizedValidation<S extends z.ZodType>(schema: S, max = 2000) {
  const kept = new LRUCache<string, { output: z.output<S> }>({ max });
  return (input: unknown): z.output<S> => {
    const key = JSON.stringify(input ?? {});
    const hit = kept.get(key);
    if (hit) return hit.output;
    const output = validate(schema, input);
    if (key.length <= MEMO_KEY_CHARS) kept.set(key, { output });
    return output;
  };
}
const MEMO_KEY_CHARS = 2048;

// ---------------------------------------------------------------- numbers

/** A plain decimal as a form or a query string writes it: "12", "-3", "12.50", "12,50". */
const PLAIN_DECIMAL = /^-?\d{1,15}(?:[.,]\d{1,15})?$/;

/**
 * What a number field takes: a JSON number, or a string holding a plain decimal (query strings and
 * forms send text; the comma is the Brazilian decimal separator). Anything else (a flag, a list, an
 * empty string, hex `0x10`, binary `0b11`, an exponent `1e1`, spaces inside) is left as it came, so
 * the number schema refuses it with its message.
 */
export function plainNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return PLAIN_DECIMAL.test(text) ? Number(text.replace(',', '.')) : value;
}

/**
 * A number schema (`z.number(...)` and its rules, `.optional()` or `.default()` included) that also
 * takes a plain decimal string, and nothing else: the one way a route reads a number.
 */
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(plainNumber, schema);

/** A positive integer id (a database key). */
export const idField = (label: string) =>
  numeric(
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `O campo ${label} é obrigatório.`
            : `O campo ${label} deve ser um número.`,
      })
      .int(`O campo ${label} deve ser um número inteiro.`)
      .positive(`O campo ${label} deve ser um número positivo.`)
      .max(2_147_483_647, `O campo ${label} é inválido.`),
  );

/** An amount in reais (the body's decimal), from 0 to `max`. */
export const reaisField = (label: string, max = 1_000_000) =>
  numeric(
    z
      .number({ error: `O campo ${label} deve ser um número.` })
      .min(0, `O campo ${label} não pode ser negativo.`)
      .max(max, `O campo ${label} é grande demais.`),
  );

/** A price filter of the catalogue (reais, up to R$ 10.000.000). */
export const money = (label: string) => reaisField(label, 10_000_000);

/** A quantity of a cart line or an ad: a whole number from `min` to 999. */
export const quantityField = (min: number) =>
  numeric(
    z
      .number({ error: 'A quantidade deve ser um número.' })
      .int('A quantidade deve ser um número inteiro.')
      .min(min, min === 0 ? 'A quantidade não pode ser negativa.' : 'A quantidade deve ser pelo menos 1.')
      .max(999, 'A quantidade deve ser no máximo 999.'),
  );

/** A numeric id from the path; anything else is a resource that does not exist. */
export function pathId(value: unknown, message = 'Registro não encontrado.'): number {
  const id = Number(value);
  if (!/^\d+$/.test(String(value ?? '')) || !Number.isSafeInteger(id) || id <= 0) throw notFound(message);
  return id;
}

/** `pathId` of one of the path's parameters (`id` unless named). */
export const paramId = (params: unknown, name = 'id') => pathId((params as Record<string, unknown>)[name]);

// ---------------------------------------------------------------- pages

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 60;

/** page ≥ 1; per_page defaults to 24 and is capped at 60 (larger values are clamped, not refused). */
export const pageFields = (defaultPerPage = DEFAULT_PER_PAGE, max = MAX_PER_PAGE) => ({
  page: numeric(
    z
      .number({ error: 'O campo página deve ser um número.' })
      .int('O campo página deve ser um número inteiro.')
      .min(1, 'O campo página deve ser no mínimo 1.')
      .max(100000, 'O campo página é grande demais.')
      .optional()
      .default(1),
  ),
  per_page: numeric(
    z
      .number({ error: 'O campo itens por página deve ser um número.' })
      .int('O campo itens por página deve ser um número inteiro.')
      .min(1, 'O campo itens por página deve ser no mínimo 1.')
      .optional()
      .default(defaultPerPage)
      .transform((n) => Math.min(n, max)),
  ),
});

/** `page` and `per_page` of a paginated call whose larger pages are refused, not clamped. */
export const pageSchema = (maxPerPage = 50, defaultPerPage = 10) =>
  z.object({
    page: numeric(
      z.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').default(1),
    ),
    per_page: numeric(
      z
        .number({ error: 'Tamanho de página inválido.' })
        .int('Tamanho de página inválido.')
        .min(1, 'Tamanho de página inválido.')
        .max(maxPerPage, `No máximo ${maxPerPage} por página.`)
        .default(defaultPerPage),
    ),
  });

export function pageQuery(input: unknown, maxPerPage = 50, defaultPerPage = 10) {
  return validate(pageSchema(maxPerPage, defaultPerPage), input);
}

// ---------------------------------------------------------------- texts, flags, lists, dates

/** An empty field of a form or a query string (`""`, or null) is a field not sent. */
export const emptyAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

export const upper = (v: string) => v.toUpperCase();

export const searchText = (label: string, max = 120) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`);

/** true/false, also as "true"/"false"/"1"/"0"/1/0 (forms and query strings); "" is false. */
export const flag = (label?: string) =>
  z.preprocess(
    (v) =>
      v === 'true' || v === '1' || v === 1
        ? true
        : v === 'false' || v === '0' || v === 0 || v === ''
          ? false
          : v,
    z.boolean({
      error: label ? `O campo ${label} deve ser verdadeiro ou falso.` : 'Informe verdadeiro ou falso.',
    }),
  );

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

/** A calendar day written AAAA-MM-DD (a day that exists). */
export const day = (label: string) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .refine(isCalendarDate, `O campo ${label} deve ser uma data válida (AAAA-MM-DD).`);

/** Field builders with the messages a Brazilian user expects. */
export const field = {
  text: (label: string, max = 255) =>
    z
      .string({ error: `O campo ${label} é obrigatório.` })
      .trim()
      .min(1, `O campo ${label} é obrigatório.`)
      .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`),
  optionalText: (label: string, max = 255) =>
    z
      .string({ error: `O campo ${label} deve ser um texto.` })
      .trim()
      .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`)
      .optional()
      .nullable(),
  email: () =>
    z
      .string({ error: 'O campo e-mail é obrigatório.' })
      .trim()
      .toLowerCase()
      .min(1, 'O campo e-mail é obrigatório.')
      .max(190, 'O campo e-mail deve ter no máximo 190 caracteres.')
      .pipe(z.email({ error: 'Informe um e-mail válido.' })),
  password: () =>
    z
      .string({ error: 'O campo senha é obrigatório.' })
      .min(8, 'A senha deve ter pelo menos 8 caracteres.')
      .max(200, 'A senha deve ter no máximo 200 caracteres.'),
  id: idField,
};

// ---------------------------------------------------------------- checkout and paths

/** The carrier service of a cart's store or an order: PAC or SEDEX. */
export const serviceField = () => z.enum(['PAC', 'SEDEX'], { error: 'Escolha PAC ou SEDEX.' });

/** `{business}` in a path: only the one business (spec section 9) exists. */
export function assertBusiness(params: unknown): void {
  const business = (params as { business?: string }).business;
  if (business !== String(BUSINESS_ID)) throw notFound('Empresa não encontrada.');
}

/** Registers POST on the path with and without the trailing slash the spec writes (update-cart/). */
export function postWithSlash(
  app: FastifyInstance,
  path: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.post(path, handler);
  app.post(`${path}/`, handler);
}
