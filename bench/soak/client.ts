/**
 * A browser-like HTTP client of the host: its own XSRF pair (cookie + header, as axios sends them),
 * the bearer token once logged in, and a timeout per call. Every call returns its status and
 * duration; a network failure or a timeout comes back as status 0 with the reason.
 */
import { randomUUID } from 'node:crypto';

// biome-ignore lint/suspicious/noExplicitAny: the soak reads a few known fields of the host's answers.
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  ms: number;
  /** When the call started (performance.now()). */
  startedAt: number;
  text: string;
  json: Json | null;
  headers: Headers | null;
  /** Network failure or timeout. */
  failure: string | null;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sends `accept: application/json` and the XHR header (API calls); false for page loads. */
  api?: boolean;
}

const TIMEOUT_MS = 30_000;

export class HttpClient {
  readonly xsrf = randomUUID();
  token = '';

  constructor(readonly origin: string) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const api = options.api ?? true;
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip, deflate, br',
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
      ...(api ? { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...options.headers,
    };
    const startedAt = performance.now();
    try {
      const response = await fetch(this.origin + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      const ms = performance.now() - startedAt;
      let json: Json | null = null;
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        try {
          json = JSON.parse(text) as Json;
        } catch {
          json = null;
        }
      }
      return { status: response.status, ms, startedAt, text, json, headers: response.headers, failure: null };
    } catch (error) {
      return {
        status: 0,
        ms: performance.now() - startedAt,
        startedAt,
        text: '',
        json: null,
        headers: null,
        failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  }
}

/** One line about an unexpected answer, for the error examples. */
export function summary(answer: Answer): string {
  if (answer.failure) return answer.failure;
  return `${answer.status} ${answer.text.slice(0, 200)}`;
}

/**
 * The page object of a full page load: the JSON of `<script data-page="app" type="application/json">`
 * (Inertia 2+), or the HTML-escaped `data-page` attribute of the root element (older Inertia).
 */
export function pageObject(html: string): Json | null {
  const script = /<script[^>]*\bdata-page="[^"]*"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const raw =
    script?.[1] ??
    /\bdata-page="([^"]*)"/
      .exec(html)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&#039;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Json;
  } catch {
    return null;
  }
}
