import { login } from './support/session';
import { expect, test } from './support/test';

/**
 * A price typed the Brazilian way: "35,50" on the ad form is saved as R$ 35,50 (a number field used to
 * drop the comma and save R$ 3.550,00), and the edit form shows it back as 35,50.
 */
test('a price typed as "35,50" is saved as R$ 35,50', async ({ page }) => {
  const title = `Deck box ${Date.now()}`;
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  await page.goto('/my-store/1/ad-create');
  await page.getByTestId('ad-title').fill(title);
  await page.getByTestId('ad-description-input').fill('Deck box para 100 cartas com divisória, sem uso.');
  await page.getByTestId('ad-category').selectOption('acessorios');
  await page.getByTestId('ad-condition').selectOption('used');
  await page.getByTestId('ad-price-input').pressSequentially('35,50');
  await page.getByTestId('ad-city').selectOption({ index: 1 });
  await page.getByTestId('ad-save').click();

  await expect(page).toHaveURL(/\/my-store\/1\/ad-list\?status=analysis$/);
  const ad = page.getByTestId('store-ad').filter({ hasText: title });
  await expect(ad).toContainText(/R\$\s35,50/);
  await expect(ad).not.toContainText('3.550');
});
