import { login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * The demo seller's bank accounts (store 1; the seed gave it an Itaú account, its default): he adds a
 * Banco do Brasil account with a wrong check digit and sees the server's message on the digit, fixes it
 * and sees it listed, makes it the default, then deletes the Itaú one.
 */
test('the seller adds, fixes, makes default and deletes bank accounts', async ({ page }) => {
  waitForApp(page);
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  await page.goto('/my-store/1/bankAccount');
  const cards = page.getByTestId('bank-account');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Itaú Unibanco');
  await expect(cards.first().getByTestId('bank-default-badge')).toBeVisible();

  await page.getByRole('button', { name: 'Nova conta bancária' }).click();
  const modal = page.getByTestId('bank-account-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Buscar banco').fill('001');
  await expect(modal.getByLabel('Banco', { exact: true })).toHaveValue('001');
  await modal.getByLabel('Tipo de conta').selectOption('savings');
  await modal.getByLabel('Agência').fill('1584');
  const [agencyDigit, accountDigit] = [modal.getByLabel('Dígito').nth(0), modal.getByLabel('Dígito').nth(1)];
  await agencyDigit.fill('9');
  await modal.getByLabel('Conta', { exact: true }).fill('210169');
  await accountDigit.fill('8');
  await modal.getByLabel('Nome do titular').fill('Sérgio Lojista');
  await modal.getByLabel('CPF ou CNPJ do titular').fill('52998224725');
  await expect(modal.getByLabel('CPF ou CNPJ do titular')).toHaveValue('529.982.247-25');
  await modal.getByLabel('Chave PIX (opcional)').selectOption('phone');
  await modal.getByLabel('Chave PIX', { exact: true }).fill('11987654321');
  await modal.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(
    modal.getByText('O dígito da conta não confere com a agência e a conta informadas.'),
  ).toBeVisible();
  await expect(cards).toHaveCount(1);

  await accountDigit.fill('6');
  await modal.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(modal).toBeHidden();
  await expect(cards).toHaveCount(2);
  const bb = cards.filter({ hasText: 'Banco do Brasil' });
  await expect(bb).toContainText('Ag. 1584-9');
  await expect(bb).toContainText('00210169-6');
  await expect(bb).toContainText('+5511987654321');
  await expect(bb.getByTestId('bank-default-badge')).toHaveCount(0);

  await bb.getByRole('button', { name: 'Tornar principal' }).click();
  await expect(bb.getByTestId('bank-default-badge')).toBeVisible();
  // The default is listed first.
  await expect(cards.first()).toContainText('Banco do Brasil');
  const itau = cards.filter({ hasText: 'Itaú Unibanco' });
  await expect(itau.getByTestId('bank-default-badge')).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await itau.getByRole('button', { name: 'Excluir' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Banco do Brasil');

  // The page as the server renders it agrees (a full reload).
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('bank-default-badge')).toBeVisible();
});

test('on a phone the modal fills the screen without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  waitForApp(page);
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');
  await page.goto('/my-store/1/bankAccount');
  await page.getByRole('button', { name: 'Nova conta bancária' }).click();
  const modal = page.getByTestId('bank-account-modal');
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  const overflow = await modal.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
