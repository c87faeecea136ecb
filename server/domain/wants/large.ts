import { bestBandsCart } from './bands.ts';
import { branchAndBound, type ExactLeaf, StoreSearch, targetOf } from './bnb.ts';
import { chainShift } from './chain.ts';
import type { LagrangeResult } from './lagrange.ts';
import { cheapestUnitsAmong } from './leaf.ts';
import { reachMinimums } from './minimum.ts';
import { type Allocation, costOf, type Instance } from './model.ts';
import { openSetSearch, searchOpenSets, shiftedCartFrom } from './openset.ts';
import type { Partner } from './partner.ts';
import { relaxationOf } from './relax.ts';
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
/**
 * A node's cart within this share above the best known tries reaching its stores' free-shipping
 * minimums (minimum.ts), which saved up to 3 % on the ×10 decks.
 */
const MINIMUM_NEAR = 0.05;
/**
 * A cart within this share above the best known gets the best bands of its stores (bands.ts), for at
 * most BANDS_MS a try: on the 20 SQLite ×10 decks' 1.5 s carts its search took 25–151 nodes, 7–37 ms.
 */
const BANDS_NEAR = 0.03;
const BANDS_MS = 100;
const BANDS_TRIES = 3;
/** Pair visits the nodes' searches may make in all. */
const NODE_WORK = 20_000_000;
/**
 * Nodes between two carts in this thread's part of a tree shared with a helper (partner.ts): the
 * helper's nodes seed no cart, so this thread's nodes seed more of them. Measured on nine SQLite ×10
 * decks (1.4 s, three runs each against a version whose primary only built carts from the helper's
 * nodes): with 48, bounds 0.86 % below the best known cart on average instead of 1.07 %, carts
 * 0.44 % above it instead of 0.26 %.
 */
