import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addToCart,
  buildCart,
  emptyCart,
  presentShipping,
  removeFromCart,
  saveCartMeta,
  saveStoreShipping,
  updateCart,
} from '../../domain/cart/cart.ts';
import { cartFor } from '../../domain/cart/cart-view.ts';
import { toCents } from '../../domain/cart/money.ts';
import { listingOfAd } from '../../domain/classifieds/write.ts';
import { commerceFor } from '../../domain/payments/commerce.ts';
import { normalizeCep } from '../../drivers/shared/cep.ts';
import type { AppServices } from '../context.ts';
import { authenticate, bearerToken, requireUser } from '../support/auth.ts';
import { action, unauthenticated } from '../support/errors.ts';
import {
  field,
  flag,
  postWithSlash,
  quantityField,
  reaisField,
  serviceField,
  validate,
} from '../support/validation.ts';

// ---------------------------------------------------------------- schemas

const addSchema = z
  .object({
    listing_id: field.id('anúncio').optional(),
    store_product_id: field.id('anúncio').optional(),
    ad_id: field.id('anúncio').optional(),
    quantity: quantityField(1),
    is_update_from_cart: flag().optional().default(false),
  })
  .refine((b) => b.listing_id ?? b.store_product_id ?? b.ad_id, {
    message: 'Informe o anúncio (listing_id).',
    path: ['listing_id'],
  });

const updateSchema = z.object({
  items: z
    .array(z.object({ id: field.id('item'), quantity: quantityField(0) }), {
      error: 'Informe os itens do carrinho.',
    })
    .min(1, 'Informe ao menos um item.')
    .max(200, 'Itens demais.'),
});

const metaSchema = z
  .object({
    wallet_credit: reaisField('crédito').optional(),
    address_id: field.id('endereço').nullable().optional(),
  })
  .refine((b) => b.wallet_credit !== undefined || b.address_id !== undefined, {
    message: 'Informe o crédito a usar.',
    path: ['wallet_credit'],
  });

const shippingsQuery = z.object({
  store_id: field.id('loja').optional(),
  cep: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || normalizeCep(v) !== null,
      'CEP inválido: informe os 8 dígitos no formato 00000-000.',
    ),
});

/** Cart calls of spec section 7 ("Cart and orders"). Every answer carries the cart in `result`. */
export async function cartRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);
  const cartOf = (userId: number) => cartFor(services, userId);

  const add = async (request: FastifyRequest) => {
    const { user } = await requireUser(db, request);
    const input = validate(addSchema, request.body);
    // A classified ad is sold through the store listing behind it (docs/classifieds.md, "Cart").
    const listingId =
      input.listing_id ?? input.store_product_id ?? (await listingOfAd(db, input.ad_id as number));
    await addToCart(db, user.id, {
      listingId,
      quantity: input.quantity,
      replace: input.is_update_from_cart,
    });
    return action('Adicionado ao carrinho', await cartOf(user.id));
  };
  app.post('/add-to-cart', add);
  app.post('/add-ad-to-cart', add);

  app.get<{ Params: { guest: string } }>('/active-cart/:guest', async (request) => {
    const auth = await authenticate(db, request);
    if (auth) return action('', await cartOf(auth.user.id));
    // A token that no longer works is a lapsed session, not a visitor: 401 lets the screen log out.
    if (bearerToken(request)) throw unauthenticated();
    if (!/^[A-Za-z0-9]{20}$/.test(request.params.guest)) {
      validate(
        z.object({ guest: z.string().regex(/^[A-Za-z0-9]{20}$/, 'Identificador de visitante inválido.') }),
        request.params,
      );
    }
    return action('', emptyCart());
  });

  app.post('/remove-from-cart', async (request) => {
    const { user } = await requireUser(db, request);
    const { id } = validate(z.object({ id: field.id('item') }), request.body);
    await removeFromCart(db, user.id, id);
    return action('Removido do carrinho', await cartOf(user.id));
  });

  postWithSlash(app, '/update-cart', async (request) => {
    const { user } = await requireUser(db, request);
    const { items } = validate(updateSchema, request.body);
    await updateCart(db, user.id, items);
    return action('Carrinho atualizado', await cartOf(user.id));
  });

  app.post('/cart/save-store-shippiment', async (request) => {
    const { user } = await requireUser(db, request);
    const input = validate(z.object({ store_id: field.id('loja'), service: serviceField() }), request.body);
    await saveStoreShipping(db, user.id, input.store_id, input.service);
    return action('Frete selecionado', await cartOf(user.id));
  });

  app.post('/cart/meta', async (request) => {
    const { user } = await requireUser(db, request);
    const input = validate(metaSchema, request.body);
    await saveCartMeta(db, user.id, {
      walletCredit: input.wallet_credit === undefined ? undefined : toCents(input.wallet_credit),
      addressId: input.address_id,
    });
    return action(
      input.wallet_credit !== undefined ? 'Crédito aplicado' : 'Carrinho atualizado',
      await cartOf(user.id),
    );
  });

  app.get('/shippiments', async (request) => {
    const { user } = await requireUser(db, request);
    const query = validate(shippingsQuery, request.query);
    const cart = await buildCart(db, user.id, {
      clock: commerce.clock,
      destinationCep: query.cep ? (normalizeCep(query.cep) as string) : undefined,
    });
    const groups = cart.stores.filter((g) => query.store_id === undefined || g.store.id === query.store_id);
    return action(
      '',
      groups.map((g) => presentShipping(g, cart.destination)),
    );
  });
}
