/**
 * What the browser (app.tsx) and the server renderer (ssr.tsx) share: the screens, one lazily loaded
 * chunk each, and the document title. Partials are parts of a screen, not screens: they go into the
 * chunk of the screen that imports them (or one shared by the screens that do), never into this map.
 */
const pages = import.meta.glob(['./Pages/**/*.tsx', '!./Pages/**/Partials/**']);

type PageModule = { default: { layout?: unknown } };

export function loadPage(name: string): Promise<PageModule> {
  const loader = pages[`./Pages/${name}.tsx`] ?? pages['./Pages/Errors/NotFound.tsx'];
  return loader() as Promise<PageModule>;
}

export const appTitle = (title: string) => (title ? `${title} · Mercado de Cartas` : 'Mercado de Cartas');
