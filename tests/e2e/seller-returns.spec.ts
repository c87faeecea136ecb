import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { apiHeaders, login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * The store's side of complaints and returns, in two browsers at once: the demo buyer (Bruna) and
 * the demo seller (Sérgio, store 1). The buyer complains about her paid order of store 1 and the
 * store answers on its complaint screen, each side seeing the other's message without a reload; then
 * the order is delivered, the buyer asks for a return, the store accepts it and the buyer's wallet
 * gets the refund.
 */

const port = Number(process.env.E2E_PORT ?? 8765);
const E2E_DB = process.env.E2E_DB ?? `/tmp/marketplace-e2e-${port}.sqlite`;

async function newSession(browser: Browser, email: string, greeting: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  waitForApp(page);
  await login(page, email, greeting);
  return page;
}

interface StoreOrderSummary {
  id: number;
  number: string;
  status: string;
  total: number;
  store: { id: number };
}

/** The buyer's order of store 1 the demo seed left paid. */
async function paidOrderOfStore1(page: Page) {
  const res = await page.request.get('/v1/orders?per_page=50', { headers: await apiHeaders(page) });
  const groups = (await res.json()).orders as { id: number; orders: StoreOrderSummary[] }[];
  for (const group of groups) {
    const order = group.orders.find((o) => o.store.id === 1 && o.status === 'paid');
    if (order) return { groupId: group.id, order };
  }
  throw new Error('the demo buyer has no paid order of store 1');
}

/**
 * The carrier's part, which no screen of this journey plays: the order is invoiced, posted and
 * delivered (status, dates and timeline, as the store's moves write them; none of them moves money).
 */
function deliver(storeOrderId: number) {
  const db = new Database(E2E_DB, { timeout: 5000 });
  try {
    const now = new Date().toISOString();
    db.transaction(() => {
      const moved = db
        .prepare(
          `UPDATE store_orders SET status = 'delivered', invoiced_at = ?, shipped_at = ?, delivered_at = ?,
           tracking_code = 'AA123456785BR', updated_at = ? WHERE id = ? AND status = 'paid'`,
        )
        .run(now, now, now, now, storeOrderId);
      if (moved.changes !== 1) throw new Error('order not paid');
      const history = db.prepare(
        'INSERT INTO order_status_history (store_order_id, status, note, created_at) VALUES (?, ?, NULL, ?)',
      );
      for (const status of ['invoiced', 'shipped', 'delivered']) history.run(storeOrderId, status, now);
    })();
  } finally {
    db.close();
  }
}

async function walletBalance(page: Page): Promise<number> {
  const res = await page.request.get('/v1/active-cart/e2ereturnse2ereturns', {
    headers: await apiHeaders(page),
  });
  return Number((await res.json()).result.meta.wallet_balance);
}

test('a complaint answered live by the store, and a return the store accepts refunds the buyer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await newSession(browser, 'comprador@demo.test', 'Olá, Bruna');
  const seller = await newSession(browser, 'lojista@demo.test', 'Olá, Sérgio');
  const { groupId, order } = await paidOrderOfStore1(buyer);

  // The buyer opens a complaint on the order.
  await buyer.goto(`/complaints?order=${order.id}`);
  await buyer.getByLabel('Descreva o problema').fill('O pedido ainda não foi enviado, alguma previsão?');
  await buyer.getByRole('button', { name: 'Enviar reclamação' }).click();
  await buyer.waitForURL(/\/complaints\/\d+$/);
  const complaintId = Number(new URL(buyer.url()).pathname.split('/').pop());

  // The store sees it in its list and answers on the complaint's screen.
  await seller.goto('/my-store/complaints/1');
  await seller.getByRole('link', { name: 'Produto não recebido' }).first().click();
  await seller.waitForURL(new RegExp(`/my-store/complaints/1/${complaintId}$`));
  await expect(seller.getByText('O pedido ainda não foi enviado, alguma previsão?')).toBeVisible();
  await seller.getByLabel('Resposta da loja').fill('Sai amanhã cedo pelos Correios.');
  await seller.getByRole('button', { name: 'Enviar mensagem' }).click();

  // The buyer's open screen shows the answer without a reload, and her reply reaches the store live.
  await expect(buyer.getByText('Sai amanhã cedo pelos Correios.')).toBeVisible();
  await buyer.getByLabel('Sua mensagem').fill('Obrigada, fico no aguardo.');
  await buyer.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(seller.getByText('Obrigada, fico no aguardo.')).toBeVisible();
  await expect(seller.getByTestId('complaint-message')).toHaveCount(3);

  // Delivered: the buyer asks for a return on her order's screen.
  deliver(order.id);
  const before = await walletBalance(buyer);
  await buyer.goto(`/my-account/order-view/${groupId}`);
  const card = buyer.getByTestId('store-order-detail').filter({ hasText: order.number });
  await card.getByRole('button', { name: 'Pedir devolução' }).click();
  await card.getByLabel('Por que você quer devolver este pedido?').fill('A carta veio com o canto dobrado.');
  await card.getByRole('button', { name: 'Enviar pedido de devolução' }).click();
  await expect(card.getByTestId('return-sent')).toBeVisible();

  // The store accepts it on its returns screen.
  await seller.goto('/my-store/1/returned-orders');
  await expect(seller.getByTestId('return-tab-requested')).toContainText('1');
  const request = seller.getByTestId('order-return').filter({ hasText: 'A carta veio com o canto dobrado.' });
  seller.once('dialog', (dialog) => void dialog.accept());
  await request.getByRole('button', { name: 'Aceitar devolução' }).click();
  await expect(seller.getByTestId('return-tab-accepted')).toContainText('1');
  await expect(seller.getByTestId('returns-empty')).toBeVisible();

  // The order is returned and the buyer's wallet has the order's total back.
  await expect.poll(() => walletBalance(buyer)).toBeCloseTo(before + order.total, 2);
  await buyer.goto(`/my-account/order-view/${groupId}`);
  await expect(buyer.getByTestId('store-order-detail').filter({ hasText: order.number })).toContainText(
    'Devolvido',
  );
});
