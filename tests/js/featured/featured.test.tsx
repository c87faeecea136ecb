import { router } from '@inertiajs/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FeaturedShelf from '@/Components/Featured/FeaturedShelf';
import MyStoreAdsPayment from '@/Pages/MyStore/Ads/Payment';
import MyStorePaymentCard from '@/Pages/MyStore/Payment/Card';
import MyStorePaymentPix from '@/Pages/MyStore/Payment/Pix';
import type { AdPaymentProps, FeaturedAd, FeaturedCard } from '@/types/pages/featured';
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

const position = {
  id: 1,
  code: 'home_banner_1',
  name: 'Página inicial: destaque 1',
  placement: 'home' as const,
  slot: 1,
  daily_price: 15,
};
const bra = {
  id: 5,
  code: 'bra_center_1',
  name: 'Bra Center: destaque 1',
  placement: 'bra_center' as const,
  slot: 1,
  daily_price: 8,
};

const ad = (overrides: Partial<FeaturedAd> = {}): FeaturedAd => ({
  id: 7,
  store_id: 1,
  position: { id: 1, name: position.name, placement: 'home', slot: 1 },
  target_type: 'store',
  listing_id: null,
  title: 'Promoção da semana',
  image_url: null,
  starts_on: '2031-01-10',
  ends_on: '2031-01-12',
  days: 3,
  amount: 45,
  status: 'pending',
  sort_order: 0,
  paid_at: null,
  hold_until: '2031-01-09T13:00:00.000Z',
  payment: null,
  ...overrides,
});

const pageProps = (overrides: Partial<AdPaymentProps> = {}): AdPaymentProps => ({
  store,
  positions: [position, bra],
  listings: [{ id: 3, product_id: 30, name: 'Dragão Branco', price: 25 }],
  calendar: {
    position_id: 1,
    from: '2031-01-09',
    to: '2031-01-12',
    taken: ['2031-01-11'],
    free: ['2031-01-09', '2031-01-10', '2031-01-12'],
  },
  ads: { pending: [], active: [], other: [] },
  selected: null,
  today: '2031-01-09',
  max_days: 30,
  ...overrides,
});

