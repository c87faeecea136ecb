import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyStoreLowStock from '@/Pages/MyStore/Products/LowStock';
import type { LowStockProps, StockListing } from '@/types/pages/sellerStock';
import { renderPage } from '../support/render';

const STORE = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};

const listing = (id: number, name: string, quantity: number): StockListing => ({
  id,
  product: {
    code: 4000 + id,
    name,
    number: null,
    code_pro: null,
    type: 'card',
    collection: 'Lendas Ancestrais',
    collection_code: 'LA01',
    url: null,
  },
  condition: 'NM',
  condition_name: 'Praticamente nova (NM)',
  language: 'BR',
  language_name: 'Português',
  extras: [],
  quantity,
  reserved: 0,
  price: 12.5,
  status: 'available',
  updated_at: '2031-01-10T10:00:00.000Z',
});

const props = (overrides: Partial<LowStockProps> = {}): LowStockProps => ({
  store: STORE,
  limit: 2,
  listings: [listing(11, 'Dragão Ancião de Fogo', 0), listing(12, 'Fada da Lua', 2)],
  total: 2,
  ...overrides,
});

describe('MyStore/Products/LowStock', () => {
  it('lists the listings the server sent, fewest units first, each with a link to restock it', () => {
    renderPage(MyStoreLowStock, { url: '/my-store/1/low-stock?limit=2', props: props() });
    expect(screen.getByRole('heading', { name: 'Estoque baixo' })).toBeInTheDocument();
    expect(screen.getByTestId('low-stock-total')).toHaveTextContent('2 anúncios à venda com até 2 unidades.');
    const rows = screen.getAllByTestId('low-stock-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Dragão Ancião de Fogo')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Esgotado')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2 unidades')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Repor' })).toHaveAttribute(
      'href',
      expect.stringContaining('/my-store/1/product-register?product=4012'),
    );
    // The seller menu has the entry, marked as the current section.
    expect(screen.getByRole('link', { name: 'Estoque baixo', current: 'page' })).toBeInTheDocument();
  });

  it('says when nothing is that low', () => {
    renderPage(MyStoreLowStock, {
      url: '/my-store/1/low-stock?limit=0',
      props: props({ limit: 0, listings: [], total: 0 }),
    });
    expect(screen.getByTestId('low-stock-total')).toHaveTextContent(
      'Nenhum anúncio à venda com até 0 unidades.',
    );
    expect(screen.queryAllByTestId('low-stock-row')).toHaveLength(0);
  });

  it('visits the page again with the typed limit, so the URL keeps it', async () => {
    const get = vi.spyOn(router, 'get').mockImplementation(() => {});
    renderPage(MyStoreLowStock, { url: '/my-store/1/low-stock', props: props() });
    const field = screen.getByLabelText('Mostrar anúncios com até (unidades)');
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(get).toHaveBeenCalledTimes(1);
    const [url, data] = get.mock.calls[0];
    expect(String(url)).toContain('/my-store/1/low-stock');
    expect(data).toEqual({ limit: '5' });
  });
});
