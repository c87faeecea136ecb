/**
 * The HTTP side's own errors. Refusals the domain could also raise are the domain's
 * (`server/domain/errors.ts`, re-exported here); `HttpError` is for what only HTTP knows (a status
 * without a domain meaning: 401, 400, a webhook's signature). `domain-errors.ts` answers both.
 */
export { forbidden, notFound, ValidationError } from '../../domain/errors.ts';

/** An error the API turns into a Laravel-style JSON response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'Não autenticado.');

/** `{error, message, result}`: the shape every action of spec section 7 answers with. */
export function action<T>(message: string, result?: T, error = false) {
  return { error, message, result: result ?? null };
}
