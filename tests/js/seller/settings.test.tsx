import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyStoreConfig from '@/Pages/MyStore/Config';
import MyStorePersonalize from '@/Pages/MyStore/Personalize';
import type { ConfigStoreProps, StoreSettings } from '@/types/pages/sellerSettings';
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

const settings: StoreSettings = {
  store_id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  description: 'Cartas avulsas.',
  contact_email: 'contato@loja.com',
  contact_phone: null,
  handling_days: 2,
  origin_postcode: null,
  logo_url: null,
  banner_url: null,
  logo: '/media/stores/1/logo.svg',
  banner: '/media/stores/1/banner.svg',
};

const configProps = (overrides: Partial<ConfigStoreProps> = {}): ConfigStoreProps => ({
  store,
  settings,
  free_shipping_days: Array.from({ length: 7 }, (_, d) => ({
    day_of_week: d,
    enabled: d === 5,
    min_order: d === 5 ? 100 : 0,
  })),
  block_dates: [],
  boxes: [],
  today: '2031-01-10',
  ...overrides,
});

const renderConfig = (overrides: Partial<ConfigStoreProps> = {}) =>
  renderPage(MyStoreConfig, {
    url: '/my-store/config-store/1',
    props: { ...configProps(overrides) },
  });

const renderPersonalize = () =>
  renderPage(MyStorePersonalize, {
    url: '/my-store/personalize-store/1',
    props: { store, settings },
  });

describe('MyStore/Config', () => {
  it('shows the settings from the props and saves contact and handling days through update-store', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/update-store': (req) => ({
        status: 200,
        data: {
          error: false,
          message: 'Salvo com sucesso',
          result: { ...settings, ...(req.data as object) },
        },
      }),
    });
    renderConfig();
    const form = screen.getByTestId('contact-form');
    expect(within(form).getByLabelText('E-mail de contato')).toHaveValue('contato@loja.com');
    const days = within(form).getByLabelText('Dias para postagem (1 a 30)');
    await userEvent.clear(days);
    await userEvent.type(days, '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo com sucesso')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/update-store')?.data).toMatchObject({
      store_id: 1,
      handling_days: 4,
      contact_email: 'contato@loja.com',
    });
  });

  it('shows the city of a complete origin CEP from the CEP lookup', async () => {
    logIn();
    mockHttp({
      'GET /api/cep/01310100': {
        status: 200,
        data: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        },
      },
    });
    renderConfig();
    await userEvent.type(screen.getByLabelText('CEP de origem dos envios'), '01310100');
    expect(screen.getByLabelText('CEP de origem dos envios')).toHaveValue('01310-100');
    expect(await screen.findByTestId('origin-city')).toHaveTextContent('Envios saem de São Paulo/SP');
  });

  it('puts a 422 message under its field', async () => {
    logIn();
    mockHttp({
      'POST /v1/update-store': {
        status: 422,
        data: {
          message: 'Os dias para postagem devem ficar entre 1 e 30.',
          errors: { handling_days: ['Os dias para postagem devem ficar entre 1 e 30.'] },
        },
      },
    });
    renderConfig();
    const days = screen.getByLabelText('Dias para postagem (1 a 30)');
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(within(screen.getByTestId('contact-form')).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Os dias para postagem devem ficar entre 1 e 30.').length).toBeGreaterThan(0);
  });

  it('turns a day of the free-shipping week on with its minimum and saves the whole week', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/free-shipping-day/save': (req) => ({
        status: 200,
        data: { error: false, message: 'Salvo com sucesso', result: (req.data as { days: unknown }).days },
      }),
    });
    renderConfig();
    const week = screen.getByTestId('free-shipping-week');
    expect(within(week).getByLabelText('Frete grátis no dia Sexta-feira')).toBeChecked();
    expect(within(week).getByLabelText('Pedido mínimo de Quarta-feira')).toBeDisabled();
    await userEvent.click(within(week).getByLabelText('Frete grátis no dia Quarta-feira'));
    await userEvent.type(within(week).getByLabelText('Pedido mínimo de Quarta-feira'), '150,50');
    await userEvent.click(within(week).getByRole('button', { name: 'Salvar calendário' }));
    expect(await screen.findByText('Salvo com sucesso')).toBeInTheDocument();
    const sent = mock.seen.find((r) => r.url === '/v1/free-shipping-day/save');
    const days = (sent?.data as { days: unknown[] } | undefined)?.days ?? [];
    expect(days).toHaveLength(7);
    expect(days[3]).toEqual({ day_of_week: 3, enabled: true, min_order: 150.5 });
    expect(days[5]).toEqual({ day_of_week: 5, enabled: true, min_order: 100 });
    expect(days[1]).toEqual({ day_of_week: 1, enabled: false, min_order: 0 });
  });

  it('adds a block date to the list, shows an overlap refusal on its field, and deletes one', async () => {
    logIn();
    let adds = 0;
    const mock = mockHttp({
      'POST /v1/block-date': (req) => {
        adds++;
        if (adds === 2)
          return {
            status: 422,
            data: {
              message: 'Este período coincide com outro bloqueio (20/01/2031 a 25/01/2031).',
              errors: { starts_on: ['Este período coincide com outro bloqueio (20/01/2031 a 25/01/2031).'] },
            },
          };
        return {
          status: 201,
          data: { error: false, message: 'Salvo com sucesso', result: { id: 9, ...(req.data as object) } },
        };
      },
      'DELETE /v1/block-date/9': {
        status: 200,
        data: { error: false, message: 'Excluído com sucesso', result: null },
      },
    });
    renderConfig();
    const panel = screen.getByTestId('block-dates');
    expect(within(panel).getByText('Nenhum bloqueio programado.')).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Data inicial'), '2031-01-20');
    await userEvent.type(within(panel).getByLabelText('Data final'), '2031-01-25');
    await userEvent.type(within(panel).getByLabelText('Motivo'), 'Férias');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adicionar bloqueio' }));
    expect(await within(panel).findByText('20/01/2031 a 25/01/2031')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/block-date')?.data).toEqual({
      store_id: 1,
      starts_on: '2031-01-20',
      ends_on: '2031-01-25',
      reason: 'Férias',
    });

    await userEvent.type(within(panel).getByLabelText('Data inicial'), '2031-01-22');
    await userEvent.type(within(panel).getByLabelText('Data final'), '2031-01-23');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adicionar bloqueio' }));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Data inicial')).toHaveAttribute('aria-invalid', 'true'),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Excluir bloqueio de 20/01/2031' }));
    expect(await within(panel).findByText('Nenhum bloqueio programado.')).toBeInTheDocument();
  });

  it('adds a box with its measures and deletes it', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/box-store': (req) => ({
        status: 201,
        data: { error: false, message: 'Salvo com sucesso', result: { id: 4, ...(req.data as object) } },
      }),
      'DELETE /v1/box-store/4': {
        status: 200,
        data: { error: false, message: 'Excluído com sucesso', result: null },
      },
    });
    renderConfig();
    const panel = screen.getByTestId('boxes');
    await userEvent.type(within(panel).getByLabelText('Nome da caixa'), 'Caixa P');
    await userEvent.type(within(panel).getByLabelText('Comprimento (cm)'), '20');
    await userEvent.type(within(panel).getByLabelText('Largura (cm)'), '15');
    await userEvent.type(within(panel).getByLabelText('Altura (cm)'), '5');
    await userEvent.type(within(panel).getByLabelText('Peso máx. (g)'), '1000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Adicionar caixa' }));
    expect(await within(panel).findByText('Caixa P')).toBeInTheDocument();
    expect(within(panel).getByText(/20 × 15 × 5 cm, até 1000 g/)).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/box-store')?.data).toEqual({
      store_id: 1,
      name: 'Caixa P',
      length_cm: 20,
      width_cm: 15,
      height_cm: 5,
      max_weight_g: 1000,
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Excluir caixa Caixa P' }));
    expect(await within(panel).findByText('Nenhuma caixa cadastrada.')).toBeInTheDocument();
  });
});

