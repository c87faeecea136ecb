import type { FastifyReply } from 'fastify';
import { TooManyAttempts } from '../../domain/auth/throttle.ts';
import { DomainError } from '../../domain/errors.ts';
import { HttpError } from './errors.ts';

/**
 * The one place where the domain's refusals become HTTP answers (docs/architecture.md, "The
 * HTTP/domain edge"). The domain throws `server/domain/errors.ts`; the host's error handler and the
 * upload scopes' handlers answer with `errorAnswer` / `domainAnswer`.
 */
export const DOMAIN_STATUS = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 422,
  refused: 422,
  upstream: 502,
} as const satisfies Record<DomainError['kind'], number>;

export interface ErrorAnswer {
  status: number;
  /** Laravel's shape: `{message, ...}` (`errors` per field for a 422 of bad input). */
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** The answer to one of the domain's refusals: its kind's status, `{message, ...details}`. */
export function domainAnswer(error: DomainError): ErrorAnswer {
  return {
    status: DOMAIN_STATUS[error.kind],
    body: { message: error.message, ...error.details },
    headers: {},
  };
}

/**
 * The answer to an error raised on purpose (a domain refusal, a throttle, an HTTP-only error);
 * `undefined` for anything else (a bug, a framework error), which the caller answers itself.
 */
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof DomainError) return domainAnswer(error);
  if (error instanceof TooManyAttempts) {
    return {
      status: 429,
      body: { message: error.message },
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message, ...error.body }, headers: error.headers };
  }
  return undefined;
}

/** The status an error raised on purpose answers with (`undefined` for anything else). */
export const errorStatus = (error: unknown): number | undefined => errorAnswer(error)?.status;

/** True for a 403 or a 404: a page that shows "not yours" and "not there" the same way. */
export const isHidden = (error: unknown): boolean => {
  const status = errorStatus(error);
  return status === 403 || status === 404;
};

/** Sends the answer of an error raised on purpose. */
export function sendErrorAnswer(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/** What a /v1 call refuses (403 someone else's, 404 unknown) is, for a page, not found: `null`. */
export async function unlessRefused<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isHidden(error)) return null;
    throw error;
  }
}
