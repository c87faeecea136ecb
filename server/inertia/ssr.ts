import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { PageObject } from './response.ts';

export interface SsrResult {
  head: string[];
  body: string;
}
type Render = (page: PageObject) => Promise<SsrResult>;

export interface SsrRenderer {
  /**
   * The page rendered to HTML, or null when SSR is off, not built, or failed (the client renders it).
   * `json` is the page object's JSON text, the key of the renders kept (below).
   */
  render(page: PageObject, json: string): Promise<SsrResult | null>;
}

/**
 * Renders kept by the page object's exact JSON text: the render is a function of the page object
 * (props, URL, version, the shared props with the viewer and Ziggy's location), so the same text renders
 * the same HTML, and a visitor's page is never another's (the viewer is in the text). Visitors of a
 * catalogue page see the same object while the catalogue generation stands (the list cache), so most
 * anonymous page loads skip React's render, which was over half of a host's main-thread time for a list
 * page, and the garbage it leaves. An entry lives KEPT_MS at most, for what a component reads of the
 * clock (the footer's year). Bounded by size: the text and its HTML, UTF-16 in memory.
 */
const KEPT_MS = 60_000;
const KEPT_BYTES = 32 * 1024 * 1024;

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
  const kept = new LRUCache<string, SsrResult>({
    maxSize: KEPT_BYTES,
    ttl: KEPT_MS,
    sizeCalculation: (result, json) =>
      2 * (json.length + result.body.length + result.head.reduce((n, h) => n + h.length, 0)),
  });

  async function renderer(): Promise<Render | null> {
    if (!enabled || !existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const module = (await import(`${pathToFileURL(file).href}?v=${mtime}`)) as { render: Render };
      loaded = { mtime, render: module.render };
      kept.clear(); // a new build renders differently
    }
    return loaded.render;
  }

  return {
    async render(page, json) {
      try {
        const render = await renderer();
        if (!render) return null;
        const hit = kept.get(json);
        if (hit) return hit;
        const result = await render(page);
        kept.set(json, result);
        return result;
      } catch (error) {
        log(error);
        return null;
      }
    },
  };
}
