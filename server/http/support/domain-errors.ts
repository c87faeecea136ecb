import type { FastifyReply } from 'fastify';
import { DomainError } from '../../domain/errors.ts';

const STATUS: Record<DomainError['kind'], number> = {
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  invalid: 422,
  refused: 422,
  upstream: 502,
};

/** Answers a domain refusal with its status code and body (server/domain/errors.ts); false for any other error. */
export function sendDomainError(error: unknown, reply: FastifyReply): boolean {
  if (!(error instanceof DomainError)) return false;
  void reply.code(STATUS[error.kind]).send({ message: error.message, ...error.details });
  return true;
}
