import type { Browser, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { payPix, pixChargeOf, pixOrderPlaced } from './support/pix';
import { emptyCart, login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * Classifieds end to end, in three browsers: the demo seller (store 1) creates an ad with a photo, the
 * admin approves it from the moderation queue on /classifieds (the store's list hears it live), and the
 * demo buyer finds it by UF and city, adds it to the cart and pays it by PIX.
 */

async function newSession(browser: Browser, email: string, greeting: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  waitForApp(page);
  await login(page, email, greeting);
  return page;
}

function photo(): Buffer {
  const image = new PNG({ width: 240, height: 180 });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = (i / 4) % 240;
    image.data[i + 1] = 90;
    image.data[i + 2] = 160;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

test('a store creates an ad, an admin approves it, a buyer finds it by city and buys it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Fichário de cartas ${Date.now()}`;

  // The store creates the ad (Minas Gerais, Uberlândia: the cities come for the chosen UF).
  const seller = await newSession(browser, 'lojista@demo.test', 'Olá, Sérgio');
  await seller.goto('/my-store/1/ad-create');
  await seller.getByTestId('ad-title').fill(title);
  await seller.getByTestId('ad-description-input').fill('Fichário com 20 folhas de 9 bolsos, quase sem uso.');
  await seller.getByTestId('ad-category').selectOption('acessorios');
  await seller.getByTestId('ad-condition').selectOption('used');
  await seller.getByTestId('ad-price-input').fill('0');
  await seller.getByTestId('ad-uf').selectOption('MG');
  await expect(seller.getByTestId('ad-city').locator('option', { hasText: 'Uberlândia' })).toHaveCount(1);
  await seller.getByTestId('ad-city').selectOption('Uberlândia');
  // A price of zero is refused by the server, under its field, and nothing is created.
  await seller.getByTestId('ad-save').click();
  await expect(seller.getByText('O preço deve ser maior que zero.').first()).toBeVisible();
  await seller.getByTestId('ad-price-input').fill('75.50');
  await seller
    .getByTestId('photo-input')
    .setInputFiles({ name: 'fichario.png', mimeType: 'image/png', buffer: photo() });
  await expect(seller.getByTestId('photo-preview')).toHaveCount(1);
  await seller.getByTestId('ad-save').click();
  await expect(seller).toHaveURL(/\/my-store\/1\/ad-list\?status=analysis$/);
  const mine = seller.getByTestId('store-ad').filter({ hasText: title });
  await expect(mine).toContainText('Em análise');
  await expect(mine.locator('img')).toHaveAttribute('src', /^\/v1\/ads-media\/[a-f0-9]{64}\.png$/);

  // The admin approves it from the queue on /classifieds.
  const admin = await newSession(browser, 'admin@demo.test', 'Olá, Ana');
  await admin.goto('/classifieds');
  const queued = admin.getByTestId('moderation-queue').getByTestId('store-ad').filter({ hasText: title });
  await expect(queued).toBeVisible();
  await queued.getByTestId('ad-approve').click();
  await expect(
    admin.getByTestId('moderation-queue').getByTestId('store-ad').filter({ hasText: title }),
  ).toHaveCount(0);

  // The store hears it live: its list reloads and the ad leaves the analysis tab.
  await expect(seller.getByText('Um anúncio da loja foi aprovado.')).toBeVisible({ timeout: 15_000 });
  await expect(seller.getByTestId('store-ad').filter({ hasText: title })).toHaveCount(0);
  await seller.getByTestId('ad-tab-available').click();
  await expect(seller.getByTestId('store-ad').filter({ hasText: title })).toContainText('Disponível');

  // The buyer finds it by UF and city, adds it to the cart and pays by PIX.
  const buyer = await newSession(browser, 'comprador@demo.test', 'Olá, Bruna');
  await emptyCart(buyer);
  await buyer.goto('/classifieds');
  await buyer.getByTestId('filter-uf').selectOption('MG');
  await expect(buyer).toHaveURL(/uf=MG/);
  await buyer.getByTestId('filter-city').selectOption('Uberlândia');
  await expect(buyer).toHaveURL(/city=Uberl/);
  const card = buyer.getByTestId('ad-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(buyer.getByTestId('ad-card')).toHaveCount(1);
  await card.click();
  await expect(buyer.getByTestId('ad-location')).toHaveText('Uberlândia/MG');
  await expect(buyer.getByTestId('ad-price')).toContainText('75,50');
  await buyer.getByTestId('ad-add-to-cart').click();
  await expect(buyer.getByText('Adicionado ao carrinho').first()).toBeVisible();

  await buyer.goto('/cart');
  await expect(buyer.getByText(title).first()).toBeVisible();
  await buyer.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  await expect(buyer.getByRole('radio', { name: /PIX/ })).toBeChecked();
  const placed = pixOrderPlaced(buyer);
  await buyer.getByRole('button', { name: 'Confirmar pedido' }).click();
  const chargeId = await pixChargeOf(placed);
  await expect(buyer).toHaveURL(/\/checkout\/thankyou\?order=\d+$/);
  await payPix(buyer, chargeId);
  await expect(buyer.getByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeVisible({
    timeout: 15_000,
  });

  // The ad's only unit is sold: it leaves the buyer's list.
  await buyer.goto('/classifieds?uf=MG&city=Uberl%C3%A2ndia');
  await expect(buyer.getByTestId('ad-card').filter({ hasText: title })).toHaveCount(0);
});
