import { PNG } from 'pngjs';
import { login } from './support/session';
import { expect, test } from './support/test';

/** A real 160×160 PNG, different on every run (its content-hash name is too). */
function logoPng(): Buffer {
  const image = new PNG({ width: 160, height: 160 });
  const tint = Date.now() % 200;
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = tint;
    image.data[i + 1] = (i / 4) % 160;
    image.data[i + 2] = 200;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

/** YYYY-MM-DD `days` from now (far enough ahead that Brasília's today is never later). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

test.describe('store settings and look', () => {
  test('the seller changes the description and logo; the public page shows both; a taken slug is refused', async ({
    page,
  }) => {
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    const other = await page.request.get('/v1/stores/2');
    const takenSlug = (await other.json()).result.slug as string;
    expect(takenSlug).not.toBe('loja-do-sergio');

    await page.goto('/my-store/personalize-store/1');
    await expect(page.getByRole('heading', { name: 'Personalizar loja' })).toBeVisible();
    const description = `Cartas avulsas, boosters e acessórios — atualizado ${Date.now()}`;
    await page.getByLabel('Descrição').fill(description);
    const look = page.getByTestId('look-form');
    await look.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();

    const logo = page.getByTestId('media-logo');
    await logo.getByLabel('Escolher Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logoPng(),
    });
    await expect(logo.getByRole('img', { name: 'Prévia: Logo' })).toHaveAttribute('src', /^blob:/);
    await logo.getByRole('button', { name: 'Enviar Logo' }).click();
    const preview = logo.getByRole('img', { name: 'Prévia: Logo' });
    await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/stores\/[a-f0-9]{64}\.png$/);
    const logoUrl = (await preview.getAttribute('src')) as string;

    // Another store's address: refused on the field, and nothing changes.
    await page.getByLabel('Endereço da loja').fill(takenSlug);
    await look.getByRole('button', { name: 'Salvar' }).click();
    await expect(look.getByText('Este endereço já está em uso por outra loja.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Endereço da loja')).toHaveValue('loja-do-sergio');
    await expect(page.getByLabel('Descrição')).toHaveValue(description);

    await page.goto('/loja-do-sergio');
    const hero = page.getByTestId('store-hero');
    await expect(hero.getByText(description)).toBeVisible();
    const shown = hero.getByRole('img', { name: /Loja do Sérgio/ });
    await expect(shown).toHaveAttribute('src', logoUrl);
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
  });

  test('the seller sets free shipping on a day, adds a block date and a box; they stay after a reload', async ({
    page,
  }) => {
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    await page.goto('/my-store/config-store/1');
    await expect(page.getByRole('heading', { name: 'Configurações da loja' })).toBeVisible();

    const week = page.getByTestId('free-shipping-week');
    const wednesday = week.getByLabel('Frete grátis no dia Quarta-feira');
    if (!(await wednesday.isChecked())) await wednesday.check();
    await week.getByLabel('Pedido mínimo de Quarta-feira').fill('120,00');
    await week.getByRole('button', { name: 'Salvar calendário' }).click();
    await expect(page.getByText('Salvo com sucesso').first()).toBeVisible();

    const start = inDays(40);
    const end = inDays(44);
    const blocks = page.getByTestId('block-dates');
    await blocks.getByLabel('Data inicial').fill(start);
    await blocks.getByLabel('Data final').fill(end);
    await blocks.getByLabel('Motivo').fill('Férias');
    await blocks.getByRole('button', { name: 'Adicionar bloqueio' }).click();
    const range = `${ddmmyyyy(start)} a ${ddmmyyyy(end)}`;
    await expect(blocks.getByText(range)).toBeVisible();

    const boxes = page.getByTestId('boxes');
    const boxName = `Caixa ${Date.now() % 100000}`;
    await boxes.getByLabel('Nome da caixa').fill(boxName);
    await boxes.getByLabel('Comprimento (cm)').fill('25');
    await boxes.getByLabel('Largura (cm)').fill('18');
    await boxes.getByLabel('Altura (cm)').fill('6');
    await boxes.getByLabel('Peso máx. (g)').fill('1500');
    await boxes.getByRole('button', { name: 'Adicionar caixa' }).click();
    await expect(boxes.getByText(boxName)).toBeVisible();

    await page.reload();
    await expect(
      page.getByTestId('free-shipping-week').getByLabel('Frete grátis no dia Quarta-feira'),
    ).toBeChecked();
    await expect(
      page.getByTestId('free-shipping-week').getByLabel('Pedido mínimo de Quarta-feira'),
    ).toHaveValue('120,00');
    await expect(page.getByTestId('block-dates').getByText(range)).toBeVisible();
    await expect(page.getByTestId('boxes').getByText(boxName)).toBeVisible();

    // An overlapping period is refused on its field.
    await page.getByTestId('block-dates').getByLabel('Data inicial').fill(inDays(42));
    await page.getByTestId('block-dates').getByLabel('Data final').fill(inDays(50));
    await page.getByTestId('block-dates').getByRole('button', { name: 'Adicionar bloqueio' }).click();
    await expect(page.getByTestId('block-dates').getByText(/coincide com outro bloqueio/)).toBeVisible();

    await page.goto('/loja-do-sergio');
    await expect(page.getByTestId('store-hero')).toContainText('Quarta-feira');
  });

  test('the settings screens fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    for (const path of ['/my-store/config-store/1', '/my-store/personalize-store/1']) {
      await page.goto(path);
      await expect(page.getByTestId('seller-frame')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
