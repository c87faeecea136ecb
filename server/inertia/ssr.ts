import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageObject } from './response.ts';

export interface SsrResult {
  head: string[];
  body: string;
}
type Render = (page: PageObject) => Promise<SsrResult>;

export interface SsrRenderer {
  /** The page rendered to HTML, or null when SSR is off, not built, or failed (the client renders it). */
  render(page: PageObject): Promise<SsrResult | null>;
}

/** Where `vite build --ssr` writes the server bundle (laravel-vite-plugin's default, as Laravel expects). */
export const SSR_BUNDLE = 'bootstrap/ssr/ssr.js';

/**
 * Renders pages in this process from the SSR bundle (resources/js/ssr.tsx). The bundle is imported
 * again when a new build replaces it. A render error is logged and answered with null: the host then
 * sends the client-rendered shell and the page still works.
 */
export function createSsrRenderer(
  root: string,
  { enabled, log }: { enabled: boolean; log: (error: unknown) => void },
): SsrRenderer {
  const file = resolve(root, SSR_BUNDLE);
  let loaded: { mtime: number; render: Render } | null = null;

  async function renderer(): Promise<Render | null> {
    if (!enabled || !existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const module = (await import(`${pathToFileURL(file).href}?v=${mtime}`)) as { render: Render };
      loaded = { mtime, render: module.render };
    }
    return loaded.render;
  }

  return {
    async render(page) {
      try {
        const render = await renderer();
        return render ? await render(page) : null;
      } catch (error) {
        log(error);
        return null;
      }
    },
  };
}
