/*
 * The app: Inertia, React, the shell and the page's chunk. Loaded by app.tsx, right after the first
 * paint of a server-rendered page (or at once when the server sent none).
 */
import { createInertiaApp, router } from '@inertiajs/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { route } from 'ziggy-js';
import { layoutFor } from './Layouts/layouts';
import { SHELL_PARTS } from './Layouts/shellParts';
import { quietDeferredPropLoads } from './lib/backgroundVisits';
import { preloadDeferred } from './lib/deferred';
import I18nProvider from './lib/I18nProvider';
import { adoptPageTexts, documentLocale, loadTexts, textsFor } from './lib/i18n';
import { nextTask, whenIdle } from './lib/idle';
import { adoptServerSession } from './lib/session';
import { cancelFailedVisits } from './lib/visitFailures';
import { appTitle, loadPage } from './pages';
import type { Viewer } from './types/shared';

// The deferred props' requests run in the background: no progress bar, no loading overlay.
quietDeferredPropLoads();

// route() reads the Ziggy config the root view's @routes printed; every link goes through it.
globalThis.route = route;

// Hydration must find the texts the server rendered with: a text arriving mid-hydration would differ
// from the server's HTML and re-render the whole tree once hydrated. The server sends the texts its
// render used with the page (lib/i18n.ts, "The texts a server-rendered page used"), so a
// server-rendered first page hydrates with those; only without them does it wait for the whole lang
// file. The whole file follows once the page is interactive, in idle time.
const serverRendered = document.getElementById('app')?.hasAttribute('data-server-rendered') ?? false;
let firstPage = true;

void createInertiaApp({
  title: appTitle,
  resolve: async (name) => {
    // A screen's chunk and, unless the bundled texts cover it, the whole lang file load side by side.
    const locale = documentLocale();
    // The shell's parts the server rendered (headers, footer) are loaded too, for the same reason.
    const texts =
      firstPage && serverRendered
        ? Promise.all([
            adoptPageTexts(locale) ? null : loadTexts(locale),
            ...SHELL_PARTS.map(preloadDeferred),
          ]).catch(() => undefined)
        : textsFor(name, locale);
    const first = firstPage;
    firstPage = false;
    const [module] = await Promise.all([loadPage(name), texts]);
    // The page's chunk ran in this task: hydration starts in the next one.
    if (first) await nextTask();
    return module.default as never;
  },
  // The page's layouts by its name (Layouts/layouts.ts): persistent, not re-mounted between visits.
  layout: layoutFor,
  setup({ el, App, props }) {
    // The server decided who is logged in (the session cookie); the browser's copy follows it.
    adoptServerSession(props.initialPage.props.auth as Viewer | null);
    router.on('navigate', (event) => adoptServerSession(event.detail.page.props.auth as Viewer | null));
    cancelFailedVisits(router);
    const locale = documentLocale();
    const app = (
      <I18nProvider locale={locale}>
        <App {...props} />
      </I18nProvider>
    );
    // The host sends the page rendered (SSR); without it (SSR off or failed) the browser renders it.
    // As a transition, hydration yields to the browser between components instead of one long task
    // (the page is already on screen and readable; Total Blocking Time counts that task).
    if (serverRendered) {
      // Inertia's start and this setup ran in this task: React's root (its event listeners on the
      // root element) and hydration's first slice start in the next one, so the two are not one long
      // task (docs/architecture.md, "Eighth round").
      void nextTask().then(() => startTransition(() => void hydrateRoot(el, app)));
      whenIdle(() => void loadTexts(locale).catch(() => undefined), 5000);
    } else {
      createRoot(el).render(app);
      // The first screen's texts came with its chunk (resolve waited for them); the rest of the lang
      // file follows the first paint, so the next screen and any late text find it here.
      void loadTexts(locale).catch(() => undefined);
    }
  },
  progress: { delay: 200, color: '#f59e0b' },
});
