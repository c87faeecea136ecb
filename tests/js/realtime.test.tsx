import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useChannel } from '@/hooks/useChannel';
import { disconnectEcho } from '@/lib/echo';
import { notify } from '@/lib/notify';
import { getCartCount } from '@/lib/session';
import CartIndex from '@/Pages/Cart/Index';
import { item, readyCart } from './cart/fixtures';
import { ACTIVE_CART, fixGuestId, ok, quietLogs } from './cart/support';
import { fakeEcho } from './support/echo';
import { mockHttp } from './support/http';
import { renderPage } from './support/render';
import { logIn } from './support/session';

// The socket is faked: the real connectEcho loads laravel-echo and pusher-js on demand and gets the
// fake; useChannel, the hooks and the screens are the real ones.
vi.mock('laravel-echo', async () => {
  const { fakeEcho: echo } = await import('./support/echo');
  return {
    default: function Echo(options: Record<string, unknown>) {
      echo.options = options;
      return echo;
    },
  };
});
vi.mock('pusher-js', () => ({ default: function Pusher() {} }));

quietLogs();

const USER_CHANNEL = 'App.Models.User.7';

beforeEach(() => {
  // A new socket per test: lib/echo.ts builds Echo again with the page's settings.
  disconnectEcho();
  fakeEcho.reset();
});

function Screen() {
  return <p>conteúdo da tela</p>;
}

const REALTIME = { key: 'marketplace-key', wsHost: null, wsPort: 6001, enabled: true };

/** A screen with the shell, realtime switched on (the page's shared `realtime` prop). */
function renderLive(
  Component: Parameters<typeof renderPage>[0],
  url: string,
  realtime: Partial<typeof REALTIME> = {},
) {
  return renderPage(Component, { url, props: { realtime: { ...REALTIME, ...realtime } } });
}

/** Waits until a listener for `event` is on the user's channel, then delivers the event. */
async function deliver(event: string, payload: unknown) {
  await waitFor(() => expect(fakeEcho.listening(USER_CHANNEL, event)).toBeGreaterThan(0));
  act(() => {
    fakeEcho.emit(USER_CHANNEL, event, payload);
  });
}

const notice = (id: number, read = false) => ({
  id,
  title: `Aviso ${id}`,
  body: 'Texto',
  created_at: '2025-03-14T15:09:26.000Z',
  read_at: read ? '2025-03-14T16:00:00.000Z' : null,
  global: false,
});

describe('notices badge', () => {
  it('follows notice.created and notice.read on the user’s channel', async () => {
    logIn({ id: 7 });
    let notices = [notice(1), notice(2), notice(3, true)];
    const mock = mockHttp({ 'GET /v1/notices': () => ({ status: 200, data: { result: notices } }) });
    renderLive(Screen, '/');
    expect(await screen.findByTestId('notices-badge')).toHaveTextContent('2');

    // A new notice: the server's unread count wins (it counts beyond the 50 the list shows).
    await deliver('notice.created', { ...notice(4), unread_count: 5 });
    expect(screen.getByTestId('notices-badge')).toHaveTextContent('5');
    // Without a count, one more.
    await deliver('notice.created', notice(6));
    expect(screen.getByTestId('notices-badge')).toHaveTextContent('6');

    // Read in another tab: the count drops to what the server says.
    await deliver('notice.read', { id: 4, ids: [4], all: false, unread_count: 1 });
    expect(screen.getByTestId('notices-badge')).toHaveTextContent('1');

    // Without a count the list is asked for again.
    const asked = mock.seen.filter((r) => r.url === '/v1/notices').length;
    notices = [notice(1, true), notice(2, true), notice(3, true)];
    await deliver('notice.read', { id: 1, ids: [1], all: false });
    await waitFor(() => expect(screen.queryByTestId('notices-badge')).toBeNull());
    expect(mock.seen.filter((r) => r.url === '/v1/notices').length).toBe(asked + 1);
  });

  it('listens on the signed-in user’s own channel only', async () => {
    logIn({ id: 42 });
    renderLive(Screen, '/');
    await waitFor(() => expect(fakeEcho.listening('App.Models.User.42', 'notice.created')).toBe(1));
    expect(fakeEcho.listening(USER_CHANNEL, 'notice.created')).toBe(0);
  });
});

