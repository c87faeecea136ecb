/**
 * The domain's refusals. The domain throws these and never an HTTP status: `server/http` maps each
 * kind to a status code in one place (`http/support/domain-errors.ts`), the way the API has always
 * answered (docs/architecture.md, "The HTTP/domain edge"):
 *
 * | error            | status | body                                   |
 * | ---------------- | ------ | -------------------------------------- |
 * | NotFoundError    | 404    | `{message}`                            |
 * | ForbiddenError   | 403    | `{message}`                            |
 * | ConflictError    | 409    | `{message, ...details}`                |
 * | ValidationError  | 422    | `{message, errors: {field: [msg]}}`    |
 * | RefusedError     | 422    | `{message, ...details}` (a rule said no) |
 * | UpstreamError    | 502    | `{message}` (an outside service failed)  |
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'not_found' | 'forbidden' | 'conflict' | 'invalid' | 'refused' | 'upstream';
  constructor(
    message: string,
    /** Extra fields of the answer's body, in the API's shape (e.g. `{error: true, messages}`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  constructor(message = 'Registro não encontrado.', details: Record<string, unknown> = {}) {
    super(message, details);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;
  constructor(
    message = 'Você não tem permissão para acessar este recurso.',
    details: Record<string, unknown> = {},
  ) {
    super(message, details);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
}

/** Bad input: one or more messages per field, shown under the field by the form that sent it. */
export class ValidationError extends DomainError {
  readonly kind = 'invalid' as const;
  constructor(
    readonly errors: Record<string, string[]>,
    details: Record<string, unknown> = {},
  ) {
    const messages = Object.values(errors).flat();
    const more = messages.length - 1;
    const message =
      more > 0
        ? `${messages[0]} (e mais ${more} ${more === 1 ? 'erro' : 'erros'})`
        : (messages[0] ?? 'Dados inválidos.');
    super(message, { ...details, errors });
  }
}

/** A business rule refused a well-formed request (422 without field errors). */
export class RefusedError extends DomainError {
  readonly kind = 'refused' as const;
}

/** An outside service (gateway, ERP, carrier) failed or answered something unusable. */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream' as const;
}

export const invalidField = (field: string, message: string) => new ValidationError({ [field]: [message] });
export const notFound = (message?: string) => new NotFoundError(message);
export const forbidden = (message?: string) => new ForbiddenError(message);

/** Bad input or a rule that said no (both answer 422): the request was understood and refused. */
export const isRefusal = (error: unknown): error is ValidationError | RefusedError =>
  error instanceof ValidationError || error instanceof RefusedError;
