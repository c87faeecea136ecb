import type { Browser, Page } from '@playwright/test';
import { login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * Becoming a seller in the browser: the demo buyer opens a store (slug shown as she types, pending),
 * registers her company (a wrong CNPJ first: the Portuguese field error), the admin activates the
 * store from the store list; another seller entering someone else's store area is sent back with
 * the server's message. The store list holds at phone width.
 */

/** A second browser (its own cookies and storage) logged in as another demo user. */
async function asUser(browser: Browser, email: string, greeting: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForApp(page);
  await login(page, email, greeting);
  return page;
}

test('a buyer opens a store, registers the company, and the admin activates it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Cartas da Bruna ${Date.now() % 100000}`;
  const slug = name.toLowerCase().replace(/ /g, '-');

  await login(page, 'comprador@demo.test', 'Olá, Bruna');
  await page.goto('/my-store/besaler');
  await page.getByLabel('Nome da loja').fill(name);
  await expect(page.getByLabel('Endereço da loja no site')).toHaveValue(slug);
  await expect(page.getByTestId('slug-preview')).toContainText(`/${slug}`);
  await page.getByLabel('UF').selectOption('SP');
  await page.getByLabel('Cidade').selectOption('Campinas');
  await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  await page.getByRole('button', { name: 'Abrir loja' }).click();

  await expect(page).toHaveURL(/\/my-store\/list$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Loja criada com sucesso!' })).toBeVisible();
  const card = page.getByTestId('my-store-card').filter({ hasText: name });
  await expect(card.getByTestId('store-status')).toHaveText('Aguardando ativação');
  await expect(card).toContainText('Campinas/SP');

  // Its store area is the owner's.
  await card.getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/my-store\/config-store\/\d+$/);
  const storeId = Number(page.url().split('/').pop());

  // The company: a CNPJ with wrong check digits is refused in Portuguese before anything is sent.
  await page.goto('/my-store/company-info');
  await page.getByLabel('CNPJ').fill('11222333000182');
  await page.getByLabel('Razão social').fill('Cartas da Bruna LTDA');
  await page.getByLabel('E-mail da empresa').fill('contato@cartasdabruna.com.br');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('CEP').fill('01310-100');
  await expect(page.getByLabel('Endereço', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Número').fill('1000');
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(page.getByText('CNPJ inválido: confira os dígitos.')).toBeVisible();

  await page.getByLabel('CNPJ').fill('11222333000181');
  await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cadastrada com sucesso' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeVisible();
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');

  // The admin activates it from the store list.
  const admin = await asUser(browser, 'admin@demo.test', 'Olá, Ana');
  await admin.goto('/my-store/list');
  const queue = admin.getByTestId('pending-stores');
  await queue.getByRole('button', { name: `Ativar a loja ${name}` }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Loja ativada com sucesso!' })).toBeVisible();
  await expect(queue.getByTestId('my-store-card').filter({ hasText: name })).toHaveCount(0);
  await admin.context().close();

  // The seller sees it active.
  await page.goto('/my-store/list');
  await expect(
    page.getByTestId('my-store-card').filter({ hasText: name }).getByTestId('store-status'),
  ).toHaveText('Ativa');

  // Another seller may not enter it.
  const helena = await asUser(browser, 'lojista2@demo.test', 'Olá, Helena');
  await helena.goto(`/my-store/config-store/${storeId}`);
  await expect(helena).toHaveURL(/\/my-store\/list$/);
  await helena.context().close();
});

test("another seller entering store 1's area reads the server's message and lands on the list", async ({
  page,
}) => {
  await login(page, 'lojista2@demo.test', 'Olá, Helena');
  await page.goto('/my-store/config-store/1');
  await expect(page).toHaveURL(/\/my-store\/list$/);
  await expect(page.getByText('Você não tem acesso a esta loja.')).toBeVisible();
  await expect(page.getByTestId('my-store-card').first()).toBeVisible();
});

test('the store list fits a phone screen', async ({ page }) => {
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/my-store/list');
  await expect(page.getByTestId('my-store-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Minhas lojas' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
