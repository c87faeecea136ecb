import type { DomainError } from '../../domain/errors.ts';
import { HttpError } from './errors.ts';

/** The status code of each kind of domain refusal (the table in server/domain/errors.ts). */
const STATUS: Record<DomainError['kind'], number> = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 422,
  refused: 422,
  upstream: 502,
};

/** The domain's refusal as the API answers it: the status of its kind, `{message, ...details}`. */
export function httpErrorOf(error: DomainError): HttpError {
  return new HttpError(STATUS[error.kind], error.message, error.details);
}
