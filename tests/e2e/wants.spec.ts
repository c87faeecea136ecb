import Database from 'better-sqlite3';
import { apiHeaders, login } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * The want list's journey (docs/optimizer.md): the demo buyer pastes a deck, fixes the lines that
 * matched nothing or several, adds one more card from its product page ("Adicionar à lista"), builds the cheapest cart for a CEP, puts it in the cart and pays it by PIX
 * with the sandbox's button. And an empty paste, refused in Portuguese with nothing saved.
 */

const port = Number(process.env.E2E_PORT ?? 8765);
const E2E_DB = process.env.E2E_DB ?? `/tmp/marketplace-e2e-${port}.sqlite`;
const BUYER_ID = 1;

/**
 * Sixty card names of the demo catalogue, read from the seeded database: cards offered (in stock, by
 * an active store that is not the buyer's) by at least two stores, so the optimizer has a choice.
 */
function deckNames(): string[] {
  return offeredCards(60).map((r) => r.name);
}

/** Cards offered by at least two stores (not the buyer's), most offered first. */
function offeredCards(limit: number): { id: number; name: string }[] {
  const db = new Database(E2E_DB, { readonly: true, timeout: 5000 });
  try {
    const rows = db
      .prepare(
        `SELECT MIN(p.name) AS name, MIN(p.id) AS id, COUNT(DISTINCT l.store_id) AS stores
           FROM products p
           JOIN store_listings l ON l.product_id = p.id
           JOIN stores s ON s.id = l.store_id
          WHERE p.type = 'card' AND l.status = 'available' AND l.quantity > 0 AND s.status = 'active'
            AND (s.owner_user_id IS NULL OR s.owner_user_id <> ?)
            AND p.name NOT LIKE '%,%' AND p.name NOT LIKE '%(%'
          GROUP BY p.name_norm
         HAVING COUNT(DISTINCT l.store_id) >= 2
          ORDER BY stores DESC, name
          LIMIT ?`,
      )
      .all(BUYER_ID, limit) as { id: number; name: string }[];
    return rows;
  } finally {
    db.close();
  }
}

