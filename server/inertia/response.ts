import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml, sendJsonText } from '../http/support/encodedJson.ts';
import { resolveProps } from './props.ts';

export interface PageObject {
  component: string;
  props: Record<string, unknown> & { errors: Record<string, unknown> };
  url: string;
  version: string;
  clearHistory: boolean;
  encryptHistory: boolean;
  flash: Record<string, unknown>;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
}

export interface InertiaContext {
  version(): string;
  shared(request: FastifyRequest): Record<string, unknown>;
  /** The first visit's HTML: the root view, with the server-rendered page when SSR is on. */
  html(page: PageObject, request: FastifyRequest): Promise<string>;
  /** A one-visit message (the store-access 403's text) read and cleared from the request. */
  flash(request: FastifyRequest, reply: FastifyReply): Record<string, unknown>;
}

export async function renderInertia(
  ctx: InertiaContext,
  request: FastifyRequest,
  reply: FastifyReply,
  component: string,
  props: Record<string, unknown>,
  status = 200,
): Promise<FastifyReply> {
  const version = ctx.version();
  const isInertia = request.headers['x-inertia'] === 'true';
  reply.header('Vary', 'X-Inertia');
  reply.header('Cache-Control', 'no-cache, private');

  if (isInertia && request.method === 'GET') {
    const clientVersion = request.headers['x-inertia-version'];
    if (typeof clientVersion === 'string' && clientVersion !== version) {
      // A new build is in place: the client must do a full page load to pick up new assets.
      return reply.code(409).header('X-Inertia-Location', request.url).send('');
    }
  }

  const sources = { ...ctx.shared(request), ...props, errors: (props.errors as object) ?? {} };
  const resolved = await resolveProps(
    isInertia ? request : withoutPartialHeaders(request),
    component,
    sources,
  );
  const page: PageObject = {
    component,
    props: resolved.props as PageObject['props'],
    url: request.url,
    version,
    clearHistory: false,
    encryptHistory: false,
    flash: ctx.flash(request, reply),
    ...(resolved.deferredProps ? { deferredProps: resolved.deferredProps } : {}),
    ...(resolved.mergeProps ? { mergeProps: resolved.mergeProps } : {}),
  };

  if (isInertia) {
    // Sent as bytes encoded once per page-object text: a list page visited again with the same props
    // is the same text (http/support/encodedJson.ts).
    return sendJsonText(request, reply.code(status).header('X-Inertia', 'true'), JSON.stringify(page));
  }
  return sendHtml(request, reply.code(status), await ctx.html(page, request));
}

/** A full page load is never partial, whatever headers came with it. */
function withoutPartialHeaders(request: FastifyRequest): FastifyRequest {
  if (!request.headers['x-inertia-partial-component']) return request;
  const headers = { ...request.headers };
  delete headers['x-inertia-partial-component'];
  return { headers } as FastifyRequest;
}
