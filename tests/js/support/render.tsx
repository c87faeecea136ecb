import { App } from '@inertiajs/react';
import { render } from '@testing-library/react';
import { LaravelReactI18nProvider } from 'laravel-react-i18n';
import type { ComponentType, ReactElement } from 'react';
import AppShell from '@/Layouts/AppShell';
import { FALLBACK_LOCALE, langFiles } from '@/lib/i18n';
import { routeTable } from '@/lib/routes';

export function withI18n(ui: ReactElement) {
  return (
    <LaravelReactI18nProvider locale="pt_BR" fallbackLocale={FALLBACK_LOCALE} files={langFiles}>
      {ui}
    </LaravelReactI18nProvider>
  );
}

export function renderWithI18n(ui: ReactElement) {
  return render(withI18n(ui));
}

/** Renders a screen the way the browser does: Inertia's App, the page object, and the shell. */
export function renderPage(
  Component: ComponentType<Record<string, unknown>>,
  {
    url = '/',
    props = {},
    shell = true,
  }: { url?: string; props?: Record<string, unknown>; shell?: boolean } = {},
) {
  window.history.replaceState({}, '', url);
  const match = routeTable.match(url);
  const page = {
    component: match?.route.component ?? 'Errors/NotFound',
    url,
    version: 'test',
    clearHistory: false,
    encryptHistory: false,
    flash: {},
    rescuedProps: [],
    rememberedState: {},
    props: {
      errors: {},
      appName: 'Mercado de Cartas',
      locale: 'pt_BR',
      realtime: { key: 'k', wsHost: null, wsPort: 6001, enabled: false },
      route: match ? { name: match.route.name, guard: match.route.guard, params: match.params } : null,
      ...(match?.params ?? {}),
      ...props,
    },
  };
  return render(
    withI18n(
      <App
        initialPage={page as never}
        initialComponent={Component as never}
        resolveComponent={() => Component as never}
        defaultLayout={shell ? () => AppShell : undefined}
      />,
    ),
  );
}
