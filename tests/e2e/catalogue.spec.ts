import { expect, type Page, test } from './support/test';

/** Catalogue screens in Chromium against the host's seeded demo catalogue (~20k products, 40 stores). */

const price = /R\$\s\d{1,3}(\.\d{3})*,\d{2}/;

/** The page's layout shift so far (what CLS adds up): a server-rendered page must not move as it hydrates. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

async function noSideScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
}

test('search from the header: suggestions, results, then the product page with offers in R$', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.fill('dragao');
  const suggestions = page.getByRole('listbox', { name: 'Sugestões' });
  await expect(suggestions.getByRole('option').nth(1)).toContainText('Dragão');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/filter-products\/dragao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “dragao”' })).toBeVisible();
  const first = page.getByTestId('product-card').first();
  await expect(first).toContainText('Dragão');
  await expect(first.getByTestId('product-price')).toHaveText(price);
  const name = (await first.getByRole('link').nth(1).textContent())?.trim() ?? '';
  await first.getByRole('link').nth(1).click();

  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const offers = page.getByTestId('offer');
  await expect(offers.first()).toBeVisible();
  await expect(offers.first().getByTestId('offer-price')).toHaveText(price);
  await expect(offers.first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/[a-z0-9-]+$/,
  );
  // The price figures come when scrolled near.
  await page.getByTestId('footer').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('price-stats')).toContainText(price);
  await expect(page.getByTestId('login-to-buy')).toHaveText(
    /Para adicionar itens ao carrinho, por favor, faça login\./,
  );
  await offers.first().getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Para adicionar itens ao carrinho' })).toBeVisible();
});

test('a user adds an offer to the cart', async ({ page }) => {
  // A new account, so the demo buyer's cart (used by the checkout tests) stays as seeded.
  await page.goto('/auth/register');
  await page.getByLabel('Nome', { exact: true }).fill('Lia');
  await page.getByLabel('Sobrenome').fill('Catálogo');
  await page.getByLabel('E-mail').fill(`catalogo_${Date.now()}@example.com`);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirme a senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText('Olá, Lia');
  await page.goto('/filter-products/dragao');
  await page.getByTestId('product-card').first().getByRole('link').nth(1).click();
  await page.getByTestId('offer').first().getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Adicionado ao carrinho' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBe('1');
});

test('"carregar mais" appends the next page under the first', async ({ page }) => {
  await page.goto('/filter-products/dragao');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  const firstName = await cards.first().textContent();
  await expect(page.getByTestId('list-count')).toHaveText(/Mostrando 24 de \d+/);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(cards).toHaveCount(48);
  await expect(cards.first()).toHaveText(firstName ?? '');
  await expect(page.getByTestId('list-count')).toHaveText(/Mostrando 48 de \d+/);
});

test('"carregar mais" on the card list goes on after the last card shown (keyset cursor)', async ({
  page,
}) => {
  await page.goto('/product/list?language=BR');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  for (const [next, shown] of [
    [2, 48],
    [3, 72],
  ]) {
    const asked = page.waitForRequest((r) => r.url().includes(`page=${next}&cursor=`));
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await asked;
    await expect(cards).toHaveCount(shown);
  }
  // Every card once, in name order, and the URL still page 1's.
  const links = await cards.evaluateAll((els) => els.map((e) => e.querySelector('a')?.getAttribute('href')));
  expect(new Set(links).size).toBe(72);
  await expect(page).toHaveURL(/\/product\/list\?language=BR$/);
});

test('filters and sort live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/product/list');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('filters-panel').getByLabel('Ultra rara').check();
  await expect(page).toHaveURL(/\?rarity=UR$/);
  // The list is a prop: sorting is an Inertia partial reload of it, with the sort in the URL.
  const sorted = page.waitForResponse(
    (r) =>
      r.url().includes('sort=price_desc') && (r.request().headers()['x-inertia-partial-data'] ?? '') !== '',
  );
  await page.getByLabel('Ordenar por').selectOption('price_desc');
  await expect(page).toHaveURL(/\?sort=price_desc&rarity=UR$/);
  await sorted;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const top = await page.getByTestId('product-card').first().textContent();

  await page.reload();
  await expect(page.getByTestId('filters-panel').getByLabel('Ultra rara')).toBeChecked();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('price_desc');
  await expect(page.getByTestId('product-card').first()).toHaveText(top ?? '');

  await page.goBack();
  await expect(page).toHaveURL(/\?rarity=UR$/);
  await expect(page.getByLabel('Ordenar por')).toHaveValue('name');
});

test("the demo seller's store page by slug, and an unknown slug", async ({ page }) => {
  const banner = page.waitForResponse((r) => r.url().endsWith('/media/stores/1/banner.svg'));
  await page.goto('/loja-do-sergio');
  const hero = page.getByTestId('store-hero');
  await expect(hero.getByRole('heading', { level: 1, name: 'Loja do Sérgio' })).toBeVisible();
  await expect(hero).toContainText('São Paulo/SP');
  await expect(hero).toContainText('Frete grátis: Quarta-feira');
  await expect(page.getByTestId('store-listing').first()).toContainText(price);
  await expect(page.getByTestId('store-review').first()).toBeVisible();
  // The drawn banner reaches the browser as WebP, which it decodes off its main thread
  // (server/domain/catalogue/raster.ts).
  expect((await banner).headers()['content-type']).toBe('image/webp');

  await page.getByLabel('Buscar nesta loja').fill('dragão');
  await page.getByLabel('Buscar nesta loja').press('Enter');
  await expect(page).toHaveURL(/\/loja-do-sergio\?q=drag/);
  await expect(page.getByTestId('store-listing').first()).toContainText(/Dragão/i);

  const missing = await page.goto('/loja-que-nao-existe');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('home, a list, a product and a store fit the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    // The phone header: the side-menu button, not the menu bar.
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(page.getByTestId('default-header').getByRole('link', { name: 'Coleções' })).toBeHidden();
    // The calendar comes when scrolled near.
    await page.getByTestId('footer').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('free-shipping')).toBeVisible();
    await noSideScroll(page);

    await page.goto('/filter-products/dragao');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);

    await page.goto('/product/list');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Folded on a phone: its button opens it.
    const filters = page.getByTestId('filters-panel');
    await expect(filters.getByLabel('Ultra rara')).toBeHidden();
    await filters.getByRole('button', { name: /Filtros/ }).click();
    await expect(filters.getByLabel('Ultra rara')).toBeVisible();
    await noSideScroll(page);

    await page.getByTestId('product-card').first().getByRole('link').nth(1).click();
    await expect(page.getByTestId('offer-list')).toBeVisible();
    // The offers as cards: no header row, the short label on the button.
    await expect(page.getByRole('columnheader', { name: 'Loja' })).toBeHidden();
    await expect(page.getByTestId('offer').first().getByRole('button', { name: 'Comprar' })).toBeVisible();
    await noSideScroll(page);

    await page.goto('/loja-do-sergio');
    await expect(page.getByTestId('store-listing').first()).toBeVisible();
    // A line's quantity is set with − and +, the price and "Comprar" under the product.
    const line = page
      .getByTestId('store-listing')
      .filter({ has: page.getByRole('button', { name: 'Aumentar quantidade', disabled: false }) })
      .first();
    await line.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(line.getByTestId('quantity')).toHaveText('2');
    await expect(line.getByRole('button', { name: 'Comprar' })).toBeVisible();
    await noSideScroll(page);
    await page.getByTestId('store-reviews').scrollIntoViewIfNeeded();
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
});

test.describe('at 769 px, past the phone limit', () => {
  test.use({ viewport: { width: 769, height: 900 } });

  test('the header shows the menu bar and no side-menu button; the filters sit open beside the list', async ({
    page,
  }) => {
    await page.goto('/product/list');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(page.getByTestId('default-header').getByRole('link', { name: 'Coleções' })).toBeVisible();
    await expect(page.getByTestId('filters-panel').getByLabel('Ultra rara')).toBeVisible();
  });

  test('the offers of a product are a table with its header row and the whole button label', async ({
    page,
  }) => {
    await page.goto('/product/1');
    await expect(page.getByRole('columnheader', { name: 'Loja' })).toBeVisible();
    await expect(
      page.getByTestId('offer').first().getByRole('button', { name: 'Adicionar ao carrinho' }),
    ).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
});