describe('MyStore/Ads/Payment', () => {
  beforeEach(() => {
    vi.spyOn(router, 'visit').mockImplementation(() => {});
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the positions with their daily price, the calendar with taken days, and the price of the period', async () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreAdsPayment, { url: '/my-store/1/ad-payment', props: { ...pageProps() } });
    expect(
      screen.getByRole('option', { name: /Página inicial: destaque 1 \(R\$\s?15,00 por dia\)/ }),
    ).toBeInTheDocument();
    const calendar = screen.getByTestId('featured-calendar');
    expect(within(calendar).getByTestId('day-taken')).toHaveTextContent('11/01');
    expect(within(calendar).getByTestId('day-taken')).toBeDisabled();
    expect(screen.getByTestId('featured-price')).toHaveTextContent(/1 dia, total R\$\s?15,00/);
    await userEvent.click(within(calendar).getByText('12/01'));
    expect(screen.getByTestId('featured-price')).toHaveTextContent(/1 dia, total R\$\s?15,00/);
  });

  it('takes the first click as the first day and the second as the last, as the help says', async () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreAdsPayment, { url: '/my-store/1/ad-payment', props: { ...pageProps() } });
    const calendar = screen.getByTestId('featured-calendar');
    const price = screen.getByTestId('featured-price');
    // The first click is the first day (not a period from today).
    await userEvent.click(within(calendar).getByText('10/01'));
    expect(screen.getByLabelText('Primeiro dia')).toHaveValue('2031-01-10');
    expect(price).toHaveTextContent(/1 dia, total R\$\s?15,00/);
    // The second click is the last day (not a new first day).
    await userEvent.click(within(calendar).getByText('12/01'));
    expect(screen.getByLabelText('Primeiro dia')).toHaveValue('2031-01-10');
    expect(screen.getByLabelText('Último dia')).toHaveValue('2031-01-12');
    expect(price).toHaveTextContent(/3 dias, total R\$\s?45,00/);
    // A third click starts a new period.
    await userEvent.click(within(calendar).getByText('09/01'));
    expect(screen.getByLabelText('Último dia')).toHaveValue('2031-01-09');
    expect(price).toHaveTextContent(/1 dia, total R\$\s?15,00/);
  });

  it('reserves the ad and opens it to pay; a 422 shows the server’s message on its field', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/create-featured': (req) =>
        (req.data as { starts_on: string }).starts_on === '2031-01-09'
          ? {
              status: 422,
              data: {
                message:
                  'A data 11/01/2031 desta posição já está reservada por outra loja. Escolha outras datas.',
                errors: {
                  starts_on: [
                    'A data 11/01/2031 desta posição já está reservada por outra loja. Escolha outras datas.',
                  ],
                },
              },
            }
          : { status: 201, data: { error: false, message: 'ok', result: ad() } },
    });
    renderPage(MyStoreAdsPayment, { url: '/my-store/1/ad-payment', props: { ...pageProps() } });
    await userEvent.click(screen.getByRole('button', { name: 'Reservar e pagar' }));
    expect(
      await screen.findByText(
        'A data 11/01/2031 desta posição já está reservada por outra loja. Escolha outras datas.',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
    expect(router.visit).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByTestId('featured-calendar')).getByText('12/01'));
    await userEvent.click(within(screen.getByTestId('featured-calendar')).getByText('12/01'));
    await userEvent.click(screen.getByRole('button', { name: 'Reservar e pagar' }));
    await waitFor(() => expect(router.visit).toHaveBeenCalled());
    expect(mock.seen.filter((r) => r.url === '/v1/create-featured').at(-1)?.data).toMatchObject({
      store_id: 1,
      position_id: 1,
      target_type: 'store',
      listing_id: null,
      title: 'Loja do Sérgio',
      starts_on: '2031-01-12',
      ends_on: '2031-01-12',
    });
    expect(String(vi.mocked(router.visit).mock.calls[0][0])).toMatch(
      /\/my-store\/1\/ad-payment\?featured_id=7$/,
    );
    mock.restore();
  });

  it('another position loads its calendar from /v1/date-position', async () => {
    logIn();
    const mock = mockHttp({
      'GET /v1/date-position/5': {
        status: 200,
        data: {
          error: false,
          message: '',
          result: {
            position_id: 5,
            from: '2031-01-09',
            to: '2031-01-10',
            taken: [],
            free: ['2031-01-09', '2031-01-10'],
          },
        },
      },
    });
    renderPage(MyStoreAdsPayment, { url: '/my-store/1/ad-payment', props: { ...pageProps() } });
    await userEvent.selectOptions(screen.getByLabelText('Posição'), '5');
    await waitFor(() => expect(screen.queryByTestId('day-taken')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('day-free')).toHaveLength(2);
    mock.restore();
  });

  it('with an ad in the URL: its total and the choice PIX (issued, then its page) or card', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/featured-ad/pay': {
        status: 200,
        data: { error: false, message: 'PIX gerado', result: ad() },
      },
    });
    renderPage(MyStoreAdsPayment, {
      url: '/my-store/1/ad-payment?featured_id=7',
      props: { ...pageProps({ selected: ad(), ads: { pending: [ad()], active: [], other: [] } }) },
    });
    expect(screen.getByTestId('featured-total')).toHaveTextContent(/R\$\s?45,00/);
    expect(screen.getByRole('link', { name: 'Pagar com cartão' }).getAttribute('href')).toMatch(
      /\/my-store\/1\/payment-cart\?featured_id=7$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar com PIX' }));
    await waitFor(() => expect(router.visit).toHaveBeenCalled());
    expect(String(vi.mocked(router.visit).mock.calls[0][0])).toMatch(
      /\/my-store\/1\/payment-pix\?featured_id=7$/,
    );
    expect(mock.seen.find((r) => r.url === '/v1/featured-ad/pay')?.data).toEqual({
      featured_id: 7,
      method: 'pix',
    });
    mock.restore();
  });

  it('the active tab reorders the store’s ads and saves the order', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/featured-ad/save-order': { status: 200, data: { error: false, message: 'ok', result: [] } },
    });
    const a = ad({ id: 1, title: 'Primeiro', status: 'active' });
    const b = ad({ id: 2, title: 'Segundo', status: 'active' });
    renderPage(MyStoreAdsPayment, {
      url: '/my-store/1/ad-payment',
      props: { ...pageProps({ ads: { pending: [], active: [a, b], other: [] } }) },
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Descer' })[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar ordem' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/featured-ad/save-order')?.data).toEqual({
        store_id: 1,
        ids: [2, 1],
      }),
    );
    mock.restore();
  });
});

