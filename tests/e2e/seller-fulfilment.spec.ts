import { readFile } from 'node:fs/promises';
import type { Browser, Download, Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { payPix, pixChargeOf, pixOrderPlaced } from './support/pix';
import { apiHeaders, emptyCart, login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * The invoice and shipping panel of the store's order detail: the demo buyer (Bruna) pays by PIX an
 * order at store 1; Sérgio opens it, issues the NF-e and sends it to the sandbox SEFAZ (authorized),
 * downloads the DANFE, prints the label, ships it with the label's tracking code; Bruna's account shows
 * the order "Enviado".
 */

const port = Number(process.env.E2E_PORT ?? 8765);
const E2E_DB = process.env.E2E_DB ?? `/tmp/marketplace-e2e-${port}.sqlite`;

async function newSession(browser: Browser, email: string, greeting: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', acceptDownloads: true });
  const page = await context.newPage();
  waitForApp(page);
  await login(page, email, greeting);
  return page;
}

/** An offer of store 1 in stock (read from the journey's fresh database). */
function offerOfStore1(): { listingId: number; storeName: string } {
  const db = new Database(E2E_DB, { readonly: true, timeout: 5000 });
  try {
    const row = db
      .prepare(
        `SELECT l.id AS listingId, s.name AS storeName FROM store_listings l JOIN stores s ON s.id = l.store_id
         WHERE l.store_id = 1 AND l.status = 'available' AND l.quantity > 1 ORDER BY l.id DESC LIMIT 1`,
      )
      .get() as { listingId: number; storeName: string } | undefined;
    if (!row) throw new Error('store 1 has no offer in stock');
    return row;
  } finally {
    db.close();
  }
}

/** Clicks a download link and returns the file's first bytes. */
async function downloaded(page: Page, link: Locator): Promise<{ head: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { head: bytes.subarray(0, 5).toString('latin1'), download };
}

test('the seller invoices, prints the label and ships an order from its detail screen', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const buyer = await newSession(browser, 'comprador@demo.test', 'Olá, Bruna');
  const sergio = await newSession(browser, 'lojista@demo.test', 'Olá, Sérgio');

  // Bruna buys one offer of store 1 and pays the PIX in the sandbox.
  await emptyCart(buyer);
  const offer = offerOfStore1();
  const added = await buyer.request.post('/v1/add-to-cart', {
    headers: await apiHeaders(buyer),
    data: { listing_id: offer.listingId, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await buyer.goto('/cart');
  const group = buyer.getByTestId('store-group').filter({ hasText: `Vendido por ${offer.storeName}` });
  await group.getByRole('radio', { name: /SEDEX/ }).click();
  await expect(group.getByRole('radio', { name: /SEDEX/ })).toBeChecked();
  await buyer.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  const placed = pixOrderPlaced(buyer);
  await buyer.getByRole('button', { name: 'Confirmar pedido' }).click();
  const response = await placed;
  const order = (await response.json()).result.data as {
    number: string;
    orders: { id: number; number: string }[];
  };
  const chargeId = await pixChargeOf(Promise.resolve(response));
  await payPix(buyer, chargeId);
  const storeOrder = order.orders[0];
  if (!storeOrder) throw new Error('no store order');

  // Sérgio opens the order: the panel's first step issues the NF-e.
  await sergio.goto(`/my-store/1/detail-orders/${storeOrder.id}`);
  const invoiceStep = sergio.getByRole('region', { name: 'Nota fiscal', exact: true });
  await expect(invoiceStep).toBeVisible();
  await invoiceStep.getByRole('button', { name: 'Emitir nota fiscal' }).click();
  await expect(invoiceStep.getByText('Rascunho', { exact: true })).toBeVisible();
  await invoiceStep.getByRole('button', { name: 'Enviar à SEFAZ' }).click();
  await expect(invoiceStep.getByText('Autorizada', { exact: true })).toBeVisible();
  await expect(invoiceStep.getByTestId('nfe-key')).toHaveText(/^(\d{4} ){10}\d{4}$/);
  await expect(sergio.getByTestId('seller-order-summary').getByTestId('order-status')).toHaveText('Faturado');

  // The DANFE downloads as a PDF.
  const danfe = await downloaded(sergio, invoiceStep.getByRole('link', { name: 'Baixar DANFE (PDF)' }));
  expect(danfe.head).toBe('%PDF-');
  expect(danfe.download.suggestedFilename()).toMatch(/^DANFE-\d{44}\.pdf$/);
  await invoiceStep.getByRole('button', { name: 'Enviar ao comprador' }).click();
  await expect(invoiceStep.getByText(/Enviada ao comprador em/)).toBeVisible();

  // The label, then shipping with the label's tracking code (prefilled).
  const shippingStep = sergio.getByRole('region', { name: 'Envio', exact: true });
  const label = await downloaded(sergio, shippingStep.getByRole('link', { name: 'Imprimir etiqueta' }));
  expect(label.head).toBe('%PDF-');
  const code = shippingStep.getByLabel('Código de rastreio');
  await expect(code).toHaveValue(/^SS\d{9}BR$/);
  const tracking = await code.inputValue();
  // A wrong check digit is refused by the server with the field's message.
  const wrong = `${tracking.slice(0, 10)}${(Number(tracking[10]) + 1) % 10}BR`;
  await code.fill(wrong);
  await shippingStep.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(shippingStep.getByText('Código de rastreio inválido.')).toBeVisible();
  await code.fill(tracking);
  await shippingStep.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(shippingStep.getByTestId('tracking-code')).toHaveText(tracking);
  await expect(sergio.getByTestId('seller-order-summary').getByTestId('order-status')).toHaveText('Enviado');

  // Bruna sees it shipped.
  await buyer.goto('/my-account');
  const mine = buyer.getByTestId('order-group').filter({ hasText: `Pedido ${order.number}` });
  await expect(mine.getByTestId('store-order').getByTestId('status-badge')).toHaveText('Enviado');
});
