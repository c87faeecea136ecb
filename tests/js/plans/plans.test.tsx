import { router } from '@inertiajs/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyStorePlansIndex from '@/Pages/MyStore/Plans/Index';
import MyStorePlansSubscribe from '@/Pages/MyStore/Plans/Subscribe';
import type { Plan, PlansIndexProps, PlansSubscribeProps, Subscription } from '@/types/pages/sellerPlans';
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

const plan = (id: number, code: string, name: string, price: number, max: number | null): Plan => ({
  id,
  code,
  name,
  description: `Plano ${name}`,
  price,
  interval_months: 1,
  trial_days: 0,
  max_listings: max,
  max_classifieds: max === null ? null : 5,
  free: price === 0,
});
const plans = [
  plan(1, 'basico', 'Básico', 0, 2000),
  plan(2, 'lojista-pro', 'Lojista Pro', 49.9, 50000),
  plan(3, 'lojista-max', 'Lojista Max', 99.9, null),
];

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 5,
  store_id: 1,
  user_id: 2,
  plan: plans[1] ?? null,
  plan_code: 'lojista-pro',
  status: 'active',
  payment_method: 'pix',
  card_id: null,
  started_at: '2031-01-10T12:00:00.000Z',
  current_period_end: '2031-02-10T12:00:00.000Z',
  trial_ends_at: null,
  cancel_at_period_end: false,
  canceled_at: null,
  pending_charge: null,
  ...overrides,
});

const indexProps = (overrides: Partial<PlansIndexProps> = {}): PlansIndexProps => ({
  store,
  plans,
  current_plan_id: 2,
  subscription: subscription(),
  history: [],
  usage: { listings: 40000, max_listings: 50000, max_classifieds: 50 },
  ...overrides,
});

const subscribeProps = (overrides: Partial<PlansSubscribeProps> = {}): PlansSubscribeProps => ({
  store,
  plans,
  plan: plans[2] ?? null,
  subscription: subscription(),
  cards: [{ id: 9, brand: 'visa', last4: '1111', holder: 'SERGIO', exp_month: 4, exp_year: 2033 }],
  ...overrides,
});

describe('MyStore/Plans/Index', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });

  it('shows the plans with the current one marked, the status label and the usage', () => {
    logIn();
    mockHttp({});
    renderPage(MyStorePlansIndex, { url: '/my-store/plans/1', props: { ...indexProps() } });
    expect(screen.getByTestId('plan-lojista-pro')).toHaveTextContent('Plano atual');
    expect(screen.getByTestId('plan-lojista-max')).not.toHaveTextContent('Plano atual');
    expect(screen.getByTestId('plan-lojista-max')).toHaveTextContent('Anúncios: ilimitados');
    expect(screen.getByTestId('plan-basico')).toHaveTextContent('Grátis');
    expect(
      within(screen.getByTestId('current-subscription')).getByTestId('subscription-status'),
    ).toHaveTextContent('Ativo');
    expect(screen.getByTestId('plan-usage')).toHaveTextContent('40.000 de 50.000 anúncios');
    expect(within(screen.getByTestId('plan-lojista-max')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('/my-store/plan-assinature/1?plan=3'),
    );
  });

  it('shows an unknown status as Desconhecido and cancels at the due date after a confirm', async () => {
    logIn();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const mock = mockHttp({
      'POST /v1/cancel-due-date': {
        status: 200,
        data: { error: false, message: 'A assinatura será cancelada no vencimento.', result: null },
      },
    });
    renderPage(MyStorePlansIndex, {
      url: '/my-store/plans/1',
      props: { ...indexProps({ history: [subscription({ id: 3, status: 'weird' as never })] }) },
    });
    expect(
      within(screen.getByTestId('subscription-history')).getByTestId('subscription-status'),
    ).toHaveTextContent('Desconhecido');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar no vencimento' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/cancel-due-date')?.data).toEqual({ store_id: 1 }),
    );
    await waitFor(() => expect(router.reload).toHaveBeenCalled());
    mock.restore();
  });
});

