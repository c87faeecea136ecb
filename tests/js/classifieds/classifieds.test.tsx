import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClassifiedList from '@/Pages/Classified/List';
import ClassifiedShow from '@/Pages/Classified/Show';
import MyStoreAdsCreate from '@/Pages/MyStore/Ads/Create';
import MyStoreAdsList from '@/Pages/MyStore/Ads/List';
import MyStoreAdsTrash from '@/Pages/MyStore/Ads/Trash';
import type {
  AdItem,
  ClassifiedListProps,
  StoreAdCreateProps,
  StoreAdsPage,
} from '@/types/pages/classifieds';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';

const store = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};

const ad: AdItem = {
  id: 7,
  title: '<script>alert(1)</script> Playmat',
  description: 'Playmat usado em dois torneios.',
  status: 'available',
  status_label: 'Disponível',
  reproved_reason: null,
  trashed_at: null,
  category: { id: 4, code: 'acessorios', name: 'Acessórios' },
  adCondition: { id: 4, code: 'used', name: 'Usado' },
  price: 89.9,
  quantity: 2,
  uf: 'SP',
  city: 'Campinas',
  photos: [{ id: 1, url: '/v1/ads-media/abc.png', position: 0 }],
  store: { id: 1, name: 'Loja do Sérgio', slug: 'loja-do-sergio', uf: 'SP', city: 'São Paulo' },
  created_at: '2031-01-10T12:00:00.000Z',
  updated_at: '2031-01-10T12:00:00.000Z',
};

const page = (data: AdItem[], extra: Partial<StoreAdsPage> = {}): StoreAdsPage => ({
  data,
  paginate: { current_page: 1, last_page: 1, per_page: 12, total: data.length },
  availableCount: 1,
  pausedCount: 2,
  reprovedCount: 0,
  analysisCount: 3,
  trashCount: 1,
  totalQuantity: 9,
  totalValue: 412.5,
  ...extra,
});

const references = {
  categories: [{ id: 4, code: 'acessorios', name: 'Acessórios' }],
  conditions: [{ id: 4, code: 'used', name: 'Usado' }],
  states: [
    { uf: 'SP', name: 'São Paulo' },
    { uf: 'RJ', name: 'Rio de Janeiro' },
  ],
};

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  vi.spyOn(router, 'reload').mockImplementation(() => {});
  vi.spyOn(router, 'get').mockImplementation(() => {});
  vi.spyOn(router, 'visit').mockImplementation(() => {});
});

describe('Classified/List', () => {
  const props = (overrides: Partial<ClassifiedListProps> = {}): ClassifiedListProps => ({
    ...references,
    filters: { category: null, condition: null, uf: 'SP', city: null, price_min: null, price_max: null },
    cities: ['São Paulo', 'Campinas'],
    ads: { data: [ad], paginate: { current_page: 1, last_page: 2, per_page: 12, total: 13 } },
    moderation: null,
    ...overrides,
  });

  it('shows the ads escaped and puts a chosen city in the URL (page 1 replaces)', async () => {
    mockHttp({});
    renderPage(ClassifiedList, { url: '/classifieds', props: { ...props() } });
    const card = screen.getByTestId('ad-card');
    expect(card).toHaveTextContent('<script>alert(1)</script> Playmat');
    expect(card.querySelector('script')).toBeNull();
    expect(card).toHaveTextContent('Usado · Campinas/SP');
    await userEvent.selectOptions(screen.getByTestId('filter-city'), 'Campinas');
    const [url, query, options] = vi.mocked(router.get).mock.calls[0] ?? [];
    expect(url).toBe('/classifieds');
    expect(query).toEqual({ uf: 'SP', city: 'Campinas' });
    expect(options).toMatchObject({ only: ['ads', 'filters', 'cities'], reset: ['ads'] });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(vi.mocked(router.reload).mock.calls[0]?.[0]).toMatchObject({ only: ['ads'], data: { page: 2 } });
  });

  it('an admin sees the moderation queue and approves from it', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/1/change-status': {
        status: 200,
        data: { error: false, message: 'Situação do anúncio: Disponível.', result: ad },
      },
    });
    renderPage(ClassifiedList, {
      url: '/classifieds',
      props: { ...props({ moderation: [{ ...ad, status: 'analysis', status_label: 'Em análise' }] }) },
    });
    const queue = screen.getByTestId('moderation-queue');
    await userEvent.click(within(queue).getByTestId('ad-approve'));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/1/change-status')?.data).toEqual({
        id: 7,
        status: 'available',
      }),
    );
    mock.restore();
  });
});

