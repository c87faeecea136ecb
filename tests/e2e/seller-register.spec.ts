import { login } from './support/session';
import { expect, test } from './support/test';

/**
 * The seller lists a catalogue card from the register screen (on a phone-sized screen), buyers see the
 * offer on the product page at once, and a product missing from the catalogue is suggested.
 */
test.describe('listing and suggesting products', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search a card, list it NM in Portuguese, see the offer on the product page; suggest a missing one', async ({
    page,
  }) => {
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    await page.goto('/my-store/1/product-register');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar produto' })).toBeVisible();

    // Search the card catalogue by name and pick the first card found.
    await page.getByLabel('Nome do produto').fill('dragao');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const first = page.getByTestId('register-result').first();
    await expect(first).toContainText('Dragão');
    const name = (await first.locator('p').first().textContent())?.trim() ?? '';
    await first.getByRole('button', { name: /^Anunciar / }).click();

    const chosen = page.getByTestId('chosen-product');
    await expect(chosen.getByRole('heading', { name })).toBeVisible();
    await expect(page).toHaveURL(/\/my-store\/1\/product-register\?product=\d+$/);
    const productId = Number(new URL(page.url()).searchParams.get('product'));

    // NM, Portuguese, no extras; a price no other store asks, so the offer is easy to find.
    const form = page.getByTestId('listing-form');
    await form.getByLabel('Condição').selectOption('NM');
    await form.getByLabel('Idioma').selectOption('BR');
    await expect(form.getByTestId('price-hint')).toContainText(/R\$|Ninguém vende/);
    await form.getByLabel('Preço (R$)').fill('0,13');
    await form.getByLabel('Quantidade').fill('4');
    await form.getByRole('button', { name: /^(Anunciar|Salvar alteração)$/ }).click();
    await expect(page.getByText('Criado/Alterado com sucesso.')).toBeVisible();
    const own = chosen.getByTestId('own-listing').filter({ hasText: 'R$ 0,13' });
    await expect(own).toContainText('NM');
    await expect(own).toContainText('4 un.');

    // The form fits the phone's width.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);

    // Buyers see the store's new offer at that price.
    await page.goto(`/product/${productId}`);
    const offer = page
      .getByTestId('offer')
      .filter({ visible: true })
      .filter({ hasText: 'Loja do Sérgio' })
      .filter({ hasText: 'R$ 0,13' });
    await expect(offer.first()).toBeVisible();
    await expect(offer.first().getByTestId('offer-price')).toHaveText(/R\$\s0,13/);

    // A product missing from the catalogue: suggested, then listed as pending.
    await page.goto('/my-store/1/product-create');
    const suggested = `Carta sugerida ${Date.now()}`;
    const suggestion = page.getByTestId('suggestion-form');
    await suggestion.getByLabel('Nome do produto').fill(suggested);
    await suggestion.getByLabel('Coleção').fill('Lendas Ancestrais');
    await suggestion.getByLabel('Número').fill('251/250');
    await suggestion.getByLabel('Idioma').selectOption('BR');
    await suggestion.getByRole('button', { name: 'Enviar sugestão' }).click();
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();
    const mine = page.getByRole('region', { name: 'Minhas sugestões' }).getByTestId('suggestion').first();
    await expect(mine).toContainText(suggested);
    await expect(mine.getByTestId('suggestion-status')).toHaveText('Pendente');

    // It is the server's data: a reload shows it too.
    await page.reload();
    await expect(
      page.getByTestId('suggestion').filter({ hasText: suggested }).getByTestId('suggestion-status'),
    ).toHaveText('Pendente');
  });
});
