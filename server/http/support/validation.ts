import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { ValidationError } from './errors.ts';

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
  id: (label: string) =>
    z.coerce
      .number({ error: `O campo ${label} deve ser um número.` })
      .int(`O campo ${label} deve ser um número inteiro.`)
      .positive(`O campo ${label} deve ser um número positivo.`),
};
