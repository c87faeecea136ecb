import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { payPix, pixChargeOf, pixOrderPlaced } from './support/pix';
import { apiHeaders, emptyCart, login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * The store's side of an order, in three browsers: the demo buyer (Bruna) pays by PIX an order with
 * items of store 1 (Sérgio) and store 2 (Helena). Sérgio, with his order list open, sees it arrive
 * without a reload, accepts it, invoices it (NF-e authorized by the sandbox SEFAZ, DANFE downloaded),
 * prints the label, ships it with the label's tracking code, marks it delivered and concludes it: the
 * concluded screen shows the net released to the store's wallet. Helena cancels her part with a
 * reason: the buyer's account shows it canceled and her wallet has its amount back.
 */

const port = Number(process.env.E2E_PORT ?? 8765);
const E2E_DB = process.env.E2E_DB ?? `/tmp/marketplace-e2e-${port}.sqlite`;

interface BuyerStoreOrder {
  id: number;
  number: string;
  status: string;
  total: number;
  store: { id: number; name: string };
}

async function newSession(browser: Browser, email: string, greeting: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  waitForApp(page);
  await login(page, email, greeting);
  return page;
}

/** An offer of the store in stock, with its product's name (read from the journey's fresh database). */
function offerOf(storeId: number): { listingId: number; productName: string; storeName: string } {
  const db = new Database(E2E_DB, { readonly: true, timeout: 5000 });
  try {
    const row = db
      .prepare(
        `SELECT l.id AS listingId, p.name AS productName, s.name AS storeName FROM store_listings l
         JOIN products p ON p.id = l.product_id JOIN stores s ON s.id = l.store_id
         WHERE l.store_id = ? AND l.status = 'available' AND l.quantity > 1 ORDER BY l.id LIMIT 1`,
      )
      .get(storeId) as { listingId: number; productName: string; storeName: string } | undefined;
    if (!row) throw new Error(`store ${storeId} has no offer in stock`);
    return row;
  } finally {
    db.close();
  }
}

async function buyerOrders(page: Page, groupNumber: string): Promise<BuyerStoreOrder[]> {
  const res = await page.request.get('/v1/orders?per_page=50', { headers: await apiHeaders(page) });
  const groups = (await res.json()).orders as { number: string; orders: BuyerStoreOrder[] }[];
  const group = groups.find((g) => g.number === groupNumber);
  if (!group) throw new Error(`order ${groupNumber} not in the buyer's orders`);
  return group.orders;
}

async function walletBalance(page: Page): Promise<number> {
  const res = await page.request.get('/v1/active-cart/e2eorderse2eorders00', {
    headers: await apiHeaders(page),
  });
  return Number((await res.json()).result.meta.wallet_balance);
}

/** A /v1 call of the fulfilment steps on behalf of the page's user; the answer's JSON. */
async function post(page: Page, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { headers: await apiHeaders(page), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

test('a paid order of two stores: one store fulfils and concludes it, the other cancels its part', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await newSession(browser, 'comprador@demo.test', 'Olá, Bruna');
  const sergio = await newSession(browser, 'lojista@demo.test', 'Olá, Sérgio');
  const helena = await newSession(browser, 'lojista2@demo.test', 'Olá, Helena');

  // Sérgio has his order list open before the order exists.
  await sergio.goto('/my-store/1/orders');
  await expect(sergio.getByRole('tablist', { name: 'Pedidos por situação' })).toBeVisible();
  const paidBefore = Number(
    (await sergio.getByTestId('orders-tab-paid').textContent())?.match(/(\d+)\s*$/)?.[1] ?? 'NaN',
  );
  expect(paidBefore).not.toBeNaN();

  // The buyer puts one offer of each store in the cart and pays by PIX.
  await emptyCart(buyer);
  const offers = [offerOf(1), offerOf(2)];
  for (const offer of offers) {
    await post(buyer, '/v1/add-to-cart', { listing_id: offer.listingId, quantity: 1 });
  }
  await buyer.goto('/cart');
  await expect(buyer.getByTestId('store-group')).toHaveCount(2);
  for (const offer of offers) {
    const group = buyer.getByTestId('store-group').filter({ hasText: `Vendido por ${offer.storeName}` });
    await group.getByRole('radio', { name: /PAC/ }).click();
    await expect(group.getByRole('radio', { name: /PAC/ })).toBeChecked();
  }
  await buyer.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  await expect(buyer.getByRole('radio', { name: /PIX/ })).toBeChecked();
  const placed = pixOrderPlaced(buyer);
  await buyer.getByRole('button', { name: 'Confirmar pedido' }).click();
  const chargeId = await pixChargeOf(placed);
  await expect(buyer).toHaveURL(/\/checkout\/thankyou\?order=\d+$/);
  const groupNumber = (await buyer.getByTestId('placed-orders').locator('li').first().textContent())?.match(
    /MC-\d+/,
  )?.[0];
  expect(groupNumber).toBeTruthy();
  await payPix(buyer, chargeId);
  await expect(buyer.getByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeVisible({
    timeout: 15_000,
  });

  const parts = await buyerOrders(buyer, groupNumber as string);
  const ofSergio = parts.find((o) => o.store.id === 1);
  const ofHelena = parts.find((o) => o.store.id === 2);
  if (!ofSergio || !ofHelena)
    throw new Error(`the order has no part of store 1 and 2: ${JSON.stringify(parts)}`);

  // Sérgio's open list shows the paid order without a reload, with a notice and the counter up.
  const row = sergio.getByTestId('seller-order-row').filter({ hasText: ofSergio.number });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('order-status')).toHaveText('Pago');
  await expect(row).toContainText('Novo');
  await expect(sergio.getByText(`Novo pedido pago: ${ofSergio.number}`)).toBeVisible();
  await expect(sergio.getByTestId('orders-tab-paid')).toContainText(String(paidBefore + 1));

  // The new-order screen: items, buyer, address, shipping; accept.
  await row.getByRole('link').click();
  await sergio.waitForURL(new RegExp(`/my-store/1/new-order/${ofSergio.id}$`));
  await expect(sergio.getByTestId('seller-order-buyer')).toContainText('Bruna');
  await expect(sergio.getByTestId('seller-order-summary')).toContainText(offers[0].productName);
  await sergio.getByRole('button', { name: 'Aceitar e começar a preparar' }).click();
  await sergio.waitForURL(new RegExp(`/my-store/1/detail-orders/${ofSergio.id}$`));
  await expect(sergio.getByText('Pedido aceito. Bom preparo!')).toBeVisible();
  await expect(sergio.getByRole('button', { name: 'Aceitar e começar a preparar' })).toHaveCount(0);

  // Invoice, label and shipping, through their calls (the detail screen's panel has no controls yet).
  const id = { store_order_id: ofSergio.id };
  await post(sergio, '/v1/store-order-invoice', id);
  const sefaz = await (await post(sergio, '/v1/send-nf-to-sefaz', id)).json();
  expect(sefaz.error).toBe(false);
  expect(sefaz.result.invoice.status).toBe('authorized');
  expect(sefaz.result.invoice.access_key).toMatch(/^\d{44}$/);
  const danfe = await post(sergio, '/v1/store-order-get-nf', { ...id, format: 'pdf' });
  expect(danfe.headers()['content-type']).toContain('application/pdf');
  expect((await danfe.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const label = await post(sergio, '/v1/get-shipping-label', id);
  expect((await label.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const tracking = sefaz.result.label_tracking_code as string | null;
  expect(tracking).toMatch(/^[A-Z]{2}\d{9}[A-Z]{2}$/);
  await post(sergio, '/v1/store-order-ship', { ...id, tracking_code: tracking });

  // Shipped: the detail shows the tracking code; delivered, then concluded.
  await sergio.reload();
  await expect(sergio.getByTestId('seller-order-summary').getByTestId('order-status')).toHaveText('Enviado');
  await expect(sergio.getByRole('link', { name: tracking as string })).toBeVisible();
  await sergio.getByRole('button', { name: 'Marcar como entregue' }).click();
  await expect(sergio.getByTestId('seller-order-summary').getByTestId('order-status')).toHaveText('Entregue');
  const net = await sergio.getByTestId('seller-order-net').textContent();
  await sergio.getByRole('button', { name: 'Concluir pedido' }).click();
  await sergio.waitForURL(new RegExp(`/my-store/1/concluid-order/${ofSergio.id}$`));
  await expect(sergio.getByRole('status').filter({ hasText: 'Pedido concluído' })).toContainText(
    `${net} foram liberados na carteira da loja.`,
  );
  await expect(sergio.getByTestId('store-wallet-balance')).toHaveText(/R\$\s?[1-9]/);

  // Helena cancels her part with a reason; the buyer sees it canceled and gets the refund.
  const before = await walletBalance(buyer);
  await helena.goto(`/my-store/2/cancel-orders/${ofHelena.id}`);
  await helena.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(helena.getByText('Informe o motivo do cancelamento.')).toBeVisible();
  await helena.getByLabel('Motivo do cancelamento').fill('A carta esgotou na loja física.');
  await helena.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(helena.getByTestId('cancel-result')).toContainText('Pedido cancelado');
  await expect(helena.getByTestId('seller-order-summary')).toContainText('A carta esgotou na loja física.');

  await buyer.goto('/my-account');
  const group = buyer.getByTestId('order-group').filter({ hasText: `Pedido ${groupNumber}` });
  await expect(
    group.getByTestId('store-order').filter({ hasText: ofHelena.store.name }).getByTestId('status-badge'),
  ).toHaveText('Cancelado');
  await expect(
    group.getByTestId('store-order').filter({ hasText: ofSergio.store.name }).getByTestId('status-badge'),
  ).toHaveText('Concluído');
  await expect.poll(() => walletBalance(buyer)).toBeCloseTo(before + ofHelena.total, 2);
});
