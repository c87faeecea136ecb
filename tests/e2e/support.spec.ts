import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { PNG } from 'pngjs';
import { login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * Support and content (docs/support-and-content.md), in real browsers at once:
 * - the demo seller (Sérgio, store 1) opens a ticket with a picture; the admin (Ana) finds it among every
 *   store's tickets and answers; each side sees the other's messages without a reload;
 * - the demo buyer (Bruna) asks store 1 a question on a product page, the store answers it on its
 *   pending-questions screen, and the buyer sees the answer on the product page.
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

/** A product store 1 has an available listing of. */
function productOfStore1(): number {
  const db = new Database(E2E_DB, { readonly: true, timeout: 5000 });
  try {
    const row = db
      .prepare(
        "SELECT product_id FROM store_listings WHERE store_id = 1 AND status = 'available' ORDER BY id LIMIT 1",
      )
      .get() as { product_id: number } | undefined;
    if (!row) throw new Error('store 1 has no available listing');
    return row.product_id;
  } finally {
    db.close();
  }
}

/** A real 4×4 PNG: the server decodes and re-encodes every picture, so a header alone is refused. */
function png(): Buffer {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  return PNG.sync.write(image);
}

test('a ticket goes back and forth live between the store and the admin', async ({ browser }) => {
  test.setTimeout(120_000);
  const seller = await newSession(browser, 'lojista@demo.test', 'Olá, Sérgio');
  const admin = await newSession(browser, 'admin@demo.test', 'Olá, Ana');

  await seller.goto('/my-store/1/ticket-create');
  await seller.getByLabel('Assunto').fill('Saque não caiu na conta');
  await seller.getByLabel('Categoria').selectOption('payment');
  await seller.getByLabel('Descreva o problema').fill('Pedi um saque ontem e ainda não recebi.');
  await seller
    .getByTestId('ticket-attachment')
    .setInputFiles({ name: 'extrato.png', mimeType: 'image/png', buffer: png() });
  await seller.getByRole('button', { name: 'Enviar chamado' }).click();
  await seller.waitForURL(/\/my-store\/1\/ticket\/\d+$/);
  const ticketId = Number(new URL(seller.url()).pathname.split('/').pop());
  await expect(seller.getByTestId('ticket-message')).toHaveCount(1);
  await expect(seller.getByRole('link', { name: 'Abrir anexo: extrato.png' })).toBeVisible();

  // The admin finds it among every store's tickets and opens it.
  await admin.goto('/my-store/1/ticket-list?scope=all');
  await admin.getByRole('link', { name: `#${ticketId} · Saque não caiu na conta` }).click();
  await admin.waitForURL(new RegExp(`/my-store/1/ticket/${ticketId}$`));
  await expect(admin.getByText('Pedi um saque ontem e ainda não recebi.')).toBeVisible();

  // Staff answer → the store's open screen shows it without a reload, status "Respondido".
  await admin.getByLabel('Sua mensagem').fill('Olá! O saque foi pago hoje às 10h.');
  await admin.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(seller.getByText('Olá! O saque foi pago hoje às 10h.')).toBeVisible();
  await expect(seller.getByTestId('ticket-status')).toHaveText('Respondido');

  // The store replies → the admin's open screen shows it live.
  await seller.getByLabel('Sua mensagem').fill('Recebi agora, obrigado!');
  await seller.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(admin.getByText('Recebi agora, obrigado!')).toBeVisible();
  await expect(admin.getByTestId('ticket-message')).toHaveCount(3);

  // The store closes it; the admin's screen learns it live.
  await seller.getByRole('button', { name: 'Encerrar chamado' }).click();
  await expect(admin.getByTestId('ticket-status')).toHaveText('Encerrado');
});

test('a buyer asks store 1 about a product, the store answers and the buyer sees the answer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const productId = productOfStore1();
  const buyer = await newSession(browser, 'comprador@demo.test', 'Olá, Bruna');
  const seller = await newSession(browser, 'lojista@demo.test', 'Olá, Sérgio');
  const question = `A carta tem alguma marca? (${Date.now()})`;

  await buyer.goto(`/product/${productId}`);
  const block = buyer.getByTestId('product-questions');
  await block.getByTestId('question-store').selectOption('1');
  await block.getByLabel('Sua pergunta').fill(question);
  await block.getByRole('button', { name: 'Enviar pergunta' }).click();
  // One message per event: the success toast, the field emptied for the next question.
  await expect(buyer.getByText('Pergunta enviada. A loja será avisada.')).toHaveCount(1);
  await expect(block.getByLabel('Sua pergunta')).toHaveValue('');

  await seller.goto('/my-store/1/faq-questions');
  const card = seller.getByTestId('question-card').filter({ hasText: question });
  await card.getByLabel('Resposta').fill('Nenhuma marca, está perfeita.');
  await card.getByRole('button', { name: 'Responder e publicar' }).click();
  await expect(card.getByTestId('status-badge')).toHaveText('Respondido');

  await buyer.goto(`/product/${productId}`);
  const answered = buyer.getByTestId('product-question').filter({ hasText: question });
  await expect(answered).toContainText('Nenhuma marca, está perfeita.');
});