describe('suggestion.approved', () => {
  it('shows the server’s message as a success toast', async () => {
    logIn({ id: 7 });
    const success = vi.spyOn(notify, 'success');
    renderLive(Screen, '/');
    await deliver('suggestion.approved', {
      id: 55,
      name: 'Charizard',
      message: 'Sua sugestão de carta "Charizard" foi aprovada!',
      approved_at: '2025-03-14T15:20:00.000Z',
    });
    expect(success).toHaveBeenCalledWith('Sua sugestão de carta "Charizard" foi aprovada!');
    expect(await screen.findByText('Sua sugestão de carta "Charizard" foi aprovada!')).toBeInTheDocument();
  });

  it('falls back to the translated message when the event has none', async () => {
    logIn({ id: 7 });
    const success = vi.spyOn(notify, 'success');
    renderLive(Screen, '/');
    await deliver('suggestion.approved', { id: 55, name: 'Charizard' });
    expect(success).toHaveBeenCalledWith('Sua sugestão de carta foi aprovada!');
    expect(await screen.findByText('Sua sugestão de carta foi aprovada!')).toBeInTheDocument();
  });
});

describe('cart.listing-changed on the cart screen', () => {
  function openCart(answers: unknown[]) {
    logIn({ id: 7 });
    fixGuestId();
    let calls = 0;
    const mock = mockHttp({
      [ACTIVE_CART]: () => ok(answers[Math.min(calls++, answers.length - 1)]),
    });
    renderLive(CartIndex as never, '/cart');
    return { mock, calls: () => calls };
  }

  it('reloads the cart without the loading state, flags the sold-out row and says why', async () => {
    const soldOut = readyCart({
      items: [
        item({ status: 'sold_out', available_quantity: 0, issue: 'Esgotado: a loja não tem mais unidades.' }),
        readyCart().items[1],
      ],
      has_issues: true,
    });
    const { calls } = openCart([readyCart(), soldOut]);
    const warning = vi.spyOn(notify, 'warning');
    const [alfa] = await screen.findAllByTestId('store-group');
    expect(within(alfa).getByTestId('cart-item')).toHaveAttribute('data-status', 'ok');

    await deliver('cart.listing-changed', {
      listing_id: 101,
      change: 'sold_out',
      title: 'Dragão Branco',
      old_price: '10.00',
      new_price: '10.00',
      available_quantity: 0,
      message: 'Dragão Branco esgotou.',
    });
    expect(warning).toHaveBeenCalledWith(
      'Dragão Branco esgotou. Remova o item do carrinho para finalizar a compra.',
    );
    // No spinner: the rows stay on screen while the cart is fetched again.
    expect(screen.queryByText('Carregando...')).toBeNull();
    await waitFor(() => expect(calls()).toBe(2));
    const row = await waitFor(() => {
      const [group] = screen.getAllByTestId('store-group');
      const r = within(group).getByTestId('cart-item');
      expect(r).toHaveAttribute('data-status', 'sold_out');
      return r;
    });
    expect(within(row).getByTestId('item-flag')).toHaveTextContent('Esgotado');
    expect(screen.getByText('Resolva os itens marcados antes de finalizar a compra.')).toBeInTheDocument();
    expect(getCartCount()).toBe(soldOut.count);
  });

  it('names the old and new price in reais for a price change', async () => {
    const repriced = readyCart({
      items: [item({ status: 'price_changed', price: 12, price_added: 10, total: 24 }), readyCart().items[1]],
      has_issues: true,
    });
    openCart([readyCart(), repriced]);
    const warning = vi.spyOn(notify, 'warning');
    await screen.findAllByTestId('store-group');
    await deliver('cart.listing-changed', {
      listing_id: 101,
      change: 'price_changed',
      title: 'Dragão Branco',
      old_price: '10.00',
      new_price: '12.00',
      available_quantity: 5,
    });
    expect(warning).toHaveBeenCalledWith(
      expect.stringMatching(
        /^O preço de Dragão Branco no seu carrinho mudou de R\$\s10,00 para R\$\s12,00\.$/,
      ),
    );
    const [group] = await screen.findAllByTestId('store-group');
    await waitFor(() =>
      expect(within(group).getByTestId('cart-item')).toHaveAttribute('data-status', 'price_changed'),
    );
    expect(within(group).getByTestId('item-flag')).toHaveTextContent(
      /Preço alterado: de R\$\s10,00 para R\$\s12,00/,
    );
    expect(within(group).getByRole('button', { name: 'Manter com o novo preço' })).toBeInTheDocument();
  });
});

