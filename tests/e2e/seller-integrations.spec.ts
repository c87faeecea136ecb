import { login } from './support/session';
import { expect, test } from './support/test';

/**
 * The demo seller (Sérgio, who has a company) on /my-store/company-info: connects Bling through the
 * sandbox's OAuth page and sees "Conectado"; creates the company's PagBank account, first with a
 * birth date that makes him a minor (the gateway's error shows on that field), then fixed.
 */
test('seller connects Bling and creates the PagBank account', async ({ page }) => {
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  await page.goto('/my-store/company-info');
  const integrations = page.getByTestId('integrations');
  await expect(integrations.getByRole('heading', { name: 'Integrações' })).toBeVisible();

  // Bling: credentials, then Conectar → the sandbox authorize page → back with the message.
  await integrations.getByLabel('Client id do aplicativo').fill('app-loja-do-sergio');
  await integrations.getByLabel('Client secret do aplicativo').fill('segredo-e2e-123456');
  await integrations.getByRole('button', { name: 'Salvar credenciais' }).click();
  await expect(page.getByTestId('bling-status')).toHaveText(/Não conectado/);
  await integrations.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bling (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await page.waitForURL(/\/my-store\/company-info$/);
  await expect(page.getByText('Bling conectado com sucesso.')).toBeVisible();
  await expect(page.getByTestId('bling-status')).toContainText('Conectado');
  await expect(page.getByTestId('bling-status')).toContainText('expira em');
  expect(await page.content()).not.toContain('segredo-e2e-123456');

  // PagBank: a minor as the responsible person → the error on the birth-date field.
  const form = page.getByTestId('pagbank-account-form');
  await form.getByLabel('E-mail da conta').fill('financeiro@lojadosergio.com.br');
  await form.getByLabel('Nome do responsável').fill('Sérgio Lojista');
  await form.getByLabel('CPF do responsável').fill('529.982.247-25');
  await form.getByLabel('Celular do responsável').fill('(11) 98765-4321');
  await form.getByLabel('Data de nascimento').fill('2015-01-01');
  await form.getByRole('button', { name: 'Criar conta PagBank' }).click();
  const birth = form.getByLabel('Data de nascimento');
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('O responsável pela conta deve ter ao menos 18 anos.')).toBeVisible();

  await birth.fill('1985-04-12');
  await form.getByRole('button', { name: 'Criar conta PagBank' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Conta PagBank criada com sucesso' }),
  ).toBeVisible();
  // The screen reloads its props after 2 s and shows the account.
  await expect(page.getByTestId('pagbank-account')).toContainText('Ativa', { timeout: 8000 });
  await expect(page.getByTestId('pagbank-account')).toContainText('ACCO_');
});
