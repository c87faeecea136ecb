import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import type { ReactElement } from 'react';
import type { CsvPreview } from '@/api/sellerStockCsv';
import StockCsvPanel from '@/Components/Seller/StockCsv/StockCsvPanel';
import { http } from '@/lib/http';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';

const FILE = 'codigo;edicao;condicao;idioma;quantidade;preco\n001/250;LA01;NM;EN;3;12,50\n';

const validPreview: CsvPreview = {
  import_id: 7,
  file_name: 'estoque.csv',
  total: 2,
  valid: 2,
  invalid_rows: 0,
  to_create: 1,
  to_update: 1,
  errors: [],
  errors_total: 0,
  rows: [
    {
      line: 2,
      action: 'create',
      product_id: 10,
      product_name: 'Dragão Ancião',
      collection: 'LA01',
      number: '001/250',
      condition: 'NM',
      condition_name: 'Praticamente nova (NM)',
      language: 'EN',
      language_name: 'Inglês',
      extras: ['foil'],
      quantity: 3,
      price: 12.5,
      current_quantity: null,
      current_price: null,
    },
    {
      line: 3,
      action: 'update',
      product_id: 11,
      product_name: 'Fênix Rubra',
      collection: 'LA01',
      number: '002/250',
      condition: 'SP',
      condition_name: 'Levemente jogada (SP)',
      language: 'BR',
      language_name: 'Português',
      extras: [],
      quantity: 5,
      price: 8,
      current_quantity: 2,
      current_price: 9,
    },
  ],
};

/** The panel on the stock screen's URL, as the page renders it (without the shell). */
const show = (panel: ReactElement) => renderPage(() => panel, { shell: false, url: '/my-store/1/products' });

const csvFile = (text = FILE) => new File([text], 'estoque.csv', { type: 'text/csv' });

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  await user.upload(screen.getByTestId('stock-csv-file'), file);
}