describe('lib/echo settings', () => {
  it('connects to the page’s host on the shared port, ws only, without TLS, authorising through the host', async () => {
    logIn({ id: 7 });
    const mock = mockHttp({
      'POST /broadcasting/auth': { status: 200, data: { auth: 'marketplace-key:abc' } },
      'POST /broadcasting/user-auth': {
        status: 200,
        data: { auth: 'marketplace-key:def', user_data: '{"id":"7"}' },
      },
    });
    renderLive(Screen, '/', { wsPort: 6123 });
    await waitFor(() => expect(fakeEcho.options).not.toBeNull());
    expect(fakeEcho.options).toMatchObject({
      broadcaster: 'pusher',
      key: 'marketplace-key',
      cluster: 'mt1',
      wsHost: window.location.hostname,
      wsPort: 6123,
      wssPort: 6123,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: { endpoint: '/broadcasting/auth' },
      userAuthentication: { endpoint: '/broadcasting/user-auth' },
    });
    expect(typeof fakeEcho.options?.Pusher).toBe('function');

    // Channel and user authorisation go to the host; the HttpOnly session cookie identifies the user.
    type Handler = (params: Record<string, string>, cb: (e: Error | null, d: unknown) => void) => void;
    const options = fakeEcho.options as Record<string, { customHandler: Handler }>;
    const channel = await new Promise((resolve) =>
      options.channelAuthorization.customHandler(
        { socketId: '1.2', channelName: 'private-App.Models.User.7' },
        (_e, data) => resolve(data),
      ),
    );
    expect(channel).toEqual({ auth: 'marketplace-key:abc' });
    const user = await new Promise((resolve) =>
      options.userAuthentication.customHandler({ socketId: '1.2' }, (_e, data) => resolve(data)),
    );
    expect(user).toEqual({ auth: 'marketplace-key:def', user_data: '{"id":"7"}' });
    const auth = mock.seen.find((r) => r.url === '/broadcasting/auth');
    expect(auth?.data).toEqual({ socket_id: '1.2', channel_name: 'private-App.Models.User.7' });
    expect(auth?.headers.Authorization).toBeUndefined();
    expect(mock.seen.find((r) => r.url === '/broadcasting/user-auth')?.headers.Authorization).toBeUndefined();
  });

  it('uses the host name from the shared props when there is one', async () => {
    logIn({ id: 7 });
    mockHttp({});
    renderLive(Screen, '/', { wsHost: 'ws.mercado.test' } as never);
    await waitFor(() => expect(fakeEcho.options).toMatchObject({ wsHost: 'ws.mercado.test' }));
  });

  it('does not connect when the page says realtime is off', async () => {
    logIn({ id: 7 });
    const mock = mockHttp({});
    renderLive(Screen, '/', { enabled: false });
    await waitFor(() => expect(mock.seen.some((r) => r.url === '/v1/notices')).toBe(true));
    expect(fakeEcho.options).toBeNull();
    expect(mock.seen.some((r) => r.url === '/broadcasting/channels')).toBe(false);
  });

  it('names this tab’s socket in X-Socket-ID on API calls, so its own changes are not sent back', async () => {
    logIn({ id: 7 });
    const mock = mockHttp({});
    renderLive(Screen, '/');
    await waitFor(() => expect(fakeEcho.listening(USER_CHANNEL, 'notice.read')).toBe(1));
    // A notice read elsewhere without a count: the badge asks the API again.
    await deliver('notice.read', { id: 1, ids: [1], all: false });
    await waitFor(() =>
      expect(mock.seen.filter((r) => r.url === '/v1/notices').at(-1)?.headers['X-Socket-ID']).toBe(
        '1234.5678',
      ),
    );
  });
});

function Listener({ name }: { name: string }) {
  useChannel('store.9', { 'order.created': () => {} });
  return <p>{name}</p>;
}

function TwoListeners() {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(true);
  return (
    <>
      {first && <Listener name="primeiro" />}
      {second && <Listener name="segundo" />}
      <button type="button" onClick={() => setFirst(false)}>
        tirar o primeiro
      </button>
      <button type="button" onClick={() => setSecond(false)}>
        tirar o segundo
      </button>
    </>
  );
}

