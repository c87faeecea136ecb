import type { APIRequestContext } from '@playwright/test';
import { payPix, pixChargeOf, pixOrderPlaced } from './support/pix';
import { emptyCart, login, xsrf } from './support/session';
import { expect, test } from './support/test';

/**
 * The whole purchase as the demo buyer does it in the browser: an address with CEP autofill, two
 * offers from two stores added on the product page, shipping per store, some wallet credit, PIX,
 * the thank-you page with the QR code, the sandbox paying the PIX, and both store orders paid.
 */

interface Offer {
  id: number;
  store: { id: number; name: string };
  quantity: number;
  price: number;
}

/** A product whose offers come from at least two stores, and one offer of each of two stores. */
async function productFromTwoStores(request: APIRequestContext, csrf: string) {
  // `request` shares the page's cookies: the HttpOnly session cookie goes along.
  const headers = { 'X-XSRF-TOKEN': csrf, Accept: 'application/json' };
  const list = await request.post('/v1/1/products/paginate', {
    headers,
    data: { per_page: 30, in_stock: true },
  });
  const products = (await list.json()).data as { code: number; name: string }[];
  for (const product of products) {
    const res = await request.post('/v1/1/product-stores/', { headers, data: { product_id: product.code } });
    const offers = ((await res.json()).data as Offer[]).filter((o) => o.quantity > 0);
    const stores = [...new Map(offers.map((o) => [o.store.id, o])).values()];
    if (stores.length >= 2) return { product, offers: stores.slice(0, 2) };
  }
  throw new Error('no product with offers from two stores in the demo data');
}

test('the demo buyer buys from two stores with wallet credit and PIX, and sees both orders paid', async ({
  page,
}) => {
  test.setTimeout(120_000);

  await login(page, 'comprador@demo.test', 'Olá, Bruna');

  await emptyCart(page);

  // A new delivery address, filled from the CEP (the demo buyer has two already).
  await page.goto('/address');
  await expect(page.getByTestId('address-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Novo endereço' }).click();
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Endereço')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveValue('SP');
  await page.getByLabel('Número').fill('1000');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByTestId('address-card').filter({ hasText: 'Avenida Paulista, 1000' })).toHaveCount(1);

  // Two offers of two stores, from the product page.
  const { product, offers } = await productFromTwoStores(page.request, await xsrf(page));
  await page.goto(`/product/${product.code}`);
  for (const offer of offers) {
    const row = page
      .getByTestId('offer')
      .filter({ has: page.getByRole('link', { name: offer.store.name, exact: true }) })
      .first();
    // The first add's toast may still show: wait for this add's own answer before the next step.
    const added = page.waitForResponse((r) => r.url().endsWith('/v1/add-to-cart') && r.ok());
    await row.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await added;
    await expect(page.getByText('Adicionado ao carrinho').first()).toBeVisible();
  }

  // The cart: one group per store, shipping chosen for each, some wallet credit.
  await page.goto('/cart');
  await expect(page.getByTestId('store-group')).toHaveCount(2);
  for (const offer of offers) {
    const group = page.getByTestId('store-group').filter({ hasText: `Vendido por ${offer.store.name}` });
    // The choice shows once the server has saved it ('Frete selecionado').
    await group.getByRole('radio', { name: /SEDEX/ }).click();
    await expect(group.getByRole('radio', { name: /SEDEX/ })).toBeChecked();
  }
  const toPayBefore = await page.getByTestId('cart-to-pay').textContent();
  await page.getByLabel('Valor a usar (R$)').fill('1,50');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('cart-totals')).toContainText('Crédito da carteira');
  await expect(page.getByTestId('cart-to-pay')).not.toHaveText(toPayBefore ?? '');

  // Checkout by PIX.
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-header')).toBeVisible();
  // Deliver to the new address: the shipping is quoted to it again.
  await page.getByRole('radio', { name: 'Avenida Paulista, 1000' }).click();
  await expect(page.getByRole('radio', { name: 'Avenida Paulista, 1000' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await expect(page.getByTestId('order-summary')).toContainText('Crédito da carteira');
  const placed = pixOrderPlaced(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const chargeId = await pixChargeOf(placed);

  // Thank-you page: the order numbers, the QR code and the copy-and-paste code.
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+$/);
  await expect(page.getByTestId('placed-orders').locator('li')).toHaveCount(2);
  const qr = page.getByRole('img', { name: 'QR Code PIX do pedido' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const pixCode = page.getByLabel('Código PIX copia e cola');
  await expect(pixCode).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
  await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBeNull();

  // The buyer's bank pays the PIX (sandbox); the page sees it without a reload.
  await payPix(page, chargeId);
  await expect(page.getByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(qr).toHaveCount(0);

  // My account: the order with both store orders paid.
  const number = (await page.getByTestId('placed-orders').locator('li').first().textContent())?.match(
    /MC-\d+/,
  )?.[0];
  expect(number).toBeTruthy();
  await page.goto('/my-account');
  const order = page
    .getByTestId('order-group')
    .filter({ hasText: `Pedido ${number}` })
    .first();
  await expect(order.getByTestId('store-order')).toHaveCount(2);
  for (const offer of offers) {
    const storeOrder = order.getByTestId('store-order').filter({ hasText: offer.store.name });
    await expect(storeOrder.getByTestId('status-badge')).toHaveText('Pago');
  }
});
