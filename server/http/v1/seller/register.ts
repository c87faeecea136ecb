import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, languageName, PRODUCT_TYPES } from '../../../domain/catalogue/references.ts';
import { registerProduct } from '../../../domain/stock/lookup.ts';
import { createSuggestion } from '../../../domain/suggestions/suggestions.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action, HttpError, notFound } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { field, idField, postWithSlash, validate } from '../../support/validation.ts';

/** Spec section 8: the message of a product suggestion that could not be saved. */
export const SUGGESTION_SAVE_ERROR = 'Erro ao salvar, aguarde e tente mais tarde';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];

const registerProductSchema = z.object({
  store_id: idField('loja'),
  product_id: idField('produto'),
});

export const createProductSchema = z.object({
  name: field.text('nome', 160),
  type: z
    .enum(PRODUCT_TYPES, { error: 'O campo tipo deve ser card, tcg, accessory ou bra.' })
    .nullish()
    .transform((type) => type ?? 'card'),
  collection: field.optionalText('coleção', 120),
  number: field.optionalText('número', 40),
  language: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(LANGUAGE_CODES, { error: 'O campo idioma é inválido.' }).nullish(),
  ),
  notes: field.optionalText('observações', 1800),
});

/**
 * The suggestion's notes: the number and language the user gave (the suggestions table keeps free
 * text for them), then what they wrote.
 */
export function suggestionNotes(input: z.output<typeof createProductSchema>): string | null {
  const lines = [
    input.number ? `Número: ${input.number}` : null,
    input.language ? `Idioma: ${languageName(input.language)}` : null,
    input.notes || null,
  ].filter((line): line is string => Boolean(line));
  return lines.length ? lines.join('\n') : null;
}

/** Seller calls: finding a catalogue product to list and suggesting a missing one. */
export async function registerRoutes(app: FastifyInstance, { db }: AppServices): Promise<void> {
  /**
   * The product a seller picked, as the register screen shows it: the catalogue entry, the market's
   * lowest price (overall and per condition) and the store's own listings of it.
   */
  postWithSlash(app, '/product-register/product', async (request) => {
    const input = validate(registerProductSchema, request.body);
    await requireStoreAccess(db, request, input.store_id);
    const found = await registerProduct(db, input.store_id, input.product_id);
    if (!found) throw notFound('Produto não encontrado.');
    return action('', found);
  });

  /**
   * Spec section 7 "POST /v1/product/create_product": a product missing from the catalogue, saved as
   * a suggestion pending approval (docs/suggestions.md); the approval notifies the author live.
   */
  postWithSlash(app, '/product/create_product', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(createProductSchema, request.body);
    let suggestion: Awaited<ReturnType<typeof createSuggestion>>;
    try {
      suggestion = await createSuggestion(db, user.id, {
        name: input.name,
        collection: input.collection || null,
        type: input.type,
        notes: suggestionNotes(input),
      });
    } catch (error) {
      request.log.error(error, 'create_product');
      throw new HttpError(500, SUGGESTION_SAVE_ERROR, { error: true });
    }
    reply.code(201);
    return action('Salvo com sucesso', suggestion);
  });
}
