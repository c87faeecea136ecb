import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { normalizeCep } from '../../drivers/shared/cep.ts';
import { ufFromCep } from '../../drivers/shared/cep-ranges.ts';
import type { Clock } from '../../drivers/shared/clock.ts';
import { systemClock } from '../../drivers/shared/clock.ts';
import { defaultAddress } from '../addresses/addresses.ts';
import { buildCart, replaceCart } from '../cart/cart.ts';
import { toReais } from '../cart/money.ts';
import { extrasCodes } from '../catalogue/references.ts';
import { RefusedError, ValidationError } from '../errors.ts';
import { lineProducts, linesOf, ownList } from './lists.ts';
import { costOf, type Mode, naivePlan } from './model.ts';
import { type LoadedInstance, loadInstance } from './offers.ts';
import { solveOffThread } from './solve-thread.ts';
import { API_REL_GAP, noCart, type Solved } from './solver.ts';

/**
 * "Montar carrinho mais barato" (docs/optimizer.md): the list's cheapest cover to the buyer's CEP,
 * the saving against the naive cart and the current cart, and the cart replaced by it on request.
 */

/**
 * When a large instance's solve should be done, counted from the request's start (ms): the ×10 target
 * is 2 s through HTTP, and what follows the solve (the plan remembered, the answer built) takes the rest.
 * Measured with two threads on a solve (docs/optimizer.md, "Two threads on one solve"): p95 1.79–1.83 s
 * through HTTP on SQLite and PostgreSQL ×10 (1.6 s before: p95 1.68 s, fewer answers within 1 %).
 */
export const LARGE_ANSWER_MS = 1750;

/**
 * How long a large instance's search may go on past LARGE_ANSWER_MS while its cart is not yet proven
 * within the gap asked for, counted from the request's start too (ms; solver.ts, `graceDeadline`).
 * The ×10 target is a p95: a deck the search proves in time answers as before, and the few it does
 * not (PostgreSQL ×10: 0–6 calls in 40, at 1.01–1.9 %) take up to this instead of answering a
 * wider gap (docs/optimizer.md, "Grace").
 */
export const LARGE_GRACE_MS = 3000;

export interface OptimizeOptions {
  cep?: string | null;
  mode: Mode;
  /** Seconds each solve may take before it returns its best plan and proven gap. */
  timeLimit?: number;
  /** Relative gap a solve may stop at (API_REL_GAP unless given; 0 proves the optimum). */
  relGap?: number;
  /**
   * When the request began (performance.now(), ms): a large instance's solve then ends by
   * LARGE_ANSWER_MS after it, whatever loading took (solver.ts, `deadline`).
   */
  requestStarted?: number;
  clock?: Clock;
}

/** The CEP to quote to: the one given, else the buyer's default address; 422 when there is none or it is unknown. */
async function destination(db: DB, userId: number, cep: string | null | undefined): Promise<string> {
  const given = cep ?? (await defaultAddress(db, userId))?.postcode ?? null;
  if (!given) throw new ValidationError({ cep: ['Informe o CEP de entrega para calcular o frete.'] });
  const digits = normalizeCep(given);
  if (!digits)
    throw new ValidationError({ cep: ['CEP inválido: informe os 8 dígitos no formato 00000-000.'] });
  if (!ufFromCep(digits)) throw new ValidationError({ cep: ['CEP não encontrado.'] });
  return digits;
}

export interface SolvedList {
  loaded: LoadedInstance;
  solved: Solved;
  cep: string;
}

/** Solves the list's instance under the mode. */
export async function optimizeList(
  db: DB,
  userId: number,
  listId: number,
  input: OptimizeOptions,
): Promise<SolvedList> {
  await ownList(db, userId, listId);
  const cep = await destination(db, userId, input.cep);
  const lines = await linesOf(db, listId);
  if (lines.length === 0)
    throw new RefusedError('A lista está vazia: adicione cartas antes de montar o carrinho.');
  const loaded = await loadInstance(db, userId, lines, cep, input.clock ?? systemClock);
  // In a solver thread (solve-thread.ts): the host's event loop stays free meanwhile.
  const solved = await solveOffThread(loaded.instance, input.mode, {
    // Unless given: SOLVE_SECONDS, or LARGE_SOLVE_SECONDS for a large instance (solver.ts).
    timeLimit: input.timeLimit,
    relGap: input.relGap ?? API_REL_GAP,
    deadline: input.requestStarted === undefined ? undefined : input.requestStarted + LARGE_ANSWER_MS,
    graceDeadline: input.requestStarted === undefined ? undefined : input.requestStarted + LARGE_GRACE_MS,
  });
  if (noCart(solved.status)) {
    throw new RefusedError(noCartMessage(solved.status, input.mode));
  }
  return { loaded, solved, cep };
}

/** The chosen units merged per listing (one listing may serve two lines). */
export function cartLines(opt: SolvedList) {
  const byListing = new Map<number, number>();
  for (const a of opt.solved.plan) {
    const id = opt.loaded.offers[a.offer].listing_id;
    byListing.set(id, (byListing.get(id) ?? 0) + a.quantity);
  }
  return [...byListing].map(([listingId, quantity]) => ({ listingId, quantity }));
}

