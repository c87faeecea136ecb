import type { ComponentType } from 'react';
import { clearReferenceCache } from '@/hooks/catalogue/references';
import { mockHttp, type SeenRequest } from '../support/http';
import { type RenderOptions, renderPage } from '../support/render';
import { referenceRoutes } from './fixtures';

type Reply = Parameters<typeof mockHttp>[0][string];
/** The reply table of mockCatalogue. */
export type Routes = Record<string, Reply>;

/** mockHttp with the reference lists every filter panel asks for, and a fresh reference cache. */
export function mockCatalogue(routes: Record<string, Reply>) {
  clearReferenceCache();
  return mockHttp({ ...referenceRoutes, ...routes });
}

/** The bodies of the requests sent to one "METHOD /path". */
export function bodies(seen: SeenRequest[], key: string): Record<string, unknown>[] {
  const [method, url] = key.split(' ');
  return seen
    .filter((r) => r.method === method && r.url === url)
    .map((r) => (r.data ?? {}) as Record<string, unknown>);
}

/** A reply that never comes: the screen stays in its loading state. */
export function pending(): Promise<never> {
  return new Promise(() => {});
}

/** Intl puts a no-break space after R$. */
export const money = (text: string) => new RegExp(`R\\$\\s${text.replace('.', '\\.')}`);

let current: ComponentType<Record<string, unknown>> = () => null;

function CurrentScreen(props: Record<string, unknown>) {
  const Screen = current;
  return <Screen {...props} />;
}

/**
 * renderPage for screens that make Inertia visits. Inertia's router is a module singleton that only the
 * first <App> of a test file initialises, keeping that App's component resolver; every screen is
 * rendered through the same stand-in component, so a client-side visit (a filter written to the URL)
 * re-renders the screen under test rather than the file's first one.
 */
export function renderScreen<P extends object>(Screen: ComponentType<P>, options: RenderOptions<P> = {}) {
  current = Screen as ComponentType<Record<string, unknown>>;
  return renderPage(CurrentScreen, options as RenderOptions<Record<string, unknown>>);
}
