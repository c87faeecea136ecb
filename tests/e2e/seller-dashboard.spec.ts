import { login } from './support/session';
import { expect, test } from './support/test';

test.describe('the store dashboard and project management', () => {
  test('the seller reads his figures and charts, switches the period and follows a low-stock link', async ({
    page,
  }) => {
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');

    // The server's HTML already holds the figures and the charts as SVG.
    const html = await (
      await page.request.get('/my-store/dashboard/1', { headers: { Accept: 'text/html' } })
    ).text();
    expect(html).toContain('data-server-rendered="true"');
    expect(html).toMatch(/data-testid="chart-orders"[\s\S]*?<svg[^>]*data-chart="orders"/);
    expect(html).toContain('Faturamento');

    await page.goto('/my-store/dashboard/1');
    const orders = page.locator('[data-figure="orders"]');
    await expect(orders).toContainText('Pedidos');
    // The demo buyer paid an order at the demo store yesterday.
    const value = Number((await orders.locator('dd').first().textContent())?.replace(/\D/g, ''));
    expect(value).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('chart-orders').locator('svg').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Últimos 30 dias' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Últimos 12 meses' }).click();
    await expect(page).toHaveURL(/\/my-store\/dashboard\/1\?period=12m$/);
    await expect(page.getByText('Pedidos por mês')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Últimos 12 meses' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const low = page.getByTestId('low-stock-link').first();
    await expect(low).toBeVisible();
    await low.click();
    await expect(page).toHaveURL(/\/my-store\/1\/products\/(Cards|Tcg|Accessory|CardsBra)$/);
  });

  test('project management lists the store’s clients and keeps the saved Bra Center list', async ({
    page,
  }) => {
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    await page.goto('/my-store/1/project-management');
    await expect(page.getByTestId('client-row').filter({ hasText: 'Bruna Compradora' })).toBeVisible();

    // Every run starts from the seeded database: the list is empty.
    await expect(page.getByText('A lista está vazia.')).toBeVisible();
    const first = page.getByTestId('bra-candidates').locator('li').first();
    const name = ((await first.locator('label > span').first().textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await first.getByRole('checkbox').check();
    await expect(page.getByTestId('bra-chosen')).toContainText(name);
    await page.getByRole('button', { name: 'Salvar lista' }).click();
    await expect(page.getByText('Salvo com sucesso')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('bra-chosen')).toContainText(name);
    await expect(
      page.getByTestId('bra-candidates').locator('li').first().getByRole('checkbox'),
    ).toBeChecked();
  });
});