/** Remembers the chosen offers, so a change to one of them reaches the buyer (alerts.ts). */
export async function rememberPlan(db: DB, userId: number, listId: number, opt: SolvedList): Promise<void> {
  const prices = new Map(opt.loaded.offers.map((o) => [o.listing_id, o.price]));
  const rows = cartLines(opt).map((l) => ({
    list_id: listId,
    listing_id: l.listingId,
    user_id: userId,
    price: prices.get(l.listingId) ?? 0,
    quantity: l.quantity,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('want_optimized_offers').where('list_id', '=', listId).execute();
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto('want_optimized_offers')
        .values(rows.slice(i, i + 200))
        .execute();
    }
  });
}

/** The API's answer: totals in reais, the stores with their items, the lines left out, the savings. */
export async function presentOptimization(
  db: DB,
  userId: number,
  listId: number,
  opt: SolvedList,
  clock?: Clock,
) {
  const { loaded, solved } = opt;
  const naive = costOf(loaded.instance, naivePlan(loaded.instance));
  const cart = await buildCart(db, userId, { clock, destinationCep: opt.cep });
  // Only the chosen offers' products are shown (all the offers' were a thousand ids at ×10).
  const products = await lineProducts(
    db,
    solved.plan.map((a) => loaded.offers[a.offer].product_id),
  );
  const stores = [...solved.cost.perStore].map(([s, figures]) => {
    const store = loaded.stores[s];
    const items = solved.plan
      .filter((a) => loaded.instance.offers[a.offer].store === s)
      .map((a) => {
        const offer = loaded.offers[a.offer];
        return {
          listing_id: offer.listing_id,
          line_id: loaded.lines[a.line].id,
          product: products.get(offer.product_id) ?? null,
          condition: offer.condition,
          language: offer.language,
          extras: extrasCodes(offer.extras),
          price: toReais(offer.price),
          quantity: a.quantity,
          total: toReais(offer.price * a.quantity),
        };
      });
    return {
      id: store.id,
      name: store.name,
      slug: store.slug,
      uf: store.uf,
      subtotal: toReais(figures.subtotal),
      shipping: toReais(figures.shipping),
      free_shipping: figures.shipping === 0,
      weight_grams: figures.grams,
      items,
    };
  });
  const all = await linesOf(db, listId);
  const uncovered = loaded.lines.flatMap((line, l) =>
    solved.short[l] > 0
      ? [
          {
            line_id: line.id,
            card_name: line.card_name,
            wanted: line.quantity,
            missing: solved.short[l],
            message:
              solved.short[l] === line.quantity
                ? `Nenhuma oferta atende ${line.card_name ?? line.source}.`
                : `Só há ${line.quantity - solved.short[l]} de ${line.quantity} unidades de ${line.card_name ?? line.source}.`,
          },
        ]
      : [],
  );
  const unresolved = all
    .filter((l) => l.status !== 'matched')
    .map((l) => ({ line_id: l.id, source: l.source, status: l.status }));
  const total = solved.cost.total;
  return {
    list_id: listId,
    cep: `${opt.cep.slice(0, 5)}-${opt.cep.slice(5)}`,
    status: solved.status,
    gap: Number(solved.gap.toFixed(6)),
    bound: toReais(Math.min(solved.bound, total)),
    millis: Math.round(solved.millis),
    items: toReais(solved.cost.items),
    shipping: toReais(solved.cost.shipping),
    total: toReais(total),
    stores_count: stores.length,
    // Fewest stores: whether that count is proven the fewest (null in the other modes).
    stores_proven: solved.storesProven ?? null,
    // The store limit the total is the cheapest under (fewest, max_stores), null for the cheapest total.
    store_limit: solved.storeLimit ?? null,
    stores,
    uncovered,
    unresolved,
    naive: {
      total: toReais(naive.total),
      saving: toReais(naive.total - total),
      stores_count: naive.perStore.size,
    },
    cart:
      cart.lines.length > 0
        ? { total: toReais(cart.total), saving: toReais(cart.total - total), items_count: cart.count }
        : null,
    computed_at: nowIso(),
  };
}

/** POST /v1/wants/{id}/cart: optimizes now and puts the result in the cart, replacing what was there. */
export async function replaceCartWithList(db: DB, userId: number, listId: number, input: OptimizeOptions) {
  const opt = await optimizeList(db, userId, listId, input);
  const lines = cartLines(opt);
  if (lines.length === 0)
    throw new RefusedError('Nenhuma oferta atende esta lista: o carrinho não foi alterado.');
  await replaceCart(db, userId, lines);
  await rememberPlan(db, userId, listId, opt);
  return opt;
}

/**
 * Why no cart came back: none exists (proved), or the time limit ran out before one was found, which
 * with a store limit does not mean there is none (the buyer may try again, or allow more stores).
 */
function noCartMessage(status: 'infeasible' | 'unsolved', mode: Mode): string {
  if (mode.kind === 'max_stores') {
    const stores = `${mode.stores} ${mode.stores === 1 ? 'loja' : 'lojas'}`;
    return status === 'infeasible'
      ? `Não é possível cobrir a lista com no máximo ${stores}.`
      : `Não encontramos a tempo um carrinho com no máximo ${stores}. Tente de novo ou permita mais lojas.`;
  }
  return status === 'infeasible'
    ? 'Não foi possível montar um carrinho com as ofertas disponíveis.'
    : 'Não encontramos um carrinho a tempo. Tente de novo em instantes.';
}