describe('Classified/Show', () => {
  it('adds the ad to the cart with ad_id', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/add-ad-to-cart': {
        status: 200,
        data: { error: false, message: 'Adicionado ao carrinho', result: { count: 2, items: [] } },
      },
    });
    renderPage(ClassifiedShow, {
      url: '/classified/7',
      props: { ad, can_buy: true, is_admin: false },
    });
    expect(screen.getByTestId('ad-location')).toHaveTextContent('Campinas/SP');
    await userEvent.clear(screen.getByTestId('ad-quantity'));
    await userEvent.type(screen.getByTestId('ad-quantity'), '2');
    await userEvent.click(screen.getByTestId('ad-add-to-cart'));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/add-ad-to-cart')?.data).toMatchObject({
        ad_id: 7,
        quantity: 2,
      }),
    );
    mock.restore();
  });

  it('no buy button for the store itself', () => {
    mockHttp({});
    renderPage(ClassifiedShow, {
      url: '/classified/7',
      props: { ad, can_buy: false, is_admin: false },
    });
    expect(screen.queryByTestId('ad-add-to-cart')).toBeNull();
  });
});

describe('MyStore/Ads/List and Trash', () => {
  it('shows tabs with counts, totals and the actions of an available ad', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/1/change-status': {
        status: 200,
        data: { error: false, message: 'Situação do anúncio: Pausado.', result: ad },
      },
    });
    renderPage(MyStoreAdsList, {
      url: '/my-store/1/ad-list',
      props: { store, status: 'available', ads: page([ad]), is_admin: false },
    });
    expect(screen.getByTestId('ad-tab-paused')).toHaveTextContent('Pausados 2');
    expect(screen.getByTestId('ad-tab-analysis')).toHaveTextContent('Em análise 3');
    expect(screen.getByTestId('ad-totals')).toHaveTextContent('9');
    expect(screen.getByTestId('ad-totals')).toHaveTextContent('412,50');
    expect(screen.queryByTestId('ad-approve')).toBeNull();
    await userEvent.click(screen.getByTestId('ad-pause'));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/1/change-status')?.data).toEqual({
        id: 7,
        status: 'paused',
      }),
    );
    mock.restore();
  });

  it('an admin reproves with a reason', async () => {
    logIn();
    const analysis = { ...ad, status: 'analysis' as const, status_label: 'Em análise' };
    const mock = mockHttp({
      'POST /v1/1/change-status': { status: 200, data: { error: false, message: 'ok', result: analysis } },
    });
    renderPage(MyStoreAdsList, {
      url: '/my-store/1/ad-list',
      props: { store, status: 'analysis', ads: page([analysis]), is_admin: true },
    });
    await userEvent.click(screen.getByTestId('ad-reprove'));
    await userEvent.type(screen.getByTestId('reason-input'), 'Fotos de outro produto.');
    await userEvent.click(
      within(screen.getByTestId('reason-form')).getByRole('button', { name: 'Reprovar' }),
    );
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/1/change-status')?.data).toEqual({
        id: 7,
        status: 'reproved',
        reason: 'Fotos de outro produto.',
      }),
    );
    mock.restore();
  });

  it('the trash restores', async () => {
    logIn();
    const trashed = { ...ad, trashed_at: '2031-01-11T12:00:00.000Z' };
    const mock = mockHttp({
      'POST /v1/1/restore-ads': {
        status: 200,
        data: { error: false, message: 'Anúncio restaurado.', result: ad },
      },
    });
    renderPage(MyStoreAdsTrash, {
      url: '/my-store/1/ad-trash',
      props: { store, ads: page([trashed]) },
    });
    await userEvent.click(screen.getByTestId('ad-restore'));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/1/restore-ads')?.data).toEqual({ id: 7 }),
    );
    mock.restore();
  });
});

describe('MyStore/Ads/Create', () => {
  const props: StoreAdCreateProps = {
    store,
    ad: null,
    ...references,
    cities: ['São Paulo', 'Campinas'],
    limits: {
      max_photos: 6,
      max_photo_bytes: 3 * 1024 * 1024,
      max_photo_label: '3 MB',
      max_per_store: 50,
      max_active: 20,
    },
  };

  it('shows the server’s message under each refused field', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/1/create-ads': {
        status: 422,
        data: {
          message: 'O preço deve ser maior que zero.',
          errors: {
            price: ['O preço deve ser maior que zero.'],
            city: ['Cidade desconhecida para SP: escolha uma cidade da lista.'],
          },
        },
      },
    });
    renderPage(MyStoreAdsCreate, { url: '/my-store/1/ad-create', props: { ...props } });
    await userEvent.type(screen.getByTestId('ad-title'), 'Playmat');
    await userEvent.click(screen.getByTestId('ad-save'));
    expect(await screen.findAllByText('O preço deve ser maior que zero.')).not.toHaveLength(0);
    expect(screen.getByText('Cidade desconhecida para SP: escolha uma cidade da lista.')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/1/create-ads')?.data).toMatchObject({
      store_id: 1,
      title: 'Playmat',
      uf: 'SP',
    });
    mock.restore();
  });

  it('refuses a file that is not an image and a photo over the limit before sending', async () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreAdsCreate, { url: '/my-store/1/ad-create', props: { ...props } });
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByTestId('photo-error')).toHaveTextContent('Envie fotos PNG, JPEG ou WebP.');
    const big = new File([new Uint8Array(4 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(screen.getByTestId('photo-error')).toHaveTextContent('Cada foto deve ter no máximo 3 MB.');
    expect(screen.queryByTestId('photo-preview')).toBeNull();
  });
});
