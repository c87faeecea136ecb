import pages from '../../routes/pages.json' with { type: 'json' };
import { login } from './support/session';
import { expect, test } from './support/test';

/** Sample values for the route table's parameters: the demo data's first product, store, order… */
const SAMPLE: Record<string, string> = {
  search: 'dragao',
  store_slug: 'loja-do-sergio',
};

function samplePath(uri: string): string {
  const path = uri
    .replace(/\/?\{(\w+)\?\}/g, (_, name: string) => (SAMPLE[name] ? `/${SAMPLE[name]}` : ''))
    .replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? '1');
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Every screen of the route table is rendered on the server, whoever asks: a visitor (guarded pages
 * end on the login's server-rendered HTML) and the demo seller, who owns store 1. A render that fails
 * on the server (a browser-only API read while rendering, say) falls back to the client shell, which a
 * user would not notice but a crawler and a slow phone would; this catches it.
 */
for (const who of ['visitor', 'seller'] as const) {
  test(`every page of the route table is server-rendered for a ${who}`, async ({ page }) => {
    test.setTimeout(120_000);
    if (who === 'seller') await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    const failed: string[] = [];
    for (const route of pages as { uri: string }[]) {
      const path = samplePath(route.uri);
      const response = await page.request.get(path, { headers: { Accept: 'text/html' } });
      const html = await response.text();
      if (response.status() >= 500 || !html.includes('data-server-rendered="true"')) {
        failed.push(`${path} (${response.status()})`);
      }
    }
    expect(failed).toEqual([]);
  });
}
