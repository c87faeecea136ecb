import { toast } from 'react-toastify';
import { cancelFailedVisits } from '@/lib/visitFailures';

vi.mock('react-toastify', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

type Handler = (event: { preventDefault(): void; detail: unknown }) => void;

/** A router that keeps its listeners, so a test can raise Inertia's failure events. */
function fakeRouter() {
  const handlers = new Map<string, Handler>();
  return {
    on: ((name: string, handler: Handler) => {
      handlers.set(name, handler);
      return () => handlers.delete(name);
    }) as never,
    raise(name: string, detail: unknown) {
      const event = { preventDefault: vi.fn(), detail };
      handlers.get(name)?.(event);
      return event;
    },
    handlers,
  };
}

describe('a visit that fails does not navigate (spec section 2)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('a 5xx answer is cancelled and the server message is toasted', async () => {
    const router = fakeRouter();
    cancelFailedVisits(router);
    const event = router.raise('httpException', {
      response: { status: 500, data: '{"message":"Banco de dados indisponível."}', headers: {} },
    });
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Banco de dados indisponível.', expect.anything());
  });

  it('an HTML error page gets the generic message, not its markup', async () => {
    const router = fakeRouter();
    cancelFailedVisits(router);
    const event = router.raise('httpException', {
      response: { status: 502, data: '<html><body>Bad gateway</body></html>', headers: {} },
    });
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(
      'Não foi possível abrir esta tela. Tente novamente mais tarde.',
      expect.anything(),
    );
  });

  it('a network failure is cancelled too, and the listeners can be removed', async () => {
    const router = fakeRouter();
    const off = cancelFailedVisits(router);
    const event = router.raise('networkError', { error: new Error('offline') });
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    off();
    expect(router.handlers.size).toBe(0);
  });
});
