import { RefusedError } from '../errors.ts';

/** One problem of a refused order; the front end shows each description as a warning (spec section 8). */
export interface OrderProblem {
  description: string;
  code: string;
  listing_id?: number;
}

/** A refused order: 422 with `error: true` and every problem in `messages` (docs/checkout.md). */
export class OrderRefusedError extends RefusedError {
  constructor(readonly problems: OrderProblem[]) {
    const more = problems.length - 1;
    const first = problems[0]?.description ?? 'Não foi possível criar o pedido.';
    super(more > 0 ? `${first} (e mais ${more} ${more === 1 ? 'problema' : 'problemas'})` : first, {
      error: true,
      messages: problems,
      errors: { order: problems.map((p) => p.description) },
    });
  }
}
