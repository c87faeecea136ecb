import type { FetchLike } from '../../../server/drivers/payments/index.js';

/**
 * A `fetch` for a gateway driver that answers from a table ("METHOD url" → status and body; anything
 * else is a 404) and records every call with its parsed body, so a test sees what would have gone out.
 */
export function recorder(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      method: init.method,
      url,
      headers: init.headers,
      body: init.body && JSON.parse(init.body),
    });
    const answer = answers[`${init.method} ${url}`] ?? { status: 404, body: {} };
    return {
      ok: answer.status < 400,
      status: answer.status,
      text: async () => JSON.stringify(answer.body),
    };
  };
  return { calls, fetch };
}
