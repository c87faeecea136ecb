import { App } from '@inertiajs/react';
import { type PageRoute, RouteTable } from '@shared/routeTable';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import AppShell from '@/Layouts/AppShell';
import I18nProvider from '@/lib/I18nProvider';
import pages from '../../../routes/pages.json';

const routeTable = new RouteTable(pages as PageRoute[]);

/** The app's provider; tests/js/setup.ts has loaded the whole pt_BR file, as any screen but / waits for. */
export function withI18n(ui: ReactElement) {
  return <I18nProvider locale="pt_BR">{ui}</I18nProvider>;
}

export function renderWithI18n(ui: ReactElement) {
  return render(withI18n(ui));
}

/** Renders a screen the way the browser does: Inertia's App, the page object, and the shell. */
export function renderPage(
  // Any page: its props come from `props` below, as the server gives them.
  Component: ComponentType<never>,
  {
    url = '/',
    props = {},
    shell = true,
    wrap = withI18n,
    flash = {},
  }: {
    url?: string;
    props?: Record<string, unknown>;
    shell?: boolean;
    /** The page's one-visit messages (Inertia's flash), as the server sends them. */
    flash?: Record<string, unknown>;
    /** The providers around the app: the app's i18n provider unless a test gives its own. */
    wrap?: (ui: ReactElement) => ReactElement;
  } = {},
) {
  window.history.replaceState({}, '', url);
  const match = routeTable.match(url);
  const page = {
    component: match?.route.component ?? 'Errors/NotFound',
    url,
    version: 'test',
    clearHistory: false,
    encryptHistory: false,
    flash,
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
    wrap(
      <App
        initialPage={page as never}
        initialComponent={Component as never}
        resolveComponent={() => Component as never}
        defaultLayout={shell ? () => AppShell : undefined}
      />,
    ),
  );
}