describe('MyStore/Personalize', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it("shows a taken slug's refusal under the address field and keeps the public link", async () => {
    logIn();
    mockHttp({
      'POST /v1/update-store': {
        status: 422,
        data: {
          message: 'Este endereço já está em uso por outra loja.',
          errors: { slug: ['Este endereço já está em uso por outra loja.'] },
        },
      },
    });
    renderPersonalize();
    const slug = screen.getByLabelText('Endereço da loja');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'outra-loja');
    await userEvent.click(within(screen.getByTestId('look-form')).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('public-link')).toHaveAttribute('href', 'http://localhost/loja-do-sergio');
  });

  it('saves the description and the new slug the server answered', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/update-store': {
        status: 200,
        data: {
          error: false,
          message: 'Salvo com sucesso',
          result: { ...settings, slug: 'sergio-cartas', description: 'Nova descrição' },
        },
      },
    });
    renderPersonalize();
    const description = screen.getByLabelText('Descrição');
    await userEvent.clear(description);
    await userEvent.type(description, 'Nova descrição');
    const slug = screen.getByLabelText('Endereço da loja');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Sérgio Cartas');
    expect(screen.getByText('14/2000')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('look-form')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo com sucesso')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/update-store')?.data).toMatchObject({
      store_id: 1,
      description: 'Nova descrição',
      slug: 'Sérgio Cartas',
    });
    expect(screen.getByTestId('public-link')).toHaveAttribute('href', 'http://localhost/sergio-cartas');
  });

  it('refuses a logo over 1 MB or of another type before sending anything', async () => {
    logIn();
    const mock = mockHttp({});
    renderPersonalize();
    const logo = screen.getByTestId('media-logo');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(logo).getByLabelText('Escolher Logo'), big);
    expect(within(logo).getByRole('alert')).toHaveTextContent('A imagem deve ter no máximo 1 MB.');
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(within(logo).getByLabelText('Escolher Logo'), svg, { applyAccept: false });
    expect(within(logo).getByRole('alert')).toHaveTextContent('Envie uma imagem PNG, JPEG ou WebP.');
    expect(within(logo).queryByRole('button', { name: 'Enviar Logo' })).toBeNull();
    expect(mock.seen.filter((r) => r.url.startsWith('/v1/store-media'))).toHaveLength(0);
  });

  it('previews the chosen logo, sends the file as the body with its type, then shows the saved file', async () => {
    logIn();
    const url = `/media/uploads/stores/${'a'.repeat(64)}.png`;
    const mock = mockHttp({
      'POST /v1/store-media/1/logo': {
        status: 200,
        data: {
          error: false,
          message: 'Salvo com sucesso',
          result: { kind: 'logo', url, settings: { ...settings, logo_url: url, logo: url } },
        },
      },
    });
    renderPersonalize();
    const logo = screen.getByTestId('media-logo');
    const image = within(logo).getByRole('img', { name: 'Prévia: Logo' });
    expect(image).toHaveAttribute('src', '/media/stores/1/logo.svg');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(logo).getByLabelText('Escolher Logo'), file);
    expect(image).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(within(logo).getByRole('button', { name: 'Enviar Logo' }));
    expect(await screen.findByText('Salvo com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(image).toHaveAttribute('src', url));
    const sent = mock.seen.find((r) => r.url === '/v1/store-media/1/logo');
    expect(sent?.data).toBe(file);
    expect(sent?.headers['Content-Type']).toBe('image/png');
  });
});
