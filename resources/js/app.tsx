import '../css/app.css';
import { createInertiaApp } from '@inertiajs/react';
import { createRoot } from 'react-dom/client';
import { route } from 'ziggy-js';
import AppShell from './Layouts/AppShell';
import I18nProvider from './lib/I18nProvider';
import { documentLocale, loadTexts, textsFor } from './lib/i18n';
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
    // A screen's chunk and, unless the bundled texts cover it, the whole lang file load side by side.
    const [module] = (await Promise.all([loader(), textsFor(name, documentLocale())])) as [
      { default: { layout?: unknown } },
      unknown,
    ];
    return module.default as never;
  },
  // The shell is a persistent layout: it is not re-mounted between visits.
  layout: () => AppShell,
  setup({ el, App, props }) {
    installVisitGuards();
    const locale = documentLocale();
    createRoot(el).render(
      <I18nProvider locale={locale}>
        <App {...props} />
      </I18nProvider>,
    );
    // The first screen's texts came with its chunk (resolve waited for them); the rest of the lang
    // file follows the first paint, so the next screen and any late text find it here.
    void loadTexts(locale).catch(() => undefined);
  },
  progress: { delay: 200, color: '#f59e0b' },
});
