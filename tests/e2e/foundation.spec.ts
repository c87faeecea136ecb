import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';

test('register, see the name in the header, keep the session on reload, update it, log out', async ({
  page,
}) => {
  const email = `e2e_${Date.now()}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel('Nome', { exact: true }).fill('Camila');
  await page.getByLabel('Sobrenome').fill('Teste');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirme a senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Olá, Camila');

  await page.reload();
  await expect(page.getByTestId('header-user-name')).toHaveText('Olá, Camila');

  await page.getByTestId('header-user-name').click();
  await expect(page).toHaveURL(/\/my-account$/);
  const name = page.getByLabel('Nome', { exact: true });
  await name.fill('Camila Renata');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText('Olá, Camila Renata');
  await page.reload();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Camila Renata');

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('a wrong password reads Acesso negado; the demo buyer logs in', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill('comprador@demo.test');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Acesso negado').first()).toBeVisible();
  await page.getByLabel('Senha').fill('senha1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('header-user-name')).toHaveText('Olá, Bruna');
});

test('a visitor opening /cart lands on the login screen', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  const res = await page.goto('/isto/nao/existe/aqui');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('after a new build, the next visit is a full page load', async ({ page }) => {
  const manifest = resolve(process.cwd(), 'public/build/manifest.json');
  const original = readFileSync(manifest, 'utf8');
  try {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    // An Inertia visit keeps the window: the marker survives.
    await page.getByRole('link', { name: 'Ranking' }).first().click();
    await expect(page).toHaveURL(/\/ranking$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    writeFileSync(manifest, `${original}\n`);
    await page.getByRole('link', { name: 'Coleções' }).first().click();
    await expect(page).toHaveURL(/\/collection\/list$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker))
      .toBeUndefined();
  } finally {
    writeFileSync(manifest, original);
  }
});
