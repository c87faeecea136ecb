import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A JSON answer that is sent again and again (the list cache hands every request for the same list
 * the same answer object): serialized and compressed once per object and encoding, then sent as bytes.
 * The compression plugin (app.ts) leaves a body that already has a Content-Encoding alone. Compressing
 * each response was a quarter of the host's CPU for a cached list answer (about 0.2 of 0.8 ms).
 *
 * Kept in a WeakMap on the answer object, so the bytes live exactly as long as the cached answer; an
 * answer read fresh (cache off, or a new generation) is a new object, encoded once for its one reply.
 */
type Encoding = 'br' | 'gzip' | 'identity';

const bodies = new WeakMap<object, Map<Encoding, Buffer>>();

/** Answers smaller than this go uncompressed, here and through the compression plugin (app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** The plugin's brotli setting (quality 4: fast, within a few percent of the best size for JSON). */
const BROTLI_QUALITY = 4;

export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, value: object): FastifyReply {
  let encoded = bodies.get(value);
  if (!encoded) {
    encoded = new Map();
    bodies.set(value, encoded);
  }
  return send(request, reply, encoded, () => JSON.stringify(value), 'application/json; charset=utf-8');
}

/**
 * JSON already serialized whose exact text is often sent again: an Inertia page object (a list page
 * visited or reloaded with the same props). Its encodings are kept by the text itself, so a hit can
 * only be the very same answer; least recently used first out, within a few MB.
 */
const byText = new LRUCache<string, Map<Encoding, Buffer>>({
  maxSize: 8 * 1024 * 1024,
  // The text (UTF-16 in memory) and its encodings (a fraction of it).
  sizeCalculation: (_encoded, text) => text.length * 3,
});

export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  type = 'application/json',
): FastifyReply {
  let encoded = byText.get(json);
  if (!encoded) {
    encoded = new Map();
    byText.set(json, encoded);
  }
  return send(request, reply, encoded, () => json, type);
}

/** The encoding this request takes (none when it asked for no compression). */
function requestEncoding(request: FastifyRequest): Encoding {
  return request.headers['x-no-compression'] === undefined
    ? acceptedEncoding(request.headers['accept-encoding'])
    : 'identity';
}

function setEncodingHeaders(reply: FastifyReply, used: Encoding): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (used !== 'identity') reply.header('content-encoding', used);
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: Map<Encoding, Buffer>,
  text: () => string,
  type: string,
): FastifyReply {
  const encoding = requestEncoding(request);
  let json = encoded.get('identity');
  if (!json) {
    json = Buffer.from(text());
    encoded.set('identity', json);
  }
  const used: Encoding = json.length < COMPRESS_THRESHOLD ? 'identity' : encoding;
  let body = encoded.get(used);
  if (!body) {
    body = compress(json, used);
    encoded.set(used, body);
  }
  setEncodingHeaders(reply.type(type), used);
  return reply.send(body);
}

const brotliOptions = (length: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});

function compress(json: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(json, brotliOptions(json.length));
  if (encoding === 'gzip') return gzipSync(json);
  return json;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's HTML (a full page load): new text for every request (its CSP nonce), compressed whole in
 * one call on libuv's pool, off the main thread. Through the compression plugin the same body went
 * through a stream in chunks, which cost the pool about twice the compression itself and the main
 * thread a share of it (bench/cluster's CPU by part: 0.5 ms of the pool per list page for 0.23 ms of
 * gzip).
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  const bytes = Buffer.from(html);
  const used: Encoding = bytes.length < COMPRESS_THRESHOLD ? 'identity' : requestEncoding(request);
  const body =
    used === 'br'
      ? await brotliAsync(bytes, brotliOptions(bytes.length))
      : used === 'gzip'
        ? await gzipAsync(bytes)
        : bytes;
  setEncodingHeaders(reply.type('text/html; charset=utf-8'), used);
  return reply.send(body);
}

/** Brotli when the client takes it, else gzip, else none (`q=0` refuses an encoding; `*` takes any). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}
