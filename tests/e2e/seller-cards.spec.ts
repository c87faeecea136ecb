import type { Page, Request } from '@playwright/test';
import { apiHeaders, emptyCart, login, xsrf } from './support/session';
import { expect, test } from './support/test';

/**
 * Cards that never touch the host. The demo seller adds a card on the store's bankCardCredit screen:
 * the sandbox tokenizer runs in the browser and only its token, brand, last 4 and expiry are posted;
 * every request the page makes to the host is read and none carries the number (nor the cvv). The card
 * shows, then is deleted. Then the demo buyer pays an order with a new card at the checkout, the same
 * way: token only.
 */

const port = Number(process.env.E2E_PORT ?? 8765);
const HOST = `http://127.0.0.1:${port}`;

/** Every request the page sends to the host: its URL, headers and body. */
function recordHostRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(HOST)) return;
    seen.push(
      [request.method(), request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join(
        ' ',
      ),
    );
  });
  return seen;
}

function expectNoCard(seen: string[], digits: string, cvv: string) {
  const spaced = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  for (const line of seen) {
    expect(line).not.toContain(digits);
    expect(line).not.toContain(spaced);
    expect(line).not.toContain(encodeURIComponent(spaced));
    // The middle digits never travel either (only the last 4 do).
    if (/[1-9]/.test(digits.slice(4, 12))) expect(line).not.toContain(digits.slice(4, 12));
    expect(line).not.toMatch(new RegExp(`"(cvv|security_code)"\\s*:\\s*"${cvv}"`));
  }
}

async function fillCard(form: ReturnType<Page['getByTestId']>, number: string, cvv: string) {
  await form.getByLabel('Número do cartão').fill(number);
  await form.getByLabel('Nome impresso no cartão').fill('Sérgio Lojista');
  await form.getByLabel('Validade (MM/AA)').fill('08/39');
  await form.getByLabel('CVV').fill(cvv);
}

test('the seller adds a card tokenized in the browser: the host never sees the number, then deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  const seen = recordHostRequests(page);

  await page.goto('/my-store/1/bankCardCredit');
  await expect(page.getByRole('heading', { name: 'Cartões salvos' })).toBeVisible();
  const form = page.getByTestId('add-card-form');

  // A wrong digit is caught in the browser, in Portuguese, before anything is sent.
  await fillCard(form, '5555 5555 5555 4445', '321');
  const postsBefore = seen.filter((l) => l.startsWith('POST')).length;
  await form.getByRole('button', { name: 'Adicionar cartão' }).click();
  await expect(form.getByText('Número de cartão inválido. Confira os dígitos.')).toBeVisible();
  expect(seen.filter((l) => l.startsWith('POST')).length).toBe(postsBefore);

  // The right number: tokenized, posted as a token, and the card shows.
  await form.getByLabel('Número do cartão').fill('5555 5555 5555 4444');
  const saved = page.waitForResponse((r) => r.url().endsWith('/pagbank/orders/add_credit_card'));
  await form.getByRole('button', { name: 'Adicionar cartão' }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([
    'brand',
    'card_token',
    'exp_month',
    'exp_year',
    'holder',
    'last4',
  ]);
  expect(body).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2039 });
  await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();
  const card = page.getByTestId('saved-card').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('validade 08/2039');
  await expect(form.getByLabel('Número do cartão')).toHaveValue('');

  // The installments of an amount.
  const preview = page.getByTestId('installment-preview');
  await preview.getByLabel('Valor (R$)').fill('100,00');
  await preview.getByRole('button', { name: 'Simular' }).click();
  await expect(preview.getByTestId('installment-option')).toHaveCount(12);

  // Deleted after a confirm.
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: /^Excluir o cartão Mastercard final 4444$/ }).click();
  await expect(page.getByText('Excluído com sucesso').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  expect(seen.length).toBeGreaterThan(3);
  expectNoCard(seen, '5555555555554444', '321');
  expectNoCard(seen, '5555555555554445', '321');
});

test('the buyer pays a checkout with a new card: only its token reaches the host', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'comprador@demo.test', 'Olá, Bruna');
  await emptyCart(page);

  // One offer in stock, into the cart through the product page's call.
  const headers = await apiHeaders(page);
  const list = await page.request.post('/v1/1/products/paginate', {
    headers,
    data: { per_page: 30, in_stock: true },
  });
  let added = false;
  for (const product of (await list.json()).data as { code: number }[]) {
    const res = await page.request.post('/v1/1/product-stores/', {
      headers,
      data: { product_id: product.code },
    });
    const offer = ((await res.json()).data as { id: number; quantity: number }[]).find((o) => o.quantity > 0);
    if (!offer) continue;
    const add = await page.request.post('/v1/add-to-cart', {
      headers: { ...headers, 'X-XSRF-TOKEN': await xsrf(page) },
      data: { listing_id: offer.id, quantity: 1 },
    });
    if (add.ok()) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);

  const seen = recordHostRequests(page);
  await page.goto('/cart');
  const group = page.getByTestId('store-group').first();
  await group
    .getByRole('radio', { name: /PAC|SEDEX/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
  const newCard = page.getByRole('radio', { name: 'Usar um novo cartão' });
  if (await newCard.count()) await newCard.click();
  const form = page.getByTestId('card-form');
  await form.getByLabel('Número do cartão').fill('4000 0000 0000 0010');
  await form.getByLabel('Nome impresso no cartão').fill('Bruna Compradora');
  await form.getByLabel('Validade (MM/AA)').fill('09/38');
  await form.getByLabel('CVV').fill('987');
  const placed = page.waitForResponse((r) => r.url().endsWith('/v1/order/credit-card'));
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const card = (response.request().postDataJSON() as { card: Record<string, unknown> }).card;
  expect(card).toMatchObject({ brand: 'visa', last4: '0010', exp_month: 9, exp_year: 2038 });
  expect(card.card_token).toMatch(/^sbxcard_/);
  expect(card).not.toHaveProperty('number');
  expect(card).not.toHaveProperty('cvv');
  await expect(page).toHaveURL(/\/checkout\/thankyou\?order=\d+$/);

  expectNoCard(seen, '4000000000000010', '987');
});
