import '../css/app.css';
import { createInertiaApp } from '@inertiajs/react';
import { LaravelReactI18nProvider } from 'laravel-react-i18n';
import { createRoot } from 'react-dom/client';
import { route } from 'ziggy-js';
import AppShell from './Layouts/AppShell';
import { documentLocale, FALLBACK_LOCALE, langFiles, loadLocales } from './lib/i18n';
import { installVisitGuards } from './lib/navigation';

// route() reads the Ziggy config the root view's @routes printed; every link goes through it.
globalThis.route = route;

// One lazily loaded chunk per screen. Partials are parts of a screen, not screens: they go into the
// chunk of the screen that imports them (or one shared by the screens that do), never into this map.
const pages = import.meta.glob(['./Pages/**/*.tsx', '!./Pages/**/Partials/**']);

void createInertiaApp({
  title: (title) => (title ? `${title} · Mercado de Cartas` : 'Mercado de Cartas'),
  resolve: async (name) => {
    const loader = pages[`./Pages/${name}.tsx`] ?? pages['./Pages/Errors/NotFound.tsx'];
    const module = (await loader()) as { default: { layout?: unknown } };
    return module.default as never;
  },
  // The shell is a persistent layout: it is not re-mounted between visits.
  layout: () => AppShell,
  setup({ el, App, props }) {
    installVisitGuards();
    const locale = documentLocale();
    const root = createRoot(el);
    const render = () =>
      root.render(
        <LaravelReactI18nProvider locale={locale} fallbackLocale={FALLBACK_LOCALE} files={langFiles}>
          <App {...props} />
        </LaravelReactI18nProvider>,
      );
    // pt_BR renders at once; another locale waits for its file (and the fallback's).
    const loading = loadLocales(locale);
    if (loading) void loading.then(render, render);
    else render();
  },
  progress: { delay: 200, color: '#f59e0b' },
});
