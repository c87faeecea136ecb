import { App } from '@inertiajs/react';
import { type PageRoute, RouteTable } from '@shared/routeTable';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { layoutFor } from '@/Layouts/layouts';
import I18nProvider from '@/lib/I18nProvider';
import type { SharedProps } from '@/types/shared';
import pages from '../../../routes/pages.json';

const routeTable = new RouteTable(pages as PageRoute[]);

/** The app's provider; tests/js/setup.ts has loaded the whole pt_BR file, as any screen but / waits for. */
export function withI18n(ui: ReactElement) {
  return <I18nProvider locale="pt_BR">{ui}</I18nProvider>;
}

export function renderWithI18n(ui: ReactElement) {
  return render(withI18n(ui));
}

/**
 * A page's props as a test gives them: its own, all of them as the page's type has them (each member
 * of a union apart), and any shared ones (app name, route, viewer…) the test wants other than the
 * helper's.
 */
export type TestProps<P> = (P extends unknown ? Omit<P, keyof SharedProps | 'errors'> : never) &
  Partial<SharedProps>;

export interface RenderOptions<P> {
  url?: string;
  /** The page's props, as the server gives them. */
  props?: TestProps<P>;
  shell?: boolean;
  /** The page's one-visit messages (Inertia's flash), as the server sends them. */
  flash?: Record<string, unknown>;
  /** The providers around the app: the app's i18n provider unless a test gives its own. */
  wrap?: (ui: ReactElement) => ReactElement;
}

/** Renders a screen the way the browser does: Inertia's App, the page object, and the shell. */
export function renderPage<P extends object>(
  // Any page: its props come from `props` below, with the page's types.
  Component: ComponentType<P>,
  { url = '/', props, shell = true, wrap = withI18n, flash = {} }: RenderOptions<P> = {},
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
        defaultLayout={shell ? layoutFor : undefined}
      />,
    ),
  );
}
