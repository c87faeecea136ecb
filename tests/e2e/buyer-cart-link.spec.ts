import { apiHeaders, emptyCart, login } from './support/session';
import { expect, test } from './support/test';

/**
 * The buyer finds the cart in one tap from any page, on a phone and on a wide screen: the header's
 * cart link with its live count, the "Adicionado ao carrinho" toast's link; an empty cart's checkout
 * is the empty cart, not the login form.
 */
for (const width of [390, 1366]) {
  test(`the cart is one tap away at ${width} px, with its count live`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await login(page, 'comprador@demo.test', 'Olá, Bruna');
    await emptyCart(page);

    // An empty cart: /checkout shows the cart with its way back to shopping.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Ver cartas' })).toBeVisible();

    const headers = await apiHeaders(page);
    const list = await page.request.post('/v1/1/products/paginate', {
      headers,
      data: { per_page: 10, in_stock: true },
    });
    const [product] = (await list.json()).data as { code: number }[];
    await page.goto(`/product/${product.code}`);
    const cartLink = page.getByTestId('default-header').getByTestId('cart-link');
    await expect(cartLink).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await page
      .getByTestId('offer')
      .first()
      .getByRole('button', { name: /^(Adicionar ao carrinho|Comprar)$/ })
      .click();
    const toast = page.getByTestId('added-to-cart-toast');
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'Ver carrinho' })).toBeVisible();
    await expect(cartLink.getByTestId('cart-count')).toHaveText('1');

    // One tap from the header.
    await cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await emptyCart(page);
  });
}
