import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Assets } from './assets.ts';
import type { SsrResult } from './ssr.ts';

export interface RootViewInput {
  pageJson: string;
  ziggyJson: string;
  assets: Assets;
  /** The server-rendered page (SSR), or null for the client-rendered shell. */
  ssr: SsrResult | null;
  /** The Content-Security-Policy nonce of the page's inline script. */
  nonce: string;
}

/**
 * Renders resources/views/app.blade.php, the same root view Laravel renders. Only the directives that
 * file uses are understood: @routes, @viteReactRefresh, @vite([...]), @inertiaHead and @inertia, the
 * last two as Laravel's Inertia adapter prints them with and without SSR.
 */
export function createRootView(root: string): (input: RootViewInput) => string {
  const file = resolve(root, 'resources/views/app.blade.php');
  let template = readFileSync(file, 'utf8');
  return (input) => {
    if (process.env.NODE_ENV === 'development') template = readFileSync(file, 'utf8');
    return template
      .replace(/\{\{--[\s\S]*?--\}\}\s*/g, '')
      .replace(
        /@routes(\([^)]*\))?/g,
        () => `<script nonce="${input.nonce}">const Ziggy = ${input.ziggyJson};</script>`,
      )
      .replace(/@viteReactRefresh/g, () => input.assets.reactRefresh(input.nonce))
      .replace(/@vite\(\s*\[([^\]]*)\]\s*\)/g, (_m, list: string) =>
        input.assets.tags([...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1])),
      )
      .replace(/@inertiaHead/g, () => input.ssr?.head.join('\n') ?? '')
      .replace(
        /@inertia(\([^)]*\))?/g,
        () =>
          input.ssr?.body ??
          `<script data-page="app" type="application/json">${input.pageJson}</script><div id="app"></div>`,
      );
  };
}

/** JSON safe inside a <script> element: `/` is escaped so `</script>` cannot close it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
