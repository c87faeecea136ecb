/**
 * The bare stack the first load is measured against (ARCHITECTURE.md §9): React 19, Inertia 3 and
 * laravel-react-i18n rendering one lazily loaded page, nothing else. Built by bench/bundle/report.ts.
 */
import { createInertiaApp } from '@inertiajs/react';
import { LaravelReactI18nProvider } from 'laravel-react-i18n';
import { createRoot } from 'react-dom/client';

const pages = import.meta.glob('./Pages/**/*.tsx');

void createInertiaApp({
  resolve: async (name) => ((await pages[`./Pages/${name}.tsx`]()) as { default: never }).default,
  setup({ el, App, props }) {
    createRoot(el).render(
      <LaravelReactI18nProvider locale="pt_BR" fallbackLocale="en" files={{}}>
        <App {...props} />
      </LaravelReactI18nProvider>,
    );
  },
});
