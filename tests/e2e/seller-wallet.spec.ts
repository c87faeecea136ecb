import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { apiHeaders, login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * The seller's wallet: store 1's paid demo order is delivered and concluded (its net reaches the
 * wallet), the seller opens the cash-out modal, is refused an amount below the minimum, cashes out,
 * the sandbox bank pays it and the wallet shows "Pago" without a reload; the statement shows the
 * entries and downloads as CSV.
 */

const port = Number(process.env.E2E_PORT ?? 8765);
const E2E_DB = process.env.E2E_DB ?? `/tmp/marketplace-e2e-${port}.sqlite`;

/** The carrier's part (no screen plays it): invoiced, posted and delivered. None of it moves money. */
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

/** A bank account of store 1, as the bank account screen would keep it. */
function addBankAccount() {
  const db = new Database(E2E_DB, { timeout: 5000 });
  try {
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO bank_accounts (store_id, bank_code, bank_name, agency, agency_digit, account, account_digit,
       account_type, holder_name, holder_document, pix_key_type, pix_key, is_default, created_at, updated_at)
       VALUES (1, '341', 'Itaú Unibanco', '1584', NULL, '12345678', '7', 'checking', 'Sérgio Lojista',
       '52998224725', NULL, NULL, 1, ?, ?)`,
    ).run(now, now);
  } finally {
    db.close();
  }
}

async function concludePaidOrder(page: Page) {
  const headers = await apiHeaders(page);
  const list = await page.request.post('/v1/stores-orders', {
    headers,
    data: { store_id: 1, status: 'paid', page: 1 },
  });
  const order = (await list.json()).orders[0] as { id: number; number: string };
  deliver(order.id);
  const concluded = await page.request.post('/v1/store-order-conclude', {
    headers,
    data: { store_order_id: order.id },
  });
  expect(concluded.status()).toBe(200);
  return order;
}

test('a seller cashes out the money of a concluded order and sees it paid', async ({ page }) => {
  test.setTimeout(120_000);
  waitForApp(page);
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  const order = await concludePaidOrder(page);
  addBankAccount();

  const summary = await page.request.get('/v1/store-wallet?store_id=1', { headers: await apiHeaders(page) });
  const available = (await summary.json()).result.available as number;
  expect(available).toBeGreaterThan(13.67);

  await page.goto('/my-store/1/wallet');
  await expect(page.getByTestId('wallet-available')).toContainText(
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(available),
  );

  // Below the minimum: the server's message under the amount.
  await page.getByRole('button', { name: 'Sacar' }).click();
  const modal = page.getByTestId('cash-out-modal');
  await modal.getByLabel('Valor do saque (R$)').fill('5');
  await modal.getByRole('button', { name: 'Confirmar saque' }).click();
  await expect(modal.getByText('O valor mínimo de saque é R$ 10,00.')).toBeVisible();

  // R$ 10,00: the fee and what leaves the wallet before confirming.
  await modal.getByLabel('Valor do saque (R$)').fill('10,00');
  await expect(modal.getByTestId('cash-out-total')).toContainText('13,67');
  await modal.getByRole('button', { name: 'Confirmar saque' }).click();
  await expect(modal).toBeHidden();
  const payout = page.getByTestId('payout').first();
  await expect(payout.getByTestId('payout-status')).toHaveText('Pendente');
  await expect(page.getByTestId('wallet-pending')).toContainText('13,67');

  // The sandbox bank pays it; the open page hears payout.settled and shows it paid.
  const settled = await page.request.post('/_sandbox/payouts/settle', {
    headers: await apiHeaders(page),
    data: {},
  });
  expect((await settled.json()).result.settled).toHaveLength(1);
  await expect(payout.getByTestId('payout-status')).toHaveText('Pago');
  await expect(page.getByTestId('wallet-pending')).toContainText('R$ 0,00');

  // The statement: the release of the order and the cash-out.
  await page.getByRole('link', { name: 'Ver extrato completo' }).click();
  await page.waitForURL(/\/my-store\/wallet-detail\/1$/);
  const entries = page.getByTestId('statement-entry');
  await expect(entries.filter({ hasText: 'Saque solicitado' })).toHaveCount(1);
  await expect(entries.filter({ hasText: order.number }).first()).toBeVisible();
  await page.getByLabel('Tipo').selectOption('payout_requested');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.waitForURL(/kind=payout_requested/);
  await expect(entries).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('statement-csv').click(),
  ]);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('data;data_hora_utc;conta;tipo;descricao;pedido;saque;valor;saldo_apos;transacao');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(';payout_requested;Saque solicitado;');
  expect(lines[1]).toContain(';-13,67;');
});
