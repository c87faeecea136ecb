import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './support/test';

const pt = JSON.parse(readFileSync(new URL('../../lang/pt_BR.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** Translation keys showing on the screen instead of their text. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = (await page.locator('body').textContent()) ?? '';
  return Object.keys(pt).filter((key) => text.includes(key));
}

test('/ paints with the texts bundled for it; the next screen finds the whole lang file', async ({
  page,
}) => {
  const langFiles: string[] = [];
  page.on('request', (request) => {
    const file = request.url().match(/\/assets\/(pt_BR|en)-[\w-]+\.js$/)?.[1];
    if (file) langFiles.push(file);
  });

  await page.goto('/');
  await expect(page.getByTestId('home-featured').getByRole('link').first()).toBeVisible();
  // Below the fold: the rankings and the calendar are asked for when scrolled near, not before.
  await expect(page.getByTestId('rankings-placeholder')).toBeAttached();
  await page.getByTestId('footer').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('home-rankings').getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('free-shipping')).toBeVisible();
  await expect(page.getByTestId('footer')).toContainText(pt['footer.questions']);
  expect(await rawKeys(page)).toEqual([]);
  // The whole pt_BR file follows the first paint; the English fallback is never fetched.
  await expect.poll(() => langFiles).toContain('pt_BR');
  expect(langFiles).not.toContain('en');

  await page.getByRole('navigation').getByRole('link', { name: pt['menu.stores'], exact: true }).click();
  await expect(page).toHaveURL(/\/store\/list$/);
  await expect(page.getByRole('heading', { name: pt['page.store.list'] })).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
});

test('a screen opened directly waits for its texts: no key shows, not even for a moment', async ({
  page,
}) => {
  // Every state the page goes through, from the first node on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => seen.push(document.body?.textContent ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto('/store/list');
  await expect(page.getByRole('heading', { name: pt['page.store.list'] })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen.join('\n'));
  expect(seen).toContain(pt['page.store.list']);
  expect(Object.keys(pt).filter((key) => seen.includes(key))).toEqual([]);
});
