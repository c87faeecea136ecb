import { HttpError, ValidationError } from '../../http/support/errors.ts';

/**
 * The domain's refusals, already in the API's shape (docs/checkout.md): 403 on someone else's
 * resource, 404 when it does not exist, 422 with field errors for bad input.
 */
export const invalidField = (field: string, message: string) => new ValidationError({ [field]: [message] });

export const notYours = (message = 'Você não tem permissão para acessar este recurso.') =>
  new HttpError(403, message);

export const missing = (message = 'Registro não encontrado.') => new HttpError(404, message);

/** One problem of a refused order; the front end shows each description as a warning (spec section 8). */
export interface OrderProblem {
  description: string;
  code: string;
  listing_id?: number;
}

/** A refused order: 422 with `error: true` and every problem in `messages`. */
export class OrderRefusedError extends HttpError {
  constructor(readonly problems: OrderProblem[]) {
    const more = problems.length - 1;
    const first = problems[0]?.description ?? 'Não foi possível criar o pedido.';
    super(422, more > 0 ? `${first} (e mais ${more} ${more === 1 ? 'problema' : 'problemas'})` : first, {
      error: true,
      messages: problems,
      errors: { order: problems.map((p) => p.description) },
    });
  }
}