describe('StockCsvPanel', () => {
  it('offers the export as a download of the store stock', () => {
    show(<StockCsvPanel storeId={3} />);
    const link = screen.getByRole('link', { name: 'Exportar CSV' });
    expect(link).toHaveAttribute('href', '/v1/stock-export?store_id=3');
    expect(link).toHaveAttribute('download');
    expect(screen.getByLabelText('Importar CSV')).toHaveAttribute('type', 'file');
  });

  it('sends the file, shows what each row will do, and confirms: summary and reload', async () => {
    const { seen } = mockHttp({
      'POST /v1/stock-import/preview': {
        status: 200,
        data: { error: false, message: '', result: validPreview },
      },
      'POST /v1/stock-import/7/confirm': {
        status: 200,
        data: {
          error: false,
          message: '1 criados, 1 atualizados.',
          result: { id: 7, status: 'done', created: 1, updated: 1, unchanged: 0 },
        },
      },
    });
    const onImported = vi.fn();
    const user = userEvent.setup();
    show(<StockCsvPanel storeId={1} onImported={onImported} />);
    await chooseFile(user);

    const table = await screen.findByRole('table', {
      name: 'O que a importação fará com as primeiras linhas',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Dragão Ancião')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Novo')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Atualizar')).toBeInTheDocument();
    expect(within(rows[2]).getByText('R$ 8,00')).toBeInTheDocument();
    expect(
      screen.getByText('2 linhas válidas: 1 anúncios novos e 1 atualizações. Confira e confirme.'),
    ).toBeInTheDocument();
    const sent = seen.find((r) => r.url === '/v1/stock-import/preview');
    expect(sent?.params).toEqual({ store_id: 1, file_name: 'estoque.csv' });
    expect(sent?.headers['Content-Type']).toBe('text/csv; charset=utf-8');
    expect(sent?.data).toBe(FILE);

    await user.click(screen.getByRole('button', { name: 'Confirmar importação' }));
    expect(await screen.findByText('1 criados, 1 atualizados')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(seen.some((r) => r.method === 'POST' && r.url === '/v1/stock-import/7/confirm')).toBe(true);
  });

  it('shows the error report per line and column, says nothing was imported, and offers no confirm', async () => {
    mockHttp({
      'POST /v1/stock-import/preview': {
        status: 200,
        data: {
          error: true,
          message: 'O arquivo tem linhas com erro',
          result: {
            ...validPreview,
            valid: 0,
            invalid_rows: 2,
            to_create: 0,
            to_update: 0,
            rows: [],
            errors: [
              { line: 2, column: 'preco', message: 'O preço deve ser maior que zero.' },
              { line: 3, column: 'codigo', message: 'Produto não encontrado: código "X-1".' },
            ],
            errors_total: 2,
          },
        },
      },
    });
    const user = userEvent.setup();
    show(<StockCsvPanel storeId={1} onImported={vi.fn()} />);
    await chooseFile(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 de 2 linhas têm erro: nenhuma linha foi importada. Corrija o arquivo e envie de novo.',
    );
    const table = screen.getByRole('table', { name: 'Linhas com erro no arquivo' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'preco', 'O preço deve ser maior que zero.']);
    expect(within(rows[2]).getByText('Produto não encontrado: código "X-1".')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar importação' })).not.toBeInTheDocument();
  });

  it('shows a bar while applying, fed by the polled progress', async () => {
    mockHttp({
      'POST /v1/stock-import/preview': {
        status: 200,
        data: { error: false, message: '', result: { ...validPreview, total: 4, valid: 4 } },
      },
      'GET /v1/stock-import/7': {
        status: 200,
        data: { error: false, message: '', result: { id: 7, status: 'running', total: 4, processed: 3 } },
      },
      'POST /v1/stock-import/7/confirm': {
        status: 200,
        data: {
          error: false,
          message: '',
          result: { id: 7, status: 'done', created: 2, updated: 2, unchanged: 0 },
        },
      },
    });
    const answer = http.defaults.adapter as AxiosAdapter;
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    http.defaults.adapter = async (config) => {
      if (config.url?.endsWith('/confirm')) await held;
      return answer(config);
    };
    const user = userEvent.setup();
    show(<StockCsvPanel storeId={1} onImported={vi.fn()} />);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Confirmar importação' }));

    const bar = screen.getByRole('progressbar', { name: 'Aplicando a importação' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '75'), { timeout: 3000 });
    expect(bar).toHaveAttribute('aria-valuetext', '3 de 4 linhas');
    release();
    expect(await screen.findByText('2 criados, 2 atualizados')).toBeInTheDocument();
  });

  it('reports a confirm the server refused, with its rows', async () => {
    mockHttp({
      'POST /v1/stock-import/preview': {
        status: 200,
        data: { error: false, message: '', result: validPreview },
      },
      'POST /v1/stock-import/7/confirm': {
        status: 422,
        data: {
          message:
            '1 linha mudou desde a pré-visualização: nenhuma linha foi importada. Envie o arquivo de novo.',
          report: [{ line: 3, column: null, message: 'O produto desta linha não existe mais no catálogo.' }],
        },
      },
    });
    const onImported = vi.fn();
    const user = userEvent.setup();
    show(<StockCsvPanel storeId={1} onImported={onImported} />);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Confirmar importação' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 linha mudou desde a pré-visualização: nenhuma linha foi importada.',
    );
    expect(screen.getByText('O produto desta linha não existe mais no catálogo.')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('discards the preview on cancel', async () => {
    const { seen } = mockHttp({
      'POST /v1/stock-import/preview': {
        status: 200,
        data: { error: false, message: '', result: validPreview },
      },
      'DELETE /v1/stock-import/7': { status: 200, data: { error: false, message: '', result: { id: 7 } } },
    });
    const user = userEvent.setup();
    show(<StockCsvPanel storeId={1} />);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'DELETE' && r.url === '/v1/stock-import/7')).toBe(true),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