describe('MyStore/Payment/Pix and Card', () => {
  beforeEach(() => {
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the QR code and the copy-paste code while waiting, and reads the ad again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    mockHttp({});
    const waiting = ad({
      payment: {
        method: 'pix',
        charge_id: 'ch_1',
        pix_payload: '00020126PIXCODE',
        qr_code: 'data:image/png;base64,AAAA',
        pix_expires_at: '2031-01-09T12:30:00.000Z',
        card_ref: null,
      },
    });
    renderPage(MyStorePaymentPix, {
      url: '/my-store/1/payment-pix?featured_id=7',
      props: { store, ad: waiting },
    });
    expect(screen.getByTestId('featured-waiting')).toBeInTheDocument();
    expect(screen.getByDisplayValue('00020126PIXCODE')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(router.reload).toHaveBeenCalledWith({ only: ['ad'] });
    vi.useRealTimers();
  });

  it('with the sandbox driver on, "Pagar (sandbox)" pays the ad’s PIX and reads the ad again; not with a real gateway', async () => {
    logIn();
    const http = mockHttp({
      'POST /_sandbox/featured-charges/ch_1/pay': {
        status: 200,
        data: { error: false, message: 'PIX pago (sandbox).', result: { id: 7, status: 'active' } },
      },
    });
    const waiting = ad({
      payment: {
        method: 'pix',
        charge_id: 'ch_1',
        pix_payload: '00020126PIXCODE',
        qr_code: 'data:image/png;base64,AAAA',
        pix_expires_at: '2031-01-09T12:30:00.000Z',
        card_ref: null,
      },
    });
    const view = renderPage(MyStorePaymentPix, {
      url: '/my-store/1/payment-pix?featured_id=7',
      props: { store, ad: waiting, sandbox: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar (sandbox)' }));
    await waitFor(() => expect(router.reload).toHaveBeenCalledWith({ only: ['ad'] }));
    expect(
      http.seen.filter((r) => r.method === 'POST' && r.url === '/_sandbox/featured-charges/ch_1/pay'),
    ).toHaveLength(1);
    view.unmount();
    renderPage(MyStorePaymentPix, {
      url: '/my-store/1/payment-pix?featured_id=7',
      props: { store, ad: waiting, sandbox: false },
    });
    expect(screen.getByTestId('featured-waiting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar (sandbox)' })).toBeNull();
    http.restore();
  });

  it('paid: "Pago"', () => {
    logIn();
    mockHttp({});
    renderPage(MyStorePaymentPix, {
      url: '/my-store/1/payment-pix?featured_id=7',
      props: { store, ad: ad({ status: 'active' }) },
    });
    expect(screen.getByTestId('featured-paid')).toHaveTextContent('Pago');
    expect(screen.queryByTestId('featured-waiting')).not.toBeInTheDocument();
  });

  it('card: charges the chosen saved card; a refusal shows the server’s reason', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/featured-ad/pay': {
        status: 422,
        data: {
          message: 'Não foi possível pagar o destaque: saldo insuficiente.',
          errors: { payment: ['saldo insuficiente.'] },
        },
      },
    });
    const cards = [{ id: 9, brand: 'visa', last4: '1111', holder: 'MARIA', exp_month: 12, exp_year: 2035 }];
    renderPage(MyStorePaymentCard, {
      url: '/my-store/1/payment-cart?featured_id=7',
      props: { store, ad: ad(), cards },
    });
    expect(screen.getByText(/VISA •••• 1111/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar agora' }));
    expect(
      await screen.findByText('Não foi possível pagar o destaque: saldo insuficiente.'),
    ).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/v1/featured-ad/pay')?.data).toEqual({
      featured_id: 7,
      method: 'card',
      card_id: 9,
    });
    mock.restore();
  });
});

describe('FeaturedShelf', () => {
  const card = (overrides: Partial<FeaturedCard> = {}): FeaturedCard => ({
    id: 1,
    title: '<script>alert(1)</script>',
    image: null,
    placement: 'home',
    slot: 1,
    store: { id: 1, name: 'Loja do Sérgio', slug: 'loja-do-sergio' },
    product: null,
    ...overrides,
  });

  it('links a store ad to the store and a product ad to the product, escaping the titles', () => {
    const items = [card(), card({ id: 2, title: 'Dragão', product: { id: 30, type: 'card', price: 25 } })];
    renderPage(() => <FeaturedShelf items={items} />, { url: '/', shell: false });
    const links = screen.getAllByTestId('featured-card');
    expect(links[0]?.getAttribute('href')).toMatch(/\/loja-do-sergio$/);
    expect(links[0]).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
    expect(links[1]?.getAttribute('href')).toMatch(/\/product\/30$/);
    expect(links[1]).toHaveTextContent(/R\$\s?25,00/);
  });

  it('renders nothing without ads', () => {
    renderPage(() => <FeaturedShelf items={[]} />, { url: '/', shell: false });
    expect(screen.queryByTestId('featured-shelf')).not.toBeInTheDocument();
  });
});
