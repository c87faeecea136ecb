import { branchAndBound } from './bnb.ts';
import { chainShift } from './chain.ts';
import type { LagrangeResult } from './lagrange.ts';
import { type Allocation, costOf, type Instance } from './model.ts';
import { openSetSearch, searchOpenSets, shiftedCartFrom } from './openset.ts';
import { storeSetCart } from './storeset.ts';

/**
 * The steps of a large instance's cost solve after its root bound (docs/optimizer.md, "The solver",
 * steps 3 and 4; ×10: about 8,000 pairs over 400 stores): the open-set search from the bound's open
 * stores and from the first cart's, then the branch-and-bound over the stores (bnb.ts), whose nodes'
 * open stores also seed the search for a cheaper cart. Returns the best cart and the bound proven.
 */

/** Swap partners per open store when a node's open stores seed the search (a full search costs ~0.2 s). */
const NODE_SWAPS = 5;
/**
 * Time kept for the last chainShift and storeSetCart (40–60 ms and 10–30 ms on a ×10 cart, under
 * load).
 */
const CHAIN_MS = 80;
/** A node's cart within this share above the best known gets the best cart of its stores. */
const STORE_SET_NEAR = 0.03;
/** Pair visits the nodes' searches may make in all. */
const NODE_WORK = 20_000_000;

/** Whether a plan gives every line its units within each offer's stock (a check on chain.ts). */
function covers(instance: Instance, need: readonly number[], plan: readonly Allocation[]): boolean {
  const perLine = need.map(() => 0);
  const perOffer = instance.offers.map(() => 0);
  for (const a of plan) {
    if (!instance.offers[a.offer].lines.includes(a.line)) return false;
    perLine[a.line] += a.quantity;
    perOffer[a.offer] += a.quantity;
  }
  return perLine.every((u, l) => u === need[l]) && perOffer.every((u, o) => u <= instance.offers[o].stock);
}

export interface LargeOptions {
  maxStores?: number;
  relGap: number;
  /** When the open-set search from the seeds stops (ms, performance.now()). */
  searchUntil: number;
  /** When the branch-and-bound stops. */
  until: number;
}

export interface LargeResult {
  plan: Allocation[];
  upper: number;
  bound: number;
  nodes: number;
}

export function solveLarge(
  instance: Instance,
  need: readonly number[],
  first: Allocation[],
  lagrange: LagrangeResult,
  options: LargeOptions,
): LargeResult {
  const { maxStores, relGap } = options;
  let plan = first;
  let upper = costOf(instance, plan).total;
  const mine = new Set(plan.filter((a) => a.quantity > 0).map((a) => instance.offers[a.offer].store));
  // From the stores open at the bound's best λ, then, when the work and time allow, from the first
  // cart's (each reaches a better cart than the other on some decks).
  const seeds = [lagrange.open, instance.stores.map((_, s) => mine.has(s))];
  const found = searchOpenSets(instance, seeds, {
    maxStores,
    until: options.searchUntil,
    floor: lagrange.storeBound,
  });
  // Its units moved in chains of two (chain.ts), then the best cart of its stores, bands searched
  // (storeset.ts): a cheaper cart of the same stores lowers T.
  const chained = found
    ? storeSetCart(instance, chainShift(instance, found), { until: options.until })
    : null;
  const cost = chained ? costOf(instance, chained).total : Number.POSITIVE_INFINITY;
  if (chained && cost < upper && covers(instance, need, chained)) {
    plan = chained;
    upper = cost;
  }
  const target = relGap > 0 ? Math.ceil(upper * (1 - relGap)) : upper;
  if (lagrange.bound >= target || performance.now() > options.until) {
    return { plan, upper, bound: lagrange.bound, nodes: 0 };
  }
  // A node's open stores seed a short search; a cheaper cart lowers the branch-and-bound's target.
  const search = openSetSearch(instance, NODE_WORK, options.until);
  const cart = (open: readonly boolean[]) => {
    const found = shiftedCartFrom(instance, search, open, {
      maxStores,
      floor: lagrange.storeBound,
      swapsPerStore: NODE_SWAPS,
    });
    if (!found) return Number.POSITIVE_INFINITY;
    // A cart near the best known gets the best cart of its stores (a few milliseconds).
    if (found.total < upper * (1 + STORE_SET_NEAR)) {
      const fixed = storeSetCart(instance, found.plan, { until: options.until, pairs: false });
      const total = costOf(instance, fixed).total;
      if (total < found.total) {
        found.plan = fixed;
        found.total = total;
      }
    }
    if (found.total < upper) {
      plan = found.plan;
      upper = found.total;
    }
    return found.total;
  };
  // The stores whose own bound reaches the target are closed from the start (lagrange.ts).
  const keep = lagrange.storeBound.map((b) => b < target);
  const result = branchAndBound(instance, need, upper, relGap, {
    keep,
    lambda: lagrange.lambda,
    rootBound: lagrange.bound,
    until: options.until - CHAIN_MS,
    cart,
  });
  // The nodes' searches may have found a cart of other stores: its units moved in chains too.
  const last = storeSetCart(instance, chainShift(instance, plan), { until: options.until });
  const lastCost = costOf(instance, last).total;
  if (lastCost < upper && covers(instance, need, last)) {
    plan = last;
    upper = lastCost;
  }
  return { plan, upper, bound: Math.max(lagrange.bound, result.bound), nodes: result.nodes };
}