const SHARE_CART_EVERY = 8;
/** How long the primary waits for a node it asked the helper for (ms). */
const NODE_WAIT_MS = 2;

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
  /**
   * When the branch-and-bound stops while its cart is not yet proven within `relGap` (at least
   * `until`): past `until` it goes on, its nodes' searches too, only until the proof or this
   * (docs/optimizer.md, "Grace"). A search proven in time is the same with or without it.
   */
  graceUntil?: number;
  /** A leaf's open stores solved exactly, until a time (solver.ts, `exactLeaves`). */
  leafExact?: ExactLeaf;
  /**
   * A helper thread that runs the branch-and-bound from the root while this thread searches for carts
   * (partner.ts); when the search is done, this thread shares the tree (`shareTree`).
   */
  partner?: Partner;
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
  const { maxStores, relGap, partner } = options;
  let plan = first;
  let upper = costOf(instance, plan).total;
  // The helper starts its branch-and-bound beside this thread's search, once the search has a cart
  // of its own: from the naive cart's total (4–6 times the best at ×10) T would steer its first nodes'
  // steps, and the λ their children inherit, far off.
  let published = false;
  // The branch-and-bound's end, and its nodes' searches': the grace's when there is one.
  const end = Math.max(options.until, options.graceUntil ?? options.until);
  const offer = (total: number) => {
    if (!partner) return;
    if (!published) partner.publishRoot(lagrange, total, end - CHAIN_MS);
    else partner.offerUpper(total);
    published = true;
  };
  const mine = new Set(plan.filter((a) => a.quantity > 0).map((a) => instance.offers[a.offer].store));
  // The best bands of a cart's stores: a set of stores whose search ended is not searched again, one
  // stopped by BANDS_MS at most BANDS_TRIES times.
  const searched = new Map<string, number>();
  const withBestBands = (cart: Allocation[], until: number): Allocation[] => {
    const key = [...new Set(cart.filter((a) => a.quantity > 0).map((a) => instance.offers[a.offer].store))]
      .sort((a, b) => a - b)
      .join(',');
    const tries = searched.get(key) ?? 0;
    if (tries >= BANDS_TRIES || performance.now() >= until) return cart;
    const found = bestBandsCart(instance, cart, { until: Math.min(until, performance.now() + BANDS_MS) });
    searched.set(key, found.proven ? BANDS_TRIES : tries + 1);
    return found.plan;
  };
  // From the stores open at the bound's best λ, then, when the work and time allow, from the first
  // cart's (each reaches a better cart than the other on some decks).
  const seeds = [lagrange.open, instance.stores.map((_, s) => mine.has(s))];
  const found = searchOpenSets(instance, seeds, {
    maxStores,
    until: options.searchUntil,
    floor: lagrange.storeBound,
    onBetter: partner ? offer : undefined,
  });
  // Its units moved in chains of two (chain.ts), then the best cart of its stores, bands searched
  // (storeset.ts): a cheaper cart of the same stores lowers T.
  const chained = found
    ? withBestBands(
        storeSetCart(instance, reachMinimums(instance, chainShift(instance, found), { maxStores }), {
          until: options.until,
        }),
        options.until - CHAIN_MS,
      )
    : null;
  // (The search's own cart when the chains' fails the check: its total may already be the helper's T.)
  const better = chained && covers(instance, need, chained) ? chained : found;
  const cost = better ? costOf(instance, better).total : Number.POSITIVE_INFINITY;
  if (better && cost < upper) {
    plan = better;
    upper = cost;
  }
  offer(upper);
  const target = targetOf(upper, relGap);
  if (lagrange.bound >= target || performance.now() > end) {
    // The helper's nodes (all its own: this thread never asked for one) still prove its bound.
    const helper = partner?.helping() ? partner.proven(Number.POSITIVE_INFINITY) : 0;
    return { plan, upper, bound: Math.max(lagrange.bound, helper), nodes: partner?.nodes() ?? 0 };
  }
  // A node's open stores seed a short search; a cheaper cart lowers the branch-and-bound's target.
  const search = openSetSearch(instance, NODE_WORK, end);
  const cart = (open: readonly boolean[]) => {
    const found = shiftedCartFrom(instance, search, open, {
      maxStores,
      floor: lagrange.storeBound,
      swapsPerStore: NODE_SWAPS,
    });
    if (!found) return Number.POSITIVE_INFINITY;
    // Stores short of their free-shipping minimum may reach it with units bought elsewhere (a cart
    // near the best known: 1–3 ms).
    if (found.total < upper * (1 + MINIMUM_NEAR)) {
      const topped = reachMinimums(instance, found.plan, { maxStores });
      const toppedTotal = costOf(instance, topped).total;
      if (toppedTotal < found.total) {
        found.plan = topped;
        found.total = toppedTotal;
      }
    }
    // A cart near the best known gets the best cart of its stores (a few milliseconds).
    if (found.total < upper * (1 + STORE_SET_NEAR)) {
      const fixed = storeSetCart(instance, found.plan, { until: end, pairs: false });
      const total = costOf(instance, fixed).total;
      if (total < found.total) {
        found.plan = fixed;
        found.total = total;
      }
    }
    if (found.total < upper * (1 + BANDS_NEAR)) {
      const fixed = withBestBands(found.plan, end - CHAIN_MS);
      const total = costOf(instance, fixed).total;
      if (total < found.total) {
        found.plan = fixed;
        found.total = total;
      }
    }
    if (found.total < upper) {
      plan = found.plan;
      upper = found.total;
      offer(upper);
    }
    return found.total;
  };
  // A leaf's cart: each line's cheapest units among its open stores, minimums reached, bands searched.
  const leafCart = (open: readonly boolean[]) => {
    const start = cheapestUnitsAmong(instance, need, open);
    if (!start) return Number.POSITIVE_INFINITY;
    let found = storeSetCart(instance, reachMinimums(instance, start, { maxStores }), {
      until: end,
      pairs: false,
    });
    if (costOf(instance, found).total < upper * (1 + BANDS_NEAR))
      found = withBestBands(found, end - CHAIN_MS);
    const cost = costOf(instance, found);
    if (maxStores !== undefined && cost.perStore.size > maxStores) return Number.POSITIVE_INFINITY;
    if (cost.total < upper) {
      plan = found;
      upper = cost.total;
      offer(upper);
    }
    return cost.total;
  };
  // A leaf whose bound stays below T: its stores solved exactly, its cart taken when cheaper.
  const exact = options.leafExact;
  const leafExact = exact
    ? (open: readonly boolean[]) => {
        const found = exact(open, end - CHAIN_MS);
        const cost = found.plan ? costOf(instance, found.plan) : null;
        const within = cost !== null && (maxStores === undefined || cost.perStore.size <= maxStores);
        if (found.plan && within && cost.total < upper && covers(instance, need, found.plan)) {
          plan = found.plan;
          upper = cost.total;
          offer(upper);
        }
        return { bound: found.bound, total: upper };
      }
    : undefined;
  // The stores whose own bound reaches the target are closed from the start (lagrange.ts).
  const bnbOptions = {
    leafExact,
    keep: lagrange.storeBound.map((b) => b < target),
    lambda: lagrange.lambda,
    rootBound: lagrange.bound,
    until: end - CHAIN_MS,
    cart,
    leafCart,
    storeBound: lagrange.storeBound,
  };
  const result = partner?.helping()
    ? shareTree(
        partner,
        new StoreSearch(
          need,
          relaxationOf(instance, need),
          upper,
          relGap,
          { ...bnbOptions, cartEvery: SHARE_CART_EVERY },
          false,
        ),
        leafCart,
      )
    : branchAndBound(instance, need, upper, relGap, bnbOptions);
  const bound = Math.max(lagrange.bound, result.bound);
  const nodes = result.nodes;
  // The nodes' searches may have found a cart of other stores: its units moved in chains too.
  // (Its time: up to `until`, or CHAIN_MS after a search that ran into the grace.)
  const lastUntil = Math.max(options.until, performance.now() + CHAIN_MS);
  const last = withBestBands(
    storeSetCart(instance, reachMinimums(instance, chainShift(instance, plan), { maxStores }), {
      until: lastUntil,
    }),
    lastUntil,
  );
  const lastCost = costOf(instance, last).total;
  if (lastCost < upper && covers(instance, need, last)) {
    plan = last;
    upper = lastCost;
  }
  return { plan, upper, bound, nodes };
}

/**
 * This thread's part of a tree shared with its helper (partner.ts): it asks for the helper's least
 * node whenever its own least is above the helper's bound (or it has none), and otherwise evaluates
 * its own least node, until its deadline, the target or the end of both searches. Its nodes' carts
 * lower T for both. Returns the bound proven over both threads.
 */
export function shareTree(
  partner: Partner,
  search: StoreSearch,
  leafCart?: (open: readonly boolean[]) => number,
): { bound: number; nodes: number } {
  for (;;) {
    // The helper's leaves get their carts here (the helper builds none).
    if (leafCart) for (const open of partner.takeLeaves()) search.lower(leafCart(open));
    search.lower(partner.upper());
    if (search.expired()) break;
    const node = partner.takeNode();
    if (node) search.give(node);
    if (partner.proven(search.bound()) >= search.target) break;
    if (!search.open() || search.least() > partner.helperBound()) {
      if (!search.open() && !node && partner.finished()) break;
      partner.ask();
      if (!search.open()) {
        partner.waitForNode(NODE_WAIT_MS);
        continue;
      }
    }
    search.step();
  }
  partner.release();
  return { bound: partner.proven(search.bound()), nodes: search.nodes + partner.nodes() };
}
