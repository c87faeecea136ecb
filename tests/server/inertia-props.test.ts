import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { defer, merge, optional, resolveProps } from '../../server/inertia/props.ts';
import type { PageObject } from '../../server/inertia/response.ts';
import { createSsrRenderer, SSR_BUNDLE } from '../../server/inertia/ssr.ts';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as FastifyRequest;
const partial = (only: string, extra: Record<string, string> = {}) =>
  request({ 'x-inertia-partial-component': 'Product/Show', 'x-inertia-partial-data': only, ...extra });

describe('page props (Inertia v3)', () => {
  const sources = () => {
    const calls: string[] = [];
    const track =
      <T>(name: string, value: T) =>
      () => {
        calls.push(name);
        return Promise.resolve(value);
      };
    return {
      calls,
      props: {
        product: { name: 'Dragão' },
        offers: merge(track('offers', { data: [1, 2], paginate: { current_page: 1 } }), 'data'),
        stats: defer(track('stats', { min: 1 }), 'figures'),
        history: defer(track('history', []), 'figures'),
        related: track('related', [3]),
        errors: {},
      },
    };
  };

  it('a first visit evaluates everything but the deferred props, which it names by group', async () => {
    const { calls, props } = sources();
    const out = await resolveProps(request(), 'Product/Show', props);
    expect(Object.keys(out.props)).toEqual(['product', 'offers', 'related', 'errors']);
    expect(out.deferredProps).toEqual({ figures: ['stats', 'history'] });
    expect(out.mergeProps).toEqual(['offers.data']);
    expect(calls.sort()).toEqual(['offers', 'related']);
  });

  it('a partial reload runs only what it asks for, and errors always comes', async () => {
    const { calls, props } = sources();
    const out = await resolveProps(partial('stats,history'), 'Product/Show', props);
    expect(out.props).toEqual({ stats: { min: 1 }, history: [], errors: {} });
    expect(out.deferredProps).toBeUndefined();
    expect(calls.sort()).toEqual(['history', 'stats']);
  });

  it('an optional prop comes only when a partial reload names it, and is never listed as deferred', async () => {
    const calls: string[] = [];
    const props = {
      product: { name: 'Dragão' },
      rankings: optional(() => {
        calls.push('rankings');
        return [1];
      }),
    };
    const first = await resolveProps(request(), 'Home/Index', props);
    expect(first.props).toEqual({ product: { name: 'Dragão' } });
    expect(first.deferredProps).toBeUndefined();
    expect(calls).toEqual([]);
    const other = await resolveProps(partial('product'), 'Home/Index', props);
    expect(other.props).toEqual({ product: { name: 'Dragão' } });
    const named = await resolveProps(partial('rankings'), 'Product/Show', props);
    expect(named.props).toEqual({ rankings: [1] });
    expect(calls).toEqual(['rankings']);
  });

  it('a reset prop is not merged (page 1 replaces the list)', async () => {
    const { props } = sources();
    const appended = await resolveProps(partial('offers'), 'Product/Show', props);
    expect(appended.mergeProps).toEqual(['offers.data']);
    const replaced = await resolveProps(
      partial('offers', { 'x-inertia-reset': 'offers' }),
      'Product/Show',
      props,
    );
    expect(replaced.mergeProps).toBeUndefined();
  });

  it('except drops keys; a partial reload of another component gets the whole page', async () => {
    const { props } = sources();
    const out = await resolveProps(
      request({
        'x-inertia-partial-component': 'Product/Show',
        'x-inertia-partial-except': 'offers,related',
      }),
      'Product/Show',
      props,
    );
    expect(Object.keys(out.props)).toEqual(['product', 'stats', 'history', 'errors']);
    const other = await resolveProps(partial('stats'), 'Home/Index', props);
    expect(Object.keys(other.props)).toEqual(['product', 'offers', 'related', 'errors']);
  });
});

describe('server-side rendering in the host', () => {
  const page = { component: 'Home/Index', props: { errors: {} }, url: '/' } as unknown as PageObject;

  function rootWith(bundle: string) {
    const root = mkdtempSync(join(tmpdir(), 'ssr-'));
    mkdirSync(join(root, 'bootstrap/ssr'), { recursive: true });
    writeFileSync(join(root, SSR_BUNDLE), bundle);
    return root;
  }

  it('renders with the built bundle', async () => {
    const root = rootWith(
      'export async function render(page) { return { head: ["<title>T</title>"], body: `<div id="app" data-server-rendered="true">${page.url}</div>` }; }',
    );
    const ssr = createSsrRenderer(root, { enabled: true, log: () => {} });
    expect(await ssr.render(page, JSON.stringify(page))).toEqual({
      head: ['<title>T</title>'],
      body: '<div id="app" data-server-rendered="true">/</div>',
    });
  });

  it('keeps a render by the page object text: the same text is not rendered again, another one is', async () => {
    const root = rootWith(
      'let n = 0; export async function render(page) { n++; return { head: [], body: page.url + " " + n }; }',
    );
    const ssr = createSsrRenderer(root, { enabled: true, log: () => {} });
    expect((await ssr.render(page, JSON.stringify(page)))?.body).toBe('/ 1');
    expect((await ssr.render(page, JSON.stringify(page)))?.body).toBe('/ 1');
    const other = { ...page, url: '/cart' } as PageObject;
    expect((await ssr.render(other, JSON.stringify(other)))?.body).toBe('/cart 2');
    // A new build replaces the kept renders.
    writeFileSync(
      join(root, SSR_BUNDLE),
      'export async function render(page) { return { head: [], body: "new " + page.url }; }',
    );
    utimesSync(join(root, SSR_BUNDLE), new Date(), new Date(Date.now() + 5000));
    expect((await ssr.render(page, JSON.stringify(page)))?.body).toBe('new /');
  });

  it('falls back to the browser (null) and logs when the render fails, is off, or is not built', async () => {
    const log = vi.fn();
    const broken = createSsrRenderer(
      rootWith('export async function render() { throw new Error("boom"); }'),
      {
        enabled: true,
        log,
      },
    );
    expect(await broken.render(page, '1')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    const off = createSsrRenderer(
      rootWith('export async function render() { return { head: [], body: "x" }; }'),
      {
        enabled: false,
        log,
      },
    );
    expect(await off.render(page, '2')).toBeNull();
    const missing = createSsrRenderer(mkdtempSync(join(tmpdir(), 'ssr-none-')), { enabled: true, log });
    expect(await missing.render(page, '3')).toBeNull();
  });
});
