import { readFile } from 'node:fs/promises';
import { login } from './support/session';
import { expect, test } from './support/test';

const csvUpload = (text: string, name = 'estoque.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test.describe('stock CSV', () => {
  test('the seller exports the stock, imports it back unchanged, changes one price by CSV and sees a bad file refused', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, 'lojista@demo.test', 'Olá, Sérgio');
    await page.goto('/my-store/1/products');
    const panel = page.getByTestId('stock-csv-panel');
    await expect(panel).toBeVisible();

    // Export: the download is the store's stock, `;`, with a BOM and the header.
    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^estoque-loja-do-sergio-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile((await download.path()) as string, 'utf8');
    expect(exported.startsWith('\uFEFFcodigo;nome;edicao;condicao;idioma;extras;quantidade;preco\r\n')).toBe(
      true,
    );
    const lines = exported
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const rows = lines.length - 1;
    expect(rows).toBeGreaterThan(10);

    // The exported file imported back: every row an update with the same values, nothing changes.
    const file = panel.getByTestId('stock-csv-file');
    await file.setInputFiles(csvUpload(exported));
    await expect(
      panel.getByText(`${rows} linhas válidas: 0 anúncios novos e ${rows} atualizações.`, { exact: false }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await panel.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(panel.getByText('0 criados, 0 atualizados')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText(`${rows} linhas já estavam iguais no estoque.`)).toBeVisible();

    // One row with a new price: the preview says "Atualizar", confirm applies it.
    const [header, first] = lines;
    const cells = first.split(';');
    const oldPrice = cells[7];
    cells[7] = oldPrice === '77,70' ? '77,80' : '77,70';
    await panel.getByRole('button', { name: 'Importar outro arquivo' }).click();
    await file.setInputFiles(csvUpload(`${header}\r\n${cells.join(';')}\r\n`));
    const preview = panel.getByRole('table', { name: 'O que a importação fará com as primeiras linhas' });
    await expect(preview.getByText('Atualizar')).toBeVisible();
    await expect(preview.getByText(`R$ ${cells[7]}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(panel.getByText('0 criados, 1 atualizados')).toBeVisible();

    // A bad file: the report per line and column, and nothing imported.
    await panel.getByRole('button', { name: 'Importar outro arquivo' }).click();
    await file.setInputFiles(
      csvUpload(`${header}\r\nZZZ-404;;;NM;EN;;1;10\r\n${first.split(';').slice(0, 6).join(';')};1,5;0\r\n`),
    );
    await expect(panel.getByRole('alert')).toContainText('nenhuma linha foi importada');
    const report = panel.getByRole('table', { name: 'Linhas com erro no arquivo' });
    await expect(report.getByText('Produto não encontrado: código "ZZZ-404".')).toBeVisible();
    await expect(
      report.getByText('A quantidade deve ser um número inteiro maior ou igual a zero.'),
    ).toBeVisible();
    await expect(report.getByText('O preço deve ser maior que zero.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Confirmar importação' })).toHaveCount(0);

    // The original row back, as it was exported.
    await panel.getByRole('button', { name: 'Escolher outro arquivo' }).click();
    await file.setInputFiles(csvUpload(`${header}\r\n${first}\r\n`));
    await panel.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(panel.getByText('0 criados, 1 atualizados')).toBeVisible();
    const again = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Exportar CSV' }).click();
    expect(await readFile((await (await again).path()) as string, 'utf8')).toBe(exported);
  });
});
