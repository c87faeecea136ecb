import type { Locator, Page } from '@playwright/test';
import { login } from './support/session';
import { expect, test } from './support/test';

const CARDS = '/my-store/1/products/Cards';

/** The offers of a product page that belong to the demo seller's store. */
const sergioOffers = (page: Page) =>
  page.getByTestId('offer').filter({ has: page.getByRole('link', { name: 'Loja do Sérgio' }) });

/** A row of the stock list by its listing id. */
const rowOf = (page: Page, id: string): Locator =>
  page.locator(`[data-testid="stock-row"][data-listing-id="${id}"]`);

test.describe('the store stock screens', () => {
  test('the seller filters, loads more, edits a price, pauses and deletes listings; buyers see it at once', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    await page.goto(CARDS);
    await expect(page.getByRole('heading', { name: 'Estoque de cards' })).toBeVisible();
    const rows = page.getByTestId('stock-row');
    await expect(rows).toHaveCount(24);
    await expect(page.getByTestId('stock-count-available')).toContainText(/\d/);

    // A condition filter: the URL holds it, the rows are all of it, a reload keeps it.
    await page.getByText('Condição, idioma e extras').click();
    await page.getByLabel('Praticamente nova (NM)').check();
    await expect(page).toHaveURL(/[?&]condition=NM(&|$)/);
    await expect(page.getByLabel('Praticamente nova (NM)')).toBeChecked();
    await expect(rows.first()).toContainText('Praticamente nova (NM)');
    const conditions = await rows.evaluateAll((items) =>
      items.map((li) => (li.textContent ?? '').includes('Praticamente nova (NM)')),
    );
    expect(conditions.every(Boolean)).toBe(true);
    const total = Number(
      ((await page.getByTestId('stock-count-total').locator('dd').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(48);
    await page.reload();
    await expect(page).toHaveURL(/[?&]condition=NM(&|$)/);
    await expect(page.getByLabel('Praticamente nova (NM)')).toBeChecked();
    await expect(rows).toHaveCount(24);

    // A price edited in the row: saved on Enter, and the product's offers show it in R$.
    const row = rows.first();
    const id = (await row.getAttribute('data-listing-id')) as string;
    const href = (await row.getByRole('link').first().getAttribute('href')) as string;
    const productHref = new URL(href, page.url()).pathname;
    expect(productHref).toMatch(/^\/product\/\d+$/);
    const price = row.getByTestId('stock-price');
    await price.fill('0,37');
    await price.press('Enter');
    await expect(page.getByText('Criado/Alterado com sucesso.').first()).toBeVisible();
    await expect(price).toHaveValue('0,37');
    await expect(price).toBeEnabled();
    // "Carregar mais" appends the next page; the URL stays as it was.
    const firstId = await rows.first().getAttribute('data-listing-id');
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(rows).toHaveCount(48);
    await expect(rows.first()).toHaveAttribute('data-listing-id', firstId as string);
    await expect(page.getByTestId('stock-showing')).toHaveText(
      `Mostrando 48 de ${total.toLocaleString('pt-BR')}`,
    );
    await expect(page).not.toHaveURL(/page=/);
    const ids = await rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-listing-id')));
    expect(new Set(ids).size).toBe(48);

    // The edit stays on its row when more rows come in.
    await expect(rowOf(page, id).getByTestId('stock-price')).toHaveValue('0,37');

    await page.goto(productHref);
    await expect(page.getByTestId('offer-list')).toBeVisible();
    await expect(sergioOffers(page).filter({ hasText: 'R$ 0,37' })).toHaveCount(1);

    // Paused: the listing leaves the product's offers.
    await page.goto(`${CARDS}?condition=NM`);
    const edited = rowOf(page, id);
    await expect(edited.getByTestId('stock-price')).toHaveValue('0,37');
    const availableBefore = await page.getByTestId('stock-count-available').locator('dd').textContent();
    await edited.getByRole('button', { name: 'Pausar' }).click();
    await expect(edited.getByTestId('stock-status')).toHaveText('Pausado');
    await expect(edited.getByRole('button', { name: 'Reativar' })).toBeVisible();
    await expect(page.getByTestId('stock-count-available').locator('dd')).not.toHaveText(
      availableBefore as string,
    );
    await page.goto(productHref);
    await expect(page.getByTestId('offers')).toBeVisible();
    await expect(page.getByText('R$ 0,37')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('offers')).toBeVisible();
    await expect(page.getByText('R$ 0,37')).toHaveCount(0);

    // Deleted after confirming: gone from the list, also after a reload.
    await page.goto(`${CARDS}?condition=NM`);
    const victim = rows.nth(1);
    const victimId = (await victim.getAttribute('data-listing-id')) as string;
    await victim.getByRole('button', { name: 'Excluir' }).click();
    await expect(rowOf(page, victimId)).toBeVisible();
    await victim.getByRole('button', { name: 'Confirmar exclusão' }).click();
    await expect(page.getByText('Excluído com sucesso').first()).toBeVisible();
    await expect(rowOf(page, victimId)).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(rowOf(page, victimId)).toHaveCount(0);
    // The paused listing is still there, paused.
    await expect(rowOf(page, id).getByTestId('stock-status')).toHaveText('Pausado');
  });

  test('on a 360 px phone the stock screen fits the width and rows are cards', async ({ page }) => {
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(CARDS);
    const rows = page.getByTestId('stock-row');
    await expect(rows).toHaveCount(24);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // A card: the price field sits below the product's name, not beside it.
    const first = rows.first();
    const name = await first.getByRole('link').first().boundingBox();
    const price = await first.getByTestId('stock-price').boundingBox();
    expect(name && price && price.y > name.y + name.height).toBe(true);
    const rowBox = await first.boundingBox();
    expect(rowBox && rowBox.x >= 0 && rowBox.x + rowBox.width <= 360).toBe(true);
    // The filters open and still fit.
    await page.getByText('Condição, idioma e extras').click();
    await expect(page.getByLabel('Praticamente nova (NM)')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });

  test("another seller opening store 1's stock reads the 403 message and lands on the store list", async ({
    page,
  }) => {
    await login(page, 'lojista2@demo.test', 'Olá, Helena');
    await page.goto('/my-store/1/products/Tcg');
    await expect(page).toHaveURL(/\/my-store\/list$/);
    await expect(page.getByText('Você não tem acesso a esta loja.')).toBeVisible();
    await expect(page.getByTestId('stock-row')).toHaveCount(0);
  });
});
