import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commerceFor } from '../../domain/payments/commerce.ts';
import {
  createSuggestion,
  listOwnSuggestions,
  listSuggestionsForReview,
  reviewSuggestion,
} from '../../domain/suggestions/suggestions.ts';
import type { AppServices } from '../context.ts';
import { requireAdmin, requireUser } from '../support/auth.ts';
import { action, notFound } from '../support/errors.ts';
import { field, postWithSlash, validate } from '../support/validation.ts';

const PRODUCT_TYPES = ['card', 'tcg', 'accessory', 'bra'] as const;

const suggestionSchema = z.object({
  name: field.text('nome', 160),
  collection: field.optionalText('coleção', 120),
  type: z
    .enum(PRODUCT_TYPES, { error: 'O campo tipo deve ser card, tcg, accessory ou bra.' })
    .nullish()
    .transform((type) => type ?? 'card'),
  notes: field.optionalText('observações', 2000),
});

const reviewSchema = z.object({
  status: z.enum(['approved', 'rejected'], {
    error: 'O campo status deve ser approved (aprovar) ou rejected (recusar).',
  }),
});

const listSchema = z.object({
  status: z
    .enum(['pending', 'approved', 'rejected'], {
      error: 'O filtro status deve ser pending, approved ou rejected.',
    })
    .optional(),
});

function suggestionId(params: unknown): number {
  const raw = (params as { id?: string }).id ?? '';
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound('Sugestão não encontrada.');
  return id;
}

/**
 * Card suggestions (spec section 4, docs/suggestions.md): a signed-in user suggests a card and sees
 * their own; an admin lists them and approves or rejects one.
 */
export async function suggestionRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  postWithSlash(app, '/product-suggestions', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(suggestionSchema, request.body);
    const suggestion = await createSuggestion(db, user.id, {
      name: input.name,
      collection: input.collection || null,
      type: input.type,
      notes: input.notes || null,
    });
    reply.code(201);
    return action('Salvo com sucesso', suggestion);
  });

  app.get('/product-suggestions', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', await listOwnSuggestions(db, user.id));
  });

  app.get('/admin/product-suggestions', async (request) => {
    await requireAdmin(db, request);
    const { status } = validate(listSchema, request.query);
    return action('', await listSuggestionsForReview(db, status ?? null));
  });

  app.put('/admin/product-suggestions/:id', async (request) => {
    const { user } = await requireAdmin(db, request);
    const id = suggestionId(request.params);
    const { status } = validate(reviewSchema, request.body);
    const { suggestion } = await reviewSuggestion(db, commerce.broadcast, {
      id,
      status,
      reviewerId: user.id,
    });
    return action(
      status === 'approved' ? 'Sugestão aprovada com sucesso!' : 'Sugestão recusada.',
      suggestion,
    );
  });
}
