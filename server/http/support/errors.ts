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

export class ValidationError extends HttpError {
  constructor(readonly errors: Record<string, string[]>) {
    const messages = Object.values(errors).flat();
    const more = messages.length - 1;
    const message =
      more > 0
        ? `${messages[0]} (e mais ${more} ${more === 1 ? 'erro' : 'erros'})`
        : (messages[0] ?? 'Dados inválidos.');
    super(422, message, { errors });
  }
}

export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message);
export const forbidden = (message = 'Você não tem permissão para acessar este recurso.') =>
  new HttpError(403, message);
export const unauthenticated = () => new HttpError(401, 'Não autenticado.');

/** `{error, message, result}`: the shape every action of spec section 7 answers with. */
export function action<T>(message: string, result?: T, error = false) {
  return { error, message, result: result ?? null };
}
