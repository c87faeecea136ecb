import { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/http';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  params: Record<string, unknown>;
  data: unknown;
}

type Reply = { status: number; data: unknown } | ((req: SeenRequest) => { status: number; data: unknown });

/**
 * Replaces the network under the shared axios instance (its interceptors still run), answering from
 * a table of "METHOD /path" → reply and recording every request.
 */
export function mockHttp(routes: Record<string, Reply>) {
  const seen: SeenRequest[] = [];
  // The header's notices badge asks on every page with a session.
  const table: Record<string, Reply> = {
    'GET /v1/notices': { status: 200, data: { result: [] } },
    ...routes,
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    const req: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers,
      params: (config.params ?? {}) as Record<string, unknown>,
      // A JSON body as its value; any other text body (a text/csv upload) as sent.
      data:
        typeof config.data === 'string' && !/^text\//.test(headers['Content-Type'] ?? '')
          ? JSON.parse(config.data)
          : config.data,
    };
    seen.push(req);
    const entry = table[`${req.method} ${req.url}`];
    const reply =
      typeof entry === 'function' ? entry(req) : (entry ?? { status: 404, data: { message: 'not mocked' } });
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        undefined,
        config,
        {},
        response,
      );
    }
    return response;
  };
  const previous = http.defaults.adapter;
  http.defaults.adapter = adapter;
  return { seen, restore: () => (http.defaults.adapter = previous) };
}
