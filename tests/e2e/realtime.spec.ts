import { payPix, pixChargeOf, pixOrderPlaced } from './support/pix';
import { apiHeaders, emptyCart, login } from './support/session';
import { expect, type Page, test, waitForApp } from './support/test';

/**
 * Two people on two browsers: the seller of the demo store watches the store's orders screen while
 * the demo buyer places an order there; the order reaches the seller's page through the websocket
 * (no reload), and the payment reaches the buyer's page the same way.
 */

/** Resolves once the page's websocket confirms the subscription to the channel. */
function subscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString();
        if (text.includes('pusher_internal:subscription_succeeded') && text.includes(`"${channel}"`)) {
          resolve();
        }
      });
    });
  });
}

interface StoreListing {
  id: number;
  quantity: number;
  product: { code: number; name: string };
}

test('the seller sees a new order live, and the buyer sees it paid live', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // The seller, on the store's orders screen, subscribed to the store's private channel.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  waitForApp(seller);
  await login(seller, 'lojista@demo.test', 'Olá, Sérgio');
  const store = (
    await (
      await seller.request.get('/v1/stores/slug/loja-do-sergio', { headers: await apiHeaders(seller) })
    ).json()
  ).result as { id: number; name: string };
  const storeChannel = subscribed(seller, `private-store.${store.id}`);
  await seller.goto(`/my-store/${store.id}/orders`);
  await storeChannel;

  // The buyer, subscribed to their own channel, buys one card of that store.
  await login(page, 'comprador@demo.test', 'Olá, Bruna');
  await emptyCart(page);
  const listings = (
    await (
      await page.request.post('/v1/show-products-store', {
        headers: await apiHeaders(page),
        data: { store_id: store.id, per_page: 30 },
      })
    ).json()
  ).data as StoreListing[];
  const listing = listings.find((l) => l.quantity > 0);
  expect(listing).toBeTruthy();
  await page.goto(`/product/${listing?.product.code}`);
  await page
    .getByTestId('offer')
    .filter({ has: page.getByRole('link', { name: store.name, exact: true }) })
    .first()
    .getByRole('button', { name: 'Adicionar ao carrinho' })
    .click();
  await expect(page.getByText('Adicionado ao carrinho').first()).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('radio', { name: /SEDEX/ }).first().click();
  await expect(page.getByRole('radio', { name: /SEDEX/ }).first()).toBeChecked();
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  const placed = pixOrderPlaced(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const chargeId = await pixChargeOf(placed);
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+$/);
  const number = (await page.getByTestId('placed-orders').locator('li').first().textContent())?.match(
    /MC-[\w-]+/,
  )?.[0];
  expect(number).toBeTruthy();

  // The seller's page shows the new order without a reload.
  const sellerUrl = seller.url();
  await expect(seller.getByText(`Novo pedido #${number} de Bruna`)).toBeVisible({ timeout: 15_000 });
  expect(seller.url()).toBe(sellerUrl);

  // The buyer's bank pays; the buyer's page hears the status change on the user's channel.
  await payPix(page, chargeId);
  await expect(page.getByText(`Seu pedido #${number} agora está: Pago`)).toBeVisible({ timeout: 15_000 });

  await sellerContext.close();
});