async function createList(page: Page, name: string): Promise<number> {
  await page.goto('/wants');
  await page.getByLabel('Nome da nova lista').fill(name);
  await page.getByRole('button', { name: 'Criar lista' }).click();
  await page.waitForURL(/\/wants\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function savedLines(page: Page, id: number): Promise<unknown[]> {
  const res = await page.request.get(`/v1/wants/${id}`, { headers: await apiHeaders(page) });
  expect(res.ok()).toBe(true);
  return ((await res.json()).result as { lines: unknown[] }).lines;
}

test('the buyer pastes a deck, fixes two lines, builds the cheapest cart and pays it by PIX', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const names = deckNames();
  expect(names.length).toBe(60);

  await login(page, 'comprador@demo.test', 'Olá, Bruna');
  const id = await createList(page, `Deck ${Date.now()}`);

  // 60 real names, one copy each, plus a real name cut short (several suggestions) and a made-up one.
  const partial = names[0].split(' ')[0];
  const deck = [...names.map((n) => `1 ${n}`), `1 ${partial}`, '1 Zzqx Carta Que Não Existe'].join('\n');
  await page.getByLabel('Colar lista de cartas').fill(deck);
  await page.getByRole('button', { name: 'Adicionar à lista' }).click();
  const lines = page.locator('li[data-status]');
  await expect(lines).toHaveCount(62);
  await expect(page.getByLabel('Colar lista de cartas')).toHaveValue('');
  const unresolved = page.locator('li[data-status]:not([data-status="matched"])');
  await expect(unresolved).toHaveCount(2);

  // The made-up card: nothing to pick, removed.
  const madeUp = unresolved.filter({ hasText: 'Zzqx Carta Que Não Existe' });
  await expect(madeUp.getByRole('combobox', { name: 'Escolha a carta' })).toContainText(
    'Nenhuma carta encontrada',
  );
  await madeUp.getByRole('button', { name: 'Remover' }).click();
  await expect(lines).toHaveCount(61);

  // The cut-short name: its first suggestion picked.
  const cut = page.locator('li[data-status]:not([data-status="matched"])');
  await expect(cut).toHaveCount(1);
  const pick = cut.getByRole('combobox', { name: 'Escolha a carta' });
  const suggestion = await pick.locator('option:not([value=""])').first().getAttribute('value');
  expect(suggestion).toBeTruthy();
  await pick.selectOption(suggestion ?? '');
  await expect(unresolved).toHaveCount(0);
  await expect(lines).toHaveCount(61);
  const saved = (await savedLines(page, id)) as { status: string }[];
  expect(saved).toHaveLength(61);
  expect(saved.every((l) => l.status === 'matched')).toBe(true);

  // One more card from its product page: "Adicionar à lista" puts it in the newest list, this one.
  const extra = offeredCards(61)[60];
  await page.goto(`/product/${extra.id}`);
  const extraName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  await page.getByRole('button', { name: 'Adicionar à lista' }).click();
  await expect(page.getByText('Adicionado à lista.')).toBeVisible();
  const withExtra = (await savedLines(page, id)) as { card_name: string; any_edition: boolean }[];
  expect(withExtra).toHaveLength(62);
  expect(withExtra.find((l) => l.card_name === extraName)?.any_edition).toBe(true);
  await page.goto(`/wants/${id}`);
  await expect(lines).toHaveCount(62);

  // The cheapest cart for a São Paulo CEP; the solver has a time limit and may answer with its gap.
  await page.getByLabel('CEP de entrega').fill('01310100');
  await expect(page.getByLabel('CEP de entrega')).toHaveValue('01310-100');
  await page.getByRole('button', { name: 'Montar carrinho mais barato' }).click();
  const result = page.getByTestId('optimization');
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result).toContainText(/Total: R\$\s[\d.]+,\d{2}/);
  await expect(result).toContainText(/Economia de R\$\s[\d.]+,\d{2} sobre o carrinho ingênuo/);
  await expect(result).toContainText(/Comprovadamente o menor preço|No máximo [\d,]+% acima/);
  const stores = await result.getByTestId('optimization-store').count();
  expect(stores).toBeGreaterThan(0);

  // Into the cart, replacing what was there: one group per store of the result.
  await result.getByRole('button', { name: 'Substituir carrinho' }).click();
  await page.waitForURL(/\/cart$/, { timeout: 60_000 });
  const groups = page.getByTestId('store-group');
  await expect(groups).toHaveCount(stores);
  for (let i = 0; i < stores; i++) {
    const option = groups
      .nth(i)
      .getByRole('radio', { name: /SEDEX|PAC/ })
      .first();
    await option.click();
    await expect(option).toBeChecked();
  }

  // Checkout by PIX, paid with the sandbox's button on the thank-you page.
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await page.waitForURL(/\/checkout\/thankyou\?order=\d+$/, { timeout: 60_000 });
  await expect(page.getByTestId('placed-orders').locator('li')).toHaveCount(stores);
  await page.getByRole('button', { name: 'Pagar (sandbox)' }).click();
  await expect(page.getByText('Pagamento confirmado! As lojas já foram avisadas.')).toBeVisible({
    timeout: 30_000,
  });
});

test('an empty paste shows the message in Portuguese and saves nothing', async ({ page }) => {
  await login(page, 'comprador@demo.test', 'Olá, Bruna');
  const id = await createList(page, `Vazia ${Date.now()}`);
  const box = page.getByLabel('Colar lista de cartas');
  await box.fill('   \n  ');
  await page.getByRole('button', { name: 'Adicionar à lista' }).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('Cole ao menos uma carta: a lista está vazia.');
  await expect(page.getByText('A lista está vazia.', { exact: true })).toBeVisible();
  expect(await savedLines(page, id)).toEqual([]);
});
