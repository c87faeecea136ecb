import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyApiRequest } from './api-signature.ts';
import { isValidChannelName } from './channel-names.ts';
import type { AppState, RealtimeContext } from './context.ts';
import {
  channelAttributes,
  checkServerEvent,
  parseInfo,
  publishServerEvent,
  type ServerEvent,
} from './events.ts';

/**
 * Pusher-compatible HTTP API, so Laravel's `pusher` broadcaster and the pusher server libraries
 * work unchanged. Every /apps route is signed (see api-signature.ts); answers are JSON.
 */

type Handler = (
  ctx: RealtimeContext,
  app: AppState,
  request: ApiRequest,
) => ApiResponse | Promise<ApiResponse>;

interface ApiRequest {
  query: URLSearchParams;
  body: Buffer;
  params: string[];
}

interface ApiResponse {
  status: number;
  body: unknown;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
}

const routes: Route[] = [
  { method: 'POST', pattern: /^\/events$/, handler: triggerEvent },
  { method: 'POST', pattern: /^\/batch_events$/, handler: triggerBatch },
  { method: 'GET', pattern: /^\/channels$/, handler: listChannels },
  { method: 'GET', pattern: /^\/channels\/([^/]+)$/, handler: showChannel },
  { method: 'GET', pattern: /^\/channels\/([^/]+)\/users$/, handler: channelUsers },
  { method: 'POST', pattern: /^\/users\/([^/]+)\/terminate_connections$/, handler: terminateUserConnections },
];

const APP_ROUTE = /^\/apps\/([^/]+)(\/.*)$/;