describe('MyStore/Plans/Subscribe', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    vi.spyOn(router, 'reload').mockImplementation(() => {});
  });

  it('asks for a PIX of the plan in the URL and reads the subscription again', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/create-signature': {
        status: 201,
        data: { error: false, message: 'PIX gerado: pague para ativar o plano.', result: {} },
      },
    });
    renderPage(MyStorePlansSubscribe, {
      url: '/my-store/plan-assinature/1?plan=3',
      props: { ...subscribeProps() },
    });
    expect(screen.getByTestId('plan-payment')).toHaveTextContent('Lojista Max');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/create-signature')?.data).toEqual({
        store_id: 1,
        plan_id: 3,
        method: 'pix',
      }),
    );
    expect(vi.mocked(router.reload).mock.calls[0]?.[0]).toMatchObject({ only: ['subscription'] });
    mock.restore();
  });

  it('pays with a saved card; a refusal shows the server message', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/create-signature': {
        status: 422,
        data: { message: 'Não foi possível criar a assinatura: Saldo insuficiente.', errors: {} },
      },
    });
    renderPage(MyStorePlansSubscribe, {
      url: '/my-store/plan-assinature/1?plan=3',
      props: { ...subscribeProps() },
    });
    await userEvent.click(screen.getByLabelText('Cartão de crédito salvo'));
    expect(screen.getByRole('link', { name: 'Cadastrar um cartão' })).toHaveAttribute(
      'href',
      expect.stringContaining('/my-store/1/bankCardCredit'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar com cartão' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/create-signature')?.data).toEqual({
        store_id: 1,
        plan_id: 3,
        method: 'card',
        card_id: 9,
      }),
    );
    expect(
      await screen.findByText('Não foi possível criar a assinatura: Saldo insuficiente.'),
    ).toBeInTheDocument();
    mock.restore();
  });

  it('with the sandbox driver on, "Pagar (sandbox)" pays the plan’s PIX and reads the subscription again; not with a real gateway', async () => {
    logIn();
    const http = mockHttp({
      'POST /_sandbox/subscription-charges/ch_9/pay': {
        status: 200,
        data: { error: false, message: 'PIX pago (sandbox).', result: { charge_id: 'ch_9', status: 'paid' } },
      },
    });
    const pending = subscription({
      pending_charge: {
        id: 7,
        kind: 'change',
        plan_id: 3,
        amount: 99.9,
        method: 'pix',
        status: 'pending',
        due_at: '2031-01-12T12:00:00.000Z',
        paid_at: null,
        attempt: 1,
        failure_reason: null,
        charge_id: 'ch_9',
        pix: { payload: '00020126PIX', qr_code: 'data:image/png;base64,AAAA', expires_at: null },
        card: null,
      },
    });
    const view = renderPage(MyStorePlansSubscribe, {
      url: '/my-store/plan-assinature/1?plan=3',
      props: { ...subscribeProps({ subscription: pending }), sandbox: true },
    });
    const pix = screen.getByTestId('plan-pix');
    await userEvent.click(within(pix).getByRole('button', { name: 'Pagar (sandbox)' }));
    await waitFor(() => expect(router.reload).toHaveBeenCalledWith({ only: ['subscription'] }));
    expect(
      http.seen.filter((r) => r.method === 'POST' && r.url === '/_sandbox/subscription-charges/ch_9/pay'),
    ).toHaveLength(1);
    view.unmount();
    renderPage(MyStorePlansSubscribe, {
      url: '/my-store/plan-assinature/1?plan=3',
      props: { ...subscribeProps({ subscription: pending }), sandbox: false },
    });
    expect(screen.getByTestId('plan-pix')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar (sandbox)' })).toBeNull();
    http.restore();
  });

  it('shows the waiting PIX and polls; once paid it shows the plan active', () => {
    logIn();
    mockHttp({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = subscription({
      pending_charge: {
        id: 7,
        kind: 'change',
        plan_id: 3,
        amount: 99.9,
        method: 'pix',
        status: 'pending',
        due_at: '2031-01-12T12:00:00.000Z',
        paid_at: null,
        attempt: 1,
        failure_reason: null,
        charge_id: 'ch_1',
        pix: { payload: '00020126PIX', qr_code: 'data:image/png;base64,AAAA', expires_at: null },
        card: null,
      },
    });
    const view = renderPage(MyStorePlansSubscribe, {
      url: '/my-store/plan-assinature/1?plan=3',
      props: { ...subscribeProps({ subscription: pending }) },
    });
    expect(screen.getByTestId('plan-pix')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-payment')).toBeNull();
    act(() => vi.advanceTimersByTime(3100));
    expect(
      vi
        .mocked(router.reload)
        .mock.calls.some((c) => (c[0] as { only?: string[] })?.only?.[0] === 'subscription'),
    ).toBe(true);
    view.unmount();
    vi.useRealTimers();
    renderPage(MyStorePlansSubscribe, {
      url: '/my-store/plan-assinature/1?plan=3',
      props: {
        ...subscribeProps({
          subscription: subscription({ plan: plans[2] ?? null, plan_code: 'lojista-max' }),
        }),
      },
    });
    expect(screen.getByTestId('plan-active')).toHaveTextContent('Plano Lojista Max ativo.');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Ativo');
  });
});
