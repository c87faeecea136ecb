import { isHttpError } from '@/lib/http';
import { serverMessage } from '@/lib/requestErrors';

/**
 * The toast text of a failed cart or checkout call: the server's reason when it refused the input
 * (422, 409), since the buyer can act on it; the spec's text for everything else.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const status = isHttpError(error) ? error.response?.status : undefined;
  return status === 422 || status === 409 ? serverMessage(error, fallback) : fallback;
}