describe('useChannel', () => {
  it('leaves a channel only when the last component using it unmounts', async () => {
    logIn({ id: 7 });
    mockHttp({});
    renderLive(TwoListeners as never, '/');
    await waitFor(() => expect(fakeEcho.listening('store.9', 'order.created')).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: 'tirar o primeiro' }));
    await waitFor(() => expect(screen.queryByText('primeiro')).toBeNull());
    expect(fakeEcho.listening('store.9', 'order.created')).toBe(1);
    expect(fakeEcho.left).not.toContain('private-store.9');

    fireEvent.click(screen.getByRole('button', { name: 'tirar o segundo' }));
    await waitFor(() => expect(fakeEcho.left).toEqual(['private-store.9']));
    expect(fakeEcho.listening('store.9', 'order.created')).toBe(0);
  });
});

describe('new orders for the seller', () => {
  it('listens to every store the user owns on any page and toasts a new order', async () => {
    logIn({ id: 7 });
    mockHttp({
      'GET /broadcasting/channels': {
        status: 200,
        data: {
          user: USER_CHANNEL,
          stores: [
            { id: 3, channel: 'store.3' },
            { id: 5, channel: 'store.5' },
          ],
        },
      },
    });
    const success = vi.spyOn(notify, 'success');
    renderLive(Screen, '/');
    await waitFor(() => expect(fakeEcho.listening('store.5', 'order.created')).toBe(1));
    expect(fakeEcho.listening('store.3', 'order.created')).toBe(1);
    act(() => {
      fakeEcho.emit('store.5', 'order.created', {
        order_id: 1042,
        number: 'MC-000981-1',
        buyer: { id: 8, name: 'Ana S.' },
      });
    });
    expect(success).toHaveBeenCalledWith('Novo pedido #MC-000981-1 de Ana S.');
    expect(await screen.findByText('Novo pedido #MC-000981-1 de Ana S.')).toBeInTheDocument();
  });

  it('listens to no store channel for a user who owns none', async () => {
    logIn({ id: 7 });
    const mock = mockHttp({
      'GET /broadcasting/channels': { status: 200, data: { user: USER_CHANNEL, stores: [] } },
    });
    renderLive(Screen, '/');
    await waitFor(() => expect(mock.seen.some((r) => r.url === '/broadcasting/channels')).toBe(true));
    await waitFor(() => expect(fakeEcho.listening(USER_CHANNEL, 'order.status-changed')).toBe(1));
    expect([...fakeEcho.joins.keys()].filter((c) => c.startsWith('store.'))).toEqual([]);
  });
});

describe('after a reconnection', () => {
  it('reads the notices and the cart again, but not on the first connection', async () => {
    logIn({ id: 7 });
    fixGuestId();
    let notices = [notice(1)];
    let carts = 0;
    const mock = mockHttp({
      'GET /v1/notices': () => ({ status: 200, data: { result: notices } }),
      [ACTIVE_CART]: () => {
        carts++;
        return ok(readyCart());
      },
    });
    renderLive(CartIndex as never, '/cart');
    expect(await screen.findByTestId('notices-badge')).toHaveTextContent('1');
    await screen.findAllByTestId('store-group');
    await waitFor(() => expect(fakeEcho.listening(USER_CHANNEL, 'cart.listing-changed')).toBe(1));
    const noticeCalls = () => mock.seen.filter((r) => r.url === '/v1/notices').length;
    const before = { notices: noticeCalls(), carts };

    act(() => fakeEcho.changeState('connecting', 'connected'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect({ notices: noticeCalls(), carts }).toEqual(before);

    // The socket drops; two notices arrive meanwhile; it comes back.
    notices = [notice(1), notice(2), notice(3)];
    act(() => {
      fakeEcho.changeState('connected', 'connecting');
      fakeEcho.changeState('connecting', 'unavailable');
      fakeEcho.changeState('unavailable', 'connecting');
      fakeEcho.changeState('connecting', 'connected');
    });
    await waitFor(() => expect(screen.getByTestId('notices-badge')).toHaveTextContent('3'));
    expect(noticeCalls()).toBe(before.notices + 1);
    await waitFor(() => expect(carts).toBe(before.carts + 1));
    // No loading state: the rows stayed on screen.
    expect(screen.getAllByTestId('store-group').length).toBeGreaterThan(0);
  });
});