function fail(status: number, error: string): ApiResponse {
  return { status, body: { error, code: status } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

/** Reads the body up to `limit` bytes; null means it was larger. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function decodeParam(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export async function handleHttpRequest(
  ctx: RealtimeContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method ?? 'GET';

  if (method === 'GET' && (url.pathname === '/' || url.pathname === '/up')) {
    // Liveness probe for load balancers and process managers.
    sendJson(res, ctx.closing ? 503 : 200, { ok: !ctx.closing });
    return;
  }
  if (url.pathname.startsWith('/app/')) {
    sendJson(res, 426, { error: 'This endpoint only accepts websocket connections', code: 426 });
    return;
  }

  const appMatch = APP_ROUTE.exec(url.pathname);
  if (!appMatch) {
    sendJson(res, 404, { error: 'Not found', code: 404 });
    return;
  }
  const subPath = appMatch[2];
  const route = routes.find((candidate) => candidate.pattern.test(subPath));
  if (!route) {
    sendJson(res, 404, { error: 'Not found', code: 404 });
    return;
  }
  if (route.method !== method) {
    res.setHeader('allow', route.method);
    sendJson(res, 405, { error: `Use ${route.method}`, code: 405 });
    return;
  }

  const appId = decodeParam(appMatch[1]);
  const app = appId === null ? undefined : ctx.appsById.get(appId);
  if (!app) {
    sendJson(res, 404, { error: `App ${clipId(appMatch[1])} not found`, code: 404 });
    return;
  }
  if (ctx.closing) {
    sendJson(res, 503, { error: 'Server is shutting down', code: 503 });
    return;
  }

  const body = await readBody(req, ctx.limits.maxRequestBytes);
  if (body === null) {
    res.setHeader('connection', 'close');
    sendJson(res, 413, { error: `Request body larger than ${ctx.limits.maxRequestBytes} bytes`, code: 413 });
    return;
  }

  const verified = verifyApiRequest({
    key: app.credentials.key,
    secret: app.credentials.secret,
    method,
    path: url.pathname,
    query: url.searchParams,
    body,
  });
  if (!verified.ok) {
    ctx.logger.warn(
      { appId: app.credentials.id, path: url.pathname, reason: verified.reason },
      'rejected API call',
    );
    sendJson(res, 401, { error: verified.reason, code: 401 });
    return;
  }

  const params = (route.pattern.exec(subPath) ?? []).slice(1);
  const decoded = params.map(decodeParam);
  if (decoded.some((value) => value === null)) {
    sendJson(res, 400, { error: 'Malformed path', code: 400 });
    return;
  }
  const result = await route.handler(ctx, app, {
    query: url.searchParams,
    body,
    params: decoded as string[],
  });
  sendJson(res, result.status, result.body);
}

function clipId(value: string): string {
  return value.length > 64 ? `${value.slice(0, 64)}…` : value;
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  if (body.length === 0) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

/** `info` attributes of the event's channels, counted over every node. */
async function infoResponse(
  ctx: RealtimeContext,
  app: AppState,
  event: ServerEvent,
): Promise<Record<string, Record<string, number>>> {
  const channels: Record<string, Record<string, number>> = {};
  for (const channel of event.channels) {
    const counts = await ctx.adapter.channel(app.credentials.id, channel);
    channels[channel] = channelAttributes(channel, counts, event.info);
  }
  return channels;
}

async function triggerEvent(ctx: RealtimeContext, app: AppState, request: ApiRequest): Promise<ApiResponse> {
  const json = parseJson(request.body);
  if (!json.ok) return fail(400, 'Body must be valid JSON');
  const checked = checkServerEvent(json.value, ctx.limits);
  if (!checked.ok) return fail(checked.status, checked.error);
  publishServerEvent(ctx, app, checked.event);
  // Pusher answers `{}`, or the requested channel attributes when `info` was given.
  if (checked.event.info.length === 0) return { status: 200, body: {} };
  return { status: 200, body: { channels: await infoResponse(ctx, app, checked.event) } };
}

async function triggerBatch(ctx: RealtimeContext, app: AppState, request: ApiRequest): Promise<ApiResponse> {
  const json = parseJson(request.body);
  if (!json.ok) return fail(400, 'Body must be valid JSON');
  const batch = (json.value as { batch?: unknown } | null)?.batch;
  if (!Array.isArray(batch) || batch.length === 0) return fail(400, 'Body needs a non-empty "batch" array');
  if (batch.length > ctx.limits.maxBatchSize)
    return fail(400, `At most ${ctx.limits.maxBatchSize} events per batch`);

  // All or nothing: one bad event rejects the whole batch before anything is sent.
  const events: ServerEvent[] = [];
  for (const [index, item] of batch.entries()) {
    const checked = checkServerEvent(item, ctx.limits);
    if (!checked.ok) return fail(checked.status, `batch[${index}]: ${checked.error}`);
    events.push(checked.event);
  }
  for (const event of events) publishServerEvent(ctx, app, event);

  if (!events.some((event) => event.info.length > 0)) return { status: 200, body: {} };
  const attributes: Record<string, number>[] = [];
  for (const event of events) {
    const channel = event.channels[0];
    attributes.push(
      channelAttributes(channel, await ctx.adapter.channel(app.credentials.id, channel), event.info),
    );
  }
  return { status: 200, body: { batch: attributes } };
}

async function listChannels(ctx: RealtimeContext, app: AppState, request: ApiRequest): Promise<ApiResponse> {
  const prefix = request.query.get('filter_by_prefix') ?? '';
  const info = parseInfo(request.query.get('info'));
  if (info.includes('user_count') && !prefix.startsWith('presence-')) {
    return fail(400, 'info=user_count is only allowed with filter_by_prefix=presence-');
  }
  const channels: Record<string, Record<string, number>> = {};
  for (const [name, counts] of await ctx.adapter.channels(app.credentials.id, prefix)) {
    if (name.startsWith('#') || counts.subscriptionCount <= 0) continue; // per-user channels belong to signin
    channels[name] = channelAttributes(name, counts, info);
  }
  return { status: 200, body: { channels } };
}

async function showChannel(ctx: RealtimeContext, app: AppState, request: ApiRequest): Promise<ApiResponse> {
  const [channel] = request.params;
  if (!isValidChannelName(channel, ctx.limits.maxChannelNameLength)) return fail(400, 'Invalid channel name');
  const info = parseInfo(request.query.get('info'));
  if (info.includes('user_count') && !channel.startsWith('presence-')) {
    return fail(400, 'info=user_count is only allowed for presence channels');
  }
  const counts = await ctx.adapter.channel(app.credentials.id, channel);
  return {
    status: 200,
    body: { occupied: counts.subscriptionCount > 0, ...channelAttributes(channel, counts, info) },
  };
}

async function channelUsers(ctx: RealtimeContext, app: AppState, request: ApiRequest): Promise<ApiResponse> {
  const [channel] = request.params;
  if (!isValidChannelName(channel, ctx.limits.maxChannelNameLength)) return fail(400, 'Invalid channel name');
  if (!channel.startsWith('presence-')) return fail(400, 'Users can only be listed for presence channels');
  const ids = await ctx.adapter.userIds(app.credentials.id, channel);
  return { status: 200, body: { users: ids.map((id) => ({ id })) } };
}

async function terminateUserConnections(
  ctx: RealtimeContext,
  app: AppState,
  request: ApiRequest,
): Promise<ApiResponse> {
  const [userId] = request.params;
  await ctx.adapter.terminateUser(app.credentials.id, userId);
  ctx.logger.info({ appId: app.credentials.id, userId }, 'terminated user connections');
  return { status: 200, body: {} };
}
