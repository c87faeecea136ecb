import { createInertiaApp } from '@inertiajs/react';
import createServer from '@inertiajs/react/server';
import { type PageRoute, ziggyConfig } from '@shared/routeTable';
import { renderToString } from 'react-dom/server';
import { route as ziggyRoute } from 'ziggy-js';
import pageTable from '../../routes/pages.json';
import { layoutFor } from './Layouts/layouts';
import { SHELL_PARTS } from './Layouts/shellParts';
import { preloadDeferred } from './lib/deferred';
import I18nProvider from './lib/I18nProvider';
import { BUNDLED_LOCALE, loadTexts, pageTextsScript, recordingTexts } from './lib/i18n';
import { adoptServerSession } from './lib/session';
import { appTitle, loadPage } from './pages';
import type { SharedProps } from './types/shared';

/*
 * The server renderer (Inertia SSR). The host imports `render` from the built bundle
 * (bootstrap/ssr/ssr.js, `vite build --ssr`) and renders in its own process; a Laravel site runs the
 * same bundle as a server with `php artisan inertia:start-ssr` (docs/architecture.md, "SSR").
 */

// The server renders pt-BR with every text at hand: no key may show in the HTML. The shell's parts in
// chunks of their own (headers, footer) are loaded too, so the HTML is the whole page.
await Promise.all([loadTexts(BUNDLED_LOCALE), ...SHELL_PARTS.map(preloadDeferred)]);

type Page = Parameters<typeof createInertiaApp>[0] extends infer O
  ? O extends { page?: infer P }
    ? NonNullable<P>
    : never
  : never;

const routes = pageTable as PageRoute[];
const configs = new Map<string, ReturnType<typeof ziggyConfig>>();

/** Ziggy as the browser will have it: the same routes, on the origin the visitor used. */
function ziggyFor(shared: SharedProps['ziggy']) {
  let config = configs.get(shared.url);
  if (!config) {
    config = ziggyConfig(routes, shared.url);
    if (configs.size > 20) configs.clear();
    configs.set(shared.url, config);
  }
  return { ...config, location: shared.location };
}

export async function render(page: Page) {
  // The texts the render looked up go with the HTML: the browser hydrates with them at once
  // (lib/i18n.ts, "The texts a server-rendered page used").
  let keys: string[] = [];
  const result = await createInertiaApp({
    page,
    render: (app) => {
      const recorded = recordingTexts(() => renderToString(app));
      keys = recorded.keys;
      return recorded.result;
    },
    title: appTitle,
    resolve: async (name) => (await loadPage(name)).default as never,
    layout: layoutFor,
    setup({ App, props }) {
      // Runs right before renderToString, which is synchronous: no other page renders in between.
      const shared = props.initialPage.props as unknown as SharedProps;
      const ziggy = ziggyFor(shared.ziggy);
      globalThis.route = ((name?: string, params?: unknown, absolute?: boolean) =>
        ziggyRoute(name as never, params as never, absolute, ziggy as never)) as typeof globalThis.route;
      adoptServerSession(shared.auth);
      return (
        <I18nProvider locale={BUNDLED_LOCALE}>
          <App {...props} />
        </I18nProvider>
      );
    },
  });
  // In the head: the texts are data, not part of the page's content (its body's text).
  return result && { ...result, head: [...result.head, pageTextsScript(keys, BUNDLED_LOCALE)] };
}

// Run as a program (Laravel's `inertia:start-ssr` runs `node bootstrap/ssr/ssr.js`): serve renders
// over HTTP on port 13714, as Laravel's Inertia adapter expects. Imported by the host: do nothing.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  createServer((page) => render(page as Page));
}
